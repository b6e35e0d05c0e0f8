import { Injectable, type OnModuleInit } from '@nestjs/common';
import { staleVersion } from '../../platform/http/versioned';
import type { BusinessHoursDto, BusinessHoursInput } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { copyEstablishmentRows } from '../../platform/database/copy-rows';
import { DomainHooks } from '../../platform/hooks/hooks';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { effectiveBusinessHours } from './business-hours.defaults';
import { BusinessHoursRepository } from './business-hours.repository';

/** The week as the audit row shows it: 'hours.<day>' → '09:00–18:00', 'Fechado' or 'Feriado'. */
function weekOf(week: BusinessHoursDto[]): { hours: Record<number, string> } {
  const day = (d: BusinessHoursDto) => (d.isHoliday ? 'Feriado' : d.isOpen ? `${d.openTime.slice(0, 5)}–${d.closeTime.slice(0, 5)}` : 'Fechado');
  return { hours: Object.fromEntries(week.map((d) => [d.dayOfWeek, day(d)])) };
}

@Injectable()
export class BusinessHoursService implements OnModuleInit {
  constructor(
    private readonly hooks: DomainHooks,
    private readonly repository: BusinessHoursRepository,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    private readonly row: EstablishmentRowRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('unit.created', async (tx, e) => {
      if (e.copyFrom !== null) await copyEstablishmentRows(tx, 'business_hours', e.copyFrom, e.establishmentId);
    });
  }

  /** Seven days, Sunday first; docs/product/limits.md's defaults for days never saved. */
  async get(establishmentId: number): Promise<BusinessHoursDto[]> {
    return effectiveBusinessHours(await this.repository.saved(establishmentId));
  }

  /** The week as the Horários form reads it: every day carries the week's version. */
  async forForm(establishmentId: number): Promise<BusinessHoursDto[]> {
    const [week, version] = await Promise.all([this.get(establishmentId), this.repository.version(establishmentId)]);
    return week.map((day) => ({ ...day, version }));
  }

  /** Saves the days sent (others keep their value), one statement. A closed day with unordered times keeps the form's default times. */
  async save(auth: AuthContext, input: BusinessHoursInput): Promise<BusinessHoursDto[]> {
    const days = input.hours.map((d) => {
      const ordered = d.closeTime > d.openTime;
      return {
        dayOfWeek: d.dayOfWeek,
        isOpen: d.isOpen,
        openTime: ordered ? d.openTime : '09:00',
        closeTime: ordered ? d.closeTime : '18:00',
        isHoliday: d.isHoliday,
      };
    });
    const hours = (tx: EntityManager) => onTransaction(this.repository, tx);
    const week = await this.audit.update(
      auth,
      { entity: 'settings', entityId: auth.establishmentId },
      async (tx) => effectiveBusinessHours(await hours(tx).saved(auth.establishmentId)),
      async (tx) => {
        const version = await this.row.bumpBusinessHoursVersion(tx, auth.establishmentId, input.version ?? null);
        if (version === null) throw staleVersion();
        return effectiveBusinessHours(await this.repository.saveDays(tx, auth.establishmentId, days)).map((day) => ({ ...day, version }));
      },
      (w) => weekOf(w as BusinessHoursDto[]),
    );
    // Open slots change with the hours: screens showing availability refetch.
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'business_hours' });
    return week;
  }
}
