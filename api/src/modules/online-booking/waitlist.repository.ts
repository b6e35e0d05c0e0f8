import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface OfferRow {
  id: number;
  establishmentId: number;
  slug: string;
  timezone: string;
  status: string;
  serviceId: number;
  staffId: number;
  serviceName: string;
  staffName: string;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
  name: string;
  phone: string;
  email: string | null;
}

/** A held time and the held service's pause and cleanup. */
export interface HoldRow {
  staffId: number;
  start: Date;
  end: Date;
  processingStartMinutes: number;
  processingMinutes: number;
  cleanupMinutes: number;
}

/** SQL of the waitlist and its offers. */
@Injectable()
export class WaitlistRepository {
  constructor(readonly db: DataSource) {}

  /**
   * Active, unexpired (at `now`) holds of professionals whose busy time may touch [start, end): the held service's
   * period through its cleanup, with the held service's pause and cleanup (other than `exceptOfferId`).
   */
  async activeHolds(establishmentId: number, staffIds: number[], now: Date, start: Date, end: Date, exceptOfferId = 0): Promise<HoldRow[]> {
    return this.db.query(
      `SELECT o.staff_id AS "staffId", o.starts_at AS start, o.ends_at AS "end", sv.processing_start_minutes AS "processingStartMinutes",
              sv.processing_minutes AS "processingMinutes", sv.cleanup_minutes AS "cleanupMinutes"
         FROM online_booking_offers o JOIN services sv ON sv.id = o.service_id
        WHERE o.establishment_id = $1 AND o.staff_id = ANY($2::int[]) AND o.status = 'active' AND o.expires_at > $3
          AND o.starts_at < $5 AND o.ends_at + make_interval(mins => sv.cleanup_minutes) > $4 AND o.id <> $6`,
      [establishmentId, staffIds, now, start, end, exceptOfferId],
    );
  }

  /** Whether the service exists (and, when given, the professional performs it). */
  async serviceOf(establishmentId: number, serviceId: number, staffId: number | null): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM services sv WHERE sv.id = $2 AND sv.establishment_id = $1 AND sv.deleted_at IS NULL
          AND ($3::int IS NULL OR EXISTS (SELECT 1 FROM service_staff ss JOIN staff st ON st.id = ss.staff_id AND st.deleted_at IS NULL WHERE ss.service_id = sv.id AND ss.staff_id = $3))`,
      [establishmentId, serviceId, staffId],
    );
    return rows.length > 0;
  }

  async join(
    establishmentId: number,
    w: { serviceId: number; staffId: number | null; date: string; name: string; phone: string; email: string | null },
  ): Promise<number> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO online_booking_waitlist (establishment_id, service_id, staff_id, date, name, phone, email) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [establishmentId, w.serviceId, w.staffId, w.date, w.name, w.phone, w.email],
    );
    return rows[0]!.id;
  }

  async position(id: number): Promise<number> {
    const rows: { position: number }[] = await this.db.query(
      `SELECT count(*)::int AS position FROM online_booking_waitlist w JOIN online_booking_waitlist me ON me.id = $1
        WHERE w.establishment_id = me.establishment_id AND w.date = me.date AND w.status = 'waiting' AND w.id <= me.id`,
      [id],
    );
    return rows[0]!.position;
  }

  async timezone(tx: EntityManager, establishmentId: number): Promise<string> {
    const rows: { timezone: string }[] = await tx.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
    return rows[0]!.timezone;
  }

  async holdMinutes(tx: EntityManager, establishmentId: number): Promise<number> {
    const rows: { minutes: number }[] = await tx.query(`SELECT waitlist_hold_minutes AS minutes FROM online_booking_settings WHERE establishment_id = $1`, [
      establishmentId,
    ]);
    return rows[0]?.minutes ?? 15;
  }

  /** The first waiting entry of the day the freed time fits: the professional performs its service and it is long enough. */
  async firstInLine(
    tx: EntityManager,
    establishmentId: number,
    staffId: number,
    date: string,
    freeMinutes: number,
  ): Promise<{ id: number; serviceId: number; duration: number } | null> {
    const rows: { id: number; serviceId: number; duration: number }[] = await tx.query(
      `SELECT w.id, w.service_id AS "serviceId", sv.duration_minutes AS duration
         FROM online_booking_waitlist w
         JOIN services sv ON sv.id = w.service_id AND sv.deleted_at IS NULL
         JOIN service_staff ss ON ss.service_id = w.service_id AND ss.staff_id = $2
        WHERE w.establishment_id = $1 AND w.date = $3 AND w.status = 'waiting' AND (w.staff_id IS NULL OR w.staff_id = $2) AND sv.duration_minutes <= $4
        ORDER BY w.id LIMIT 1 FOR UPDATE OF w SKIP LOCKED`,
      [establishmentId, staffId, date, freeMinutes],
    );
    return rows[0] ?? null;
  }

  async offer(
    tx: EntityManager,
    o: { establishmentId: number; waitlistId: number; serviceId: number; staffId: number; startsAt: Date; endsAt: Date; expiresAt: Date },
  ): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `WITH entry AS (UPDATE online_booking_waitlist SET status = 'offered' WHERE id = $2)
       INSERT INTO online_booking_offers (establishment_id, waitlist_id, service_id, staff_id, starts_at, ends_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [o.establishmentId, o.waitlistId, o.serviceId, o.staffId, o.startsAt, o.endsAt, o.expiresAt],
    );
    return rows[0]!.id;
  }

  /** One active offer past its hold, marked expired with its entry (SKIP LOCKED: one instance takes it). */
  async expireOne(tx: EntityManager, now: Date): Promise<{ establishmentId: number; staffId: number; startsAt: Date; endsAt: Date } | null> {
    const rows = await tx.query(
      `WITH o AS (
         UPDATE online_booking_offers SET status = 'expired'
          WHERE id = (SELECT id FROM online_booking_offers WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING establishment_id, staff_id, starts_at, ends_at, waitlist_id),
       w AS (UPDATE online_booking_waitlist SET status = 'expired' WHERE id = (SELECT waitlist_id FROM o))
       SELECT establishment_id AS "establishmentId", staff_id AS "staffId", starts_at AS "startsAt", ends_at AS "endsAt" FROM o`,
      [now],
    );
    return rows[0] ?? null;
  }

  async get(id: number): Promise<OfferRow | null> {
    const rows: OfferRow[] = await this.db.query(
      `SELECT o.id, o.establishment_id AS "establishmentId", e.slug, e.timezone, o.status, o.service_id AS "serviceId", o.staff_id AS "staffId",
              sv.name AS "serviceName", st.name AS "staffName", o.starts_at AS "startsAt", o.ends_at AS "endsAt", o.expires_at AS "expiresAt",
              w.name, w.phone, w.email
         FROM online_booking_offers o JOIN online_booking_waitlist w ON w.id = o.waitlist_id JOIN establishments e ON e.id = o.establishment_id
         JOIN services sv ON sv.id = o.service_id JOIN staff st ON st.id = o.staff_id WHERE o.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async claimed(offerId: number, appointmentId: number): Promise<void> {
    await this.db.query(
      `WITH o AS (UPDATE online_booking_offers SET status = 'claimed', appointment_id = $2 WHERE id = $1 RETURNING waitlist_id)
       UPDATE online_booking_waitlist SET status = 'booked' WHERE id = (SELECT waitlist_id FROM o)`,
      [offerId, appointmentId],
    );
  }
}
