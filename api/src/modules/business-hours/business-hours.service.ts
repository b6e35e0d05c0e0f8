import { Injectable } from '@nestjs/common';
import type { BusinessHoursDto, BusinessHoursInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { effectiveBusinessHours } from './business-hours.defaults';

export const BUSINESS_HOURS_COLUMNS = `day_of_week AS "dayOfWeek", is_open AS "isOpen", to_char(open_time, 'HH24:MI') AS "openTime",
  to_char(close_time, 'HH24:MI') AS "closeTime", is_holiday AS "isHoliday"`;

@Injectable()
export class BusinessHoursService {
  constructor(
    private readonly db: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  /** Seven days, Sunday first; SPEC §9's defaults for days never saved. */
  async get(establishmentId: number, db: DataSource | EntityManager = this.db): Promise<BusinessHoursDto[]> {
    const rows: BusinessHoursDto[] = await db.query(`SELECT ${BUSINESS_HOURS_COLUMNS} FROM business_hours WHERE establishment_id = $1`, [establishmentId]);
    return effectiveBusinessHours(rows);
  }

  /** Saves the days sent (others keep their value). A closed day with unordered times keeps the form's default times. */
  async save(auth: AuthContext, input: BusinessHoursInput): Promise<BusinessHoursDto[]> {
    await this.db.transaction(async (tx) => {
      for (const d of input.hours) {
        const ordered = d.closeTime > d.openTime;
        await tx.query(
          `INSERT INTO business_hours (establishment_id, day_of_week, is_open, open_time, close_time, is_holiday)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (establishment_id, day_of_week)
           DO UPDATE SET is_open = EXCLUDED.is_open, open_time = EXCLUDED.open_time, close_time = EXCLUDED.close_time, is_holiday = EXCLUDED.is_holiday`,
          [auth.establishmentId, d.dayOfWeek, d.isOpen, ordered ? d.openTime : '09:00', ordered ? d.closeTime : '18:00', d.isHoliday],
        );
      }
    });
    // Open slots change with the hours: screens showing availability refetch.
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'business_hours' });
    return this.get(auth.establishmentId);
  }
}
