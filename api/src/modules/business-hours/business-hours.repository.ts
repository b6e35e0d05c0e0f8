import { Injectable } from '@nestjs/common';
import type { BusinessHoursDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';

const COLUMNS = `day_of_week AS "dayOfWeek", is_open AS "isOpen", to_char(open_time, 'HH24:MI') AS "openTime",
  to_char(close_time, 'HH24:MI') AS "closeTime", is_holiday AS "isHoliday"`;

/** Every SQL statement on business_hours. */
@Injectable()
export class BusinessHoursRepository {
  constructor(readonly db: DataSource) {}

  /** The days saved (days never saved are absent). */
  saved(establishmentId: number): Promise<BusinessHoursDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM business_hours WHERE establishment_id = $1`, [establishmentId]);
  }

  async version(establishmentId: number): Promise<number> {
    const [row] = await this.db.query(`SELECT business_hours_version AS version FROM establishments WHERE id = $1`, [establishmentId]);
    return row.version;
  }

  /** Saves the days given and answers every saved day as it stands after the write, in one statement. */
  saveDays(tx: EntityManager, establishmentId: number, days: BusinessHoursDto[]): Promise<BusinessHoursDto[]> {
    return tx.query(
      `WITH written AS (
         INSERT INTO business_hours (establishment_id, day_of_week, is_open, open_time, close_time, is_holiday)
         SELECT $1, d."dayOfWeek", d."isOpen", d."openTime"::time, d."closeTime"::time, d."isHoliday"
           FROM json_to_recordset($2::json) AS d("dayOfWeek" int, "isOpen" boolean, "openTime" text, "closeTime" text, "isHoliday" boolean)
         ON CONFLICT (establishment_id, day_of_week)
         DO UPDATE SET is_open = EXCLUDED.is_open, open_time = EXCLUDED.open_time, close_time = EXCLUDED.close_time, is_holiday = EXCLUDED.is_holiday
         RETURNING *)
       SELECT ${COLUMNS} FROM written
       UNION ALL
       SELECT ${COLUMNS} FROM business_hours WHERE establishment_id = $1 AND day_of_week NOT IN (SELECT day_of_week FROM written)`,
      [establishmentId, JSON.stringify(days)],
    );
  }
}
