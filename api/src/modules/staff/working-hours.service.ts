import { Injectable } from '@nestjs/common';
import { WEEKDAY_LABELS, type StaffWorkingHoursDto, type WorkingHoursInput } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { BusinessHoursService } from '../business-hours/business-hours.service';
import { StaffService } from './staff.service';

const COLUMNS = `day_of_week AS "dayOfWeek", is_available AS "isAvailable", to_char(open_time, 'HH24:MI') AS "openTime", to_char(close_time, 'HH24:MI') AS "closeTime"`;

@Injectable()
export class WorkingHoursService {
  constructor(
    private readonly db: DataSource,
    private readonly staff: StaffService,
    private readonly businessHours: BusinessHoursService,
    private readonly realtime: RealtimeService,
  ) {}

  /** The saved days only; the form fills missing days from the business hours (SPEC §4). */
  async get(auth: AuthContext, staffId: number): Promise<StaffWorkingHoursDto[]> {
    await this.staff.lockMember(this.db, auth.establishmentId, staffId);
    return this.db.query(`SELECT ${COLUMNS} FROM staff_working_hours WHERE staff_id = $1 ORDER BY day_of_week`, [staffId]);
  }

  /** Replaces the week. A working day must be a day the establishment opens, within its hours (SPEC §4). */
  async save(auth: AuthContext, staffId: number, input: WorkingHoursInput): Promise<StaffWorkingHoursDto[]> {
    const business = await this.businessHours.get(auth.establishmentId);
    for (const day of input.workingHours) {
      if (!day.isAvailable) continue;
      const b = business[day.dayOfWeek]!;
      const label = WEEKDAY_LABELS[day.dayOfWeek];
      if (!b.isOpen || b.isHoliday) throw fail(400, `${label}: Estabelecimento fechado`);
      if (day.openTime < b.openTime || day.closeTime > b.closeTime) throw fail(400, `${label}: o horário deve ficar entre ${b.openTime} e ${b.closeTime}.`);
    }
    await this.db.transaction(async (tx) => {
      await this.staff.lockMember(tx, auth.establishmentId, staffId);
      await tx.query(`DELETE FROM staff_working_hours WHERE staff_id = $1`, [staffId]);
      for (const d of input.workingHours) {
        await tx.query(`INSERT INTO staff_working_hours (staff_id, day_of_week, is_available, open_time, close_time) VALUES ($1, $2, $3, $4, $5)`, [
          staffId,
          d.dayOfWeek,
          d.isAvailable,
          d.openTime,
          d.closeTime,
        ]);
      }
    });
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'staff_hours' });
    return this.get(auth, staffId);
  }
}
