import { Inject, Injectable, Logger } from '@nestjs/common';
import { AGENDA_RELEASE_DEFAULTS, AGENDA_RELEASE_MSG, ianaZone, type AgendaReleasePolicyDto, type AgendaReleasePolicyInput } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AgendaReleaseRepository } from './agenda-release.repository';
import { releasedWindow } from './release-window';
import { CLOCK, type Clock } from '../../platform/time/clock';

/** The pg-boss job that opens months on the release day; hourly, so every zone's day is seen soon after it starts. */
export const RELEASE_JOB = 'agenda-release-check';
const RELEASE_CRON = '5 * * * *';

/** docs/product/states.md 'Agenda policy': which months external integrations may book, released by a daily job or by hand. */
@Injectable()
export class AgendaReleaseService {
  private readonly logger = new Logger('AgendaRelease');

  constructor(
    private readonly repository: AgendaReleaseRepository,
    jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    jobs.work(RELEASE_JOB, () => this.runDaily());
    jobs.schedule(RELEASE_JOB, RELEASE_CRON);
  }

  async get(auth: AuthContext): Promise<AgendaReleasePolicyDto> {
    return this.dto(auth.establishmentId, auth.zone);
  }

  /** Saving the policy recalculates the automatic months at once. */
  async save(auth: AuthContext, input: AgendaReleasePolicyInput): Promise<AgendaReleasePolicyDto> {
    await this.repository.db.transaction(async (tx) => {
      await this.repository.savePolicy(tx, auth.establishmentId, input);
      await this.repository.replaceAuto(tx, auth.establishmentId, releasedWindow(this.clock.now(), auth.zone, input.releaseInterval, input.releaseDay).months);
    });
    return this.dto(auth.establishmentId, auth.zone);
  }

  async recalculate(auth: AuthContext): Promise<AgendaReleasePolicyDto> {
    const policy = (await this.repository.policy(auth.establishmentId)) ?? AGENDA_RELEASE_DEFAULTS;
    await this.repository.db.transaction((tx) =>
      this.repository.replaceAuto(tx, auth.establishmentId, releasedWindow(this.clock.now(), auth.zone, policy.releaseInterval, policy.releaseDay).months),
    );
    return this.dto(auth.establishmentId, auth.zone);
  }

  /** A manual extra release of one month (this month or later). */
  async releaseMonth(auth: AuthContext, month: string): Promise<AgendaReleasePolicyDto> {
    if (month < releasedWindow(this.clock.now(), auth.zone, 1, 31).today.slice(0, 7)) throw fail(400, AGENDA_RELEASE_MSG.monthPast);
    await this.repository.addManual(auth.establishmentId, month);
    return this.dto(auth.establishmentId, auth.zone);
  }

  async unreleaseMonth(auth: AuthContext, month: string): Promise<AgendaReleasePolicyDto> {
    await this.repository.removeManual(auth.establishmentId, month);
    return this.dto(auth.establishmentId, auth.zone);
  }

  /** Integrations only: with an active policy, a month that was not released answers 409. */
  async assertReleased(establishmentId: number, date: string): Promise<void> {
    const policy = await this.repository.policy(establishmentId);
    if (!policy?.isActive) return;
    if (!(await this.repository.isReleased(establishmentId, date.slice(0, 7)))) throw fail(409, AGENDA_RELEASE_MSG.notReleased);
  }

  async releasedMonths(establishmentId: number, zone: string): Promise<{ isActive: boolean; currentReleasedMonths: string[] }> {
    const dto = await this.dto(establishmentId, zone);
    return { isActive: dto.isActive, currentReleasedMonths: dto.currentReleasedMonths };
  }

  /**
   * The scheduled check: for each active policy, on the establishment's own clock, adds the months the
   * window has reached. The run of a local day is claimed in a table, so it happens once across instances.
   */
  async runDaily(now = this.clock.now()): Promise<void> {
    for (const p of await this.repository.activePolicies()) {
      const { today, months } = releasedWindow(now, ianaZone(p.timezone), p.releaseInterval, p.releaseDay);
      await this.repository.db.transaction(async (tx) => {
        if (!(await this.repository.claimRun(tx, p.establishmentId, today, months))) return;
        const added = await this.repository.addAuto(tx, p.establishmentId, months);
        if (added) this.logger.log(`estabelecimento ${p.establishmentId}: ${added} mês(es) liberado(s) em ${today}`);
      });
    }
  }

  private async dto(establishmentId: number, zone: string): Promise<AgendaReleasePolicyDto> {
    const policy = (await this.repository.policy(establishmentId)) ?? AGENDA_RELEASE_DEFAULTS;
    const rows = await this.repository.months(establishmentId, releasedWindow(this.clock.now(), zone, 1, 31).today.slice(0, 7));
    return {
      releaseInterval: policy.releaseInterval,
      releaseDay: policy.releaseDay,
      isActive: policy.isActive,
      currentReleasedMonths: rows.map((r) => r.month),
      manualMonths: rows.filter((r) => r.source === 'manual').map((r) => r.month),
    };
  }
}
