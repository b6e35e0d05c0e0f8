import { Inject, Injectable, Logger } from '@nestjs/common';
import { ianaZone, PLAN_NAMES, planIncludes } from '@salao/contracts';
import { JobsService } from '../../platform/jobs/jobs.service';
import { MailService } from '../../platform/mail/mail.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate, localTime } from '../../platform/time/wall-clock';
import { addDays } from './custom-report-week';
import { customReportEmail } from './custom-report-email';
import { CustomReportsRepository } from './custom-reports.repository';
import { CustomReportsService } from './custom-reports.service';

export const WEEKLY_JOB = 'custom-reports-weekly';
/** Hourly, so every zone's Monday morning is seen soon after it starts. */
const WEEKLY_CRON = '10 * * * *';
/** From this local hour on Monday the week's e-mail goes. */
const MORNING = '07:00';

const PLANS = PLAN_NAMES.filter((plan) => planIncludes(plan, 'customReports'));

/**
 * The weekly e-mail (docs/product/reports.md, 'Relatórios personalizados'): on Monday morning in each
 * establishment's zone, every saved report with `weeklyEmail` goes to the owner with last week's figures
 * (Monday to Sunday). The week's send is claimed in custom_report_emails, so it happens once across instances.
 */
@Injectable()
export class CustomReportsJobs {
  private readonly logger = new Logger('CustomReports');

  constructor(
    jobs: JobsService,
    private readonly repository: CustomReportsRepository,
    private readonly reports: CustomReportsService,
    private readonly mail: MailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    jobs.work(WEEKLY_JOB, () => this.runWeekly());
    jobs.schedule(WEEKLY_JOB, WEEKLY_CRON);
  }

  async runWeekly(now = this.clock.now()): Promise<void> {
    for (const due of await this.repository.weekly(PLANS)) {
      const zone = ianaZone(due.timezone);
      const today = localDate(now, zone);
      if (new Date(`${today}T00:00:00Z`).getUTCDay() !== 1 || localTime(now, zone) < MORNING || !due.ownerEmail) continue;
      const period = { from: addDays(today, -7), to: addDays(today, -1) };
      await this.repository.db.transaction(async (tx) => {
        // A second instance's claim waits on this row and then finds it taken. A crash after the outbox row
        // committed but before this commit would send the week again: rare, and better than never.
        if (!(await this.repository.claimWeek(tx, due.report.id, period.from))) return;
        const answer = await this.reports.answer(due.establishmentId, zone, due.report, period);
        const file = `relatorio-${due.report.id}-${period.from}-a-${period.to}.csv`;
        const outboxId = await this.mail.send(customReportEmail(due.ownerEmail!, due.establishmentName, answer, file));
        await this.repository.setOutbox(tx, due.report.id, period.from, outboxId);
        this.logger.log(`relatório ${due.report.id}: semana de ${period.from} enviada`);
      });
    }
  }
}
