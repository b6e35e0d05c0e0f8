import { Injectable } from '@nestjs/common';
import { staleVersion } from '../../platform/http/versioned';
import { WEEKDAY_LABELS, WORKING_DAY_MSG, type StaffWorkingHoursDto, type WorkingHoursInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { BusinessHoursService } from '../business-hours/business-hours.service';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

/** The week as the audit row shows it: 'workingHours.<day>' → '09:00–18:00' or 'Folga' (a day never saved: none). */
function weekOf(days: StaffWorkingHoursDto[]): { workingHours: Record<number, string> } {
  return { workingHours: Object.fromEntries(days.map((d) => [d.dayOfWeek, d.isAvailable ? `${d.openTime.slice(0, 5)}–${d.closeTime.slice(0, 5)}` : 'Folga'])) };
}

@Injectable()
export class WorkingHoursService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly staff: StaffService,
    private readonly businessHours: BusinessHoursService,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  /** The saved days only; the form fills missing days from the business hours (docs/product/states.md). */
  async get(auth: AuthContext, staffId: number): Promise<StaffWorkingHoursDto[]> {
    await this.staff.lockMember(this.repository.db, auth.establishmentId, staffId);
    return this.repository.workingHours(staffId);
  }

  /** Replaces the week. A working day must be a day the establishment opens, within its hours (docs/product/states.md). */
  async save(auth: AuthContext, staffId: number, input: WorkingHoursInput): Promise<StaffWorkingHoursDto[]> {
    const business = await this.businessHours.get(auth.establishmentId);
    for (const day of input.workingHours) {
      if (!day.isAvailable) continue;
      const b = business[day.dayOfWeek]!;
      const label = WEEKDAY_LABELS[day.dayOfWeek];
      if (!b.isOpen || b.isHoliday) throw fail(400, WORKING_DAY_MSG.closed(label));
      if (day.openTime < b.openTime || day.closeTime > b.closeTime) throw fail(400, WORKING_DAY_MSG.outside(label, b.openTime, b.closeTime));
    }
    const week = await this.repository.db.transaction(async (tx) => {
      await this.staff.lockMember(tx, auth.establishmentId, staffId);
      const before = weekOf(await onTransaction(this.repository, tx).workingHours(staffId));
      const version = await this.repository.bumpWorkingHoursVersion(tx, staffId, input.version ?? null);
      if (version === null) throw staleVersion();
      const saved = (await this.repository.replaceWorkingHours(tx, staffId, input.workingHours)).map((day) => ({ ...day, version }));
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'update', before, after: weekOf(saved) });
      return saved;
    });
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'staff_hours' });
    return week;
  }
}
