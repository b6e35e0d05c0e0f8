import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Reads the integration API answers with. */
@Injectable()
export class IntegrationsRepository {
  constructor(readonly db: DataSource) {}

  async establishment(id: number): Promise<{ id: number; name: string; phone: string | null; address: string | null; timezone: string }> {
    const rows = await this.db.query(`SELECT id, name, phone, address, timezone FROM establishments WHERE id = $1`, [id]);
    return rows[0];
  }

  businessHours(id: number): Promise<{ dayOfWeek: number; isOpen: boolean; openTime: string; closeTime: string }[]> {
    return this.db.query(
      `SELECT day_of_week AS "dayOfWeek", is_open AS "isOpen", to_char(open_time, 'HH24:MI') AS "openTime", to_char(close_time, 'HH24:MI') AS "closeTime"
         FROM business_hours WHERE establishment_id = $1 ORDER BY day_of_week`,
      [id],
    );
  }

  services(id: number): Promise<{ id: number; name: string; duration: number; price: string }[]> {
    return this.db.query(
      `SELECT id, name, duration_minutes AS duration, price::text AS price FROM services WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name`,
      [id],
    );
  }

  /** Active staff, each with the first service they perform (the availability grid's default duration). */
  staff(id: number, staffId?: number): Promise<{ id: number; name: string; role: string; serviceId: number | null }[]> {
    return this.db.query(
      `SELECT s.id, s.name, s.role,
              (SELECT ss.service_id FROM service_staff ss JOIN services sv ON sv.id = ss.service_id AND sv.deleted_at IS NULL WHERE ss.staff_id = s.id ORDER BY ss.service_id LIMIT 1) AS "serviceId"
         FROM staff s WHERE s.establishment_id = $1 AND s.deleted_at IS NULL AND ($2::int IS NULL OR s.id = $2) ORDER BY s.name`,
      [id, staffId ?? null],
    );
  }
}
