import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';

export interface ClaimedSend {
  id: number;
  establishmentId: number;
  appointmentId: number | null;
  offerId: number | null;
  kind: string;
}

/** SQL of online_booking_sends (one row per message, unique per appointment or offer and kind). */
@Injectable()
export class SendsRepository {
  constructor(readonly db: DataSource) {}

  /** Writes a message to send at dueAt; a second one of the same (appointment|offer, kind) is ignored. */
  async schedule(tx: EntityManager, establishmentId: number, s: { appointmentId?: number; offerId?: number; kind: string; dueAt: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO online_booking_sends (establishment_id, appointment_id, waitlist_offer_id, kind, due_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [establishmentId, s.appointmentId ?? null, s.offerId ?? null, s.kind, s.dueAt],
    );
  }

  async isOnline(tx: EntityManager, appointmentId: number): Promise<boolean> {
    return ((await tx.query(`SELECT 1 FROM online_bookings WHERE appointment_id = $1`, [appointmentId])) as unknown[]).length > 0;
  }

  /** Reminders not yet sent are dropped (kept as 'skipped', for the record). */
  async skipReminders(tx: EntityManager, appointmentId: number): Promise<void> {
    await tx.query(
      `UPDATE online_booking_sends SET status = 'skipped', attempted_at = now() WHERE appointment_id = $1 AND kind LIKE 'reminder:%' AND status = 'scheduled'`,
      [appointmentId],
    );
  }

  /**
   * Takes up to `limit` due rows for this instance: SKIP LOCKED, and 'sending' before anything goes out, so never
   * twice. A client's messages go out in the order they were written: a row waits while an earlier one of its
   * appointment is still owed by another claim (a 'sending' row older than five minutes is taken as lost), so
   * "agendamento recebido" never arrives after "está confirmado".
   */
  async claimDue(now: Date, limit: number): Promise<ClaimedSend[]> {
    return returnedRows<ClaimedSend>(
      await this.db.query(
        `WITH taken AS (
           SELECT id, appointment_id FROM online_booking_sends WHERE status = 'scheduled' AND due_at <= $1 ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
         )
        UPDATE online_booking_sends SET status = 'sending', attempted_at = now()
        WHERE id IN (
          SELECT t.id FROM taken t
          WHERE t.appointment_id IS NULL OR NOT EXISTS (
            SELECT 1 FROM online_booking_sends e
            WHERE e.appointment_id = t.appointment_id AND e.id < t.id AND e.id NOT IN (SELECT id FROM taken)
              AND (e.status = 'scheduled' AND e.due_at <= $1 OR e.status = 'sending' AND e.attempted_at > now() - interval '5 minutes')))
        RETURNING id, establishment_id AS "establishmentId", appointment_id AS "appointmentId", waitlist_offer_id AS "offerId", kind`,
        [now, limit],
      ),
    ).sort((a, b) => a.id - b.id);
  }

  async finish(
    id: number,
    o: { status: 'sent' | 'failed' | 'skipped'; channel?: 'whatsapp' | 'email'; recipient?: string; body?: string; error?: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE online_booking_sends SET status = $2, channel = $3, recipient = $4, body = $5, error = $6, attempted_at = now() WHERE id = $1`,
      [id, o.status, o.channel ?? null, o.recipient ?? null, o.body ?? null, o.error ?? null],
    );
  }

  async offer(offerId: number): Promise<{
    status: string;
    startsAt: Date;
    expiresAt: Date;
    timezone: string;
    name: string;
    phone: string;
    email: string | null;
    serviceName: string;
    staffName: string;
  } | null> {
    const rows = await this.db.query(
      `SELECT o.status, o.starts_at AS "startsAt", o.expires_at AS "expiresAt", e.timezone, w.name, w.phone, w.email, sv.name AS "serviceName", st.name AS "staffName"
         FROM online_booking_offers o JOIN online_booking_waitlist w ON w.id = o.waitlist_id JOIN establishments e ON e.id = o.establishment_id
         JOIN services sv ON sv.id = o.service_id JOIN staff st ON st.id = o.staff_id WHERE o.id = $1`,
      [offerId],
    );
    return rows[0] ?? null;
  }
}
