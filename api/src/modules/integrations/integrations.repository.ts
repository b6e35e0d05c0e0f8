import { Injectable } from '@nestjs/common';
import { digitsOnly } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** Reads the integration API answers with, and the client lookup a booking through it needs. */
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
    return this.db.query(`SELECT id, name, duration_minutes AS duration, price::text AS price FROM services WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name`, [id]);
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

  /**
   * The client with this phone (digits compared), or a new one. An advisory lock per phone makes
   * concurrent bookings of one new client create it once.
   */
  async findOrCreateClient(
    establishmentId: number,
    c: { name: string; phone: string; email?: string | null; notes?: string | null },
    created?: (tx: EntityManager, client: { id: number; name: string; phone: string; email: string | null; notes: string | null }) => Promise<void>,
  ): Promise<number> {
    const digits = digitsOnly(c.phone);
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('client-phone:' || $1::text || ':' || $2::text))`, [establishmentId, digits]);
      const found: { id: number }[] = await tx.query(
        `SELECT id FROM clients WHERE establishment_id = $1 AND deleted_at IS NULL AND regexp_replace(phone, '\\D', '', 'g') = $2 ORDER BY id LIMIT 1`,
        [establishmentId, digits],
      );
      if (found[0]) return found[0].id;
      const rows: { id: number }[] = await tx.query(`INSERT INTO clients (establishment_id, name, phone, email, notes) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
        establishmentId,
        c.name,
        c.phone,
        c.email ?? null,
        c.notes ?? null,
      ]);
      await created?.(tx, { id: rows[0]!.id, name: c.name, phone: c.phone, email: c.email ?? null, notes: c.notes ?? null });
      return rows[0]!.id;
    });
  }
}
