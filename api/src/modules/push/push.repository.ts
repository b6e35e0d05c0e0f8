import { Injectable } from '@nestjs/common';
import { isManagement, ROLES, type PushSubscriptionInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import type { StoredSubscription } from './push.client';

/** Devices kept per user: a new one beyond this replaces the least recently subscribed (no fan-out abuse). */
const DEVICES_PER_USER = 10;
const MANAGEMENT_ROLES = ROLES.filter(isManagement);

@Injectable()
export class PushRepository {
  constructor(readonly db: DataSource) {}

  /** Upsert by endpoint: the browser that subscribes again (or under another login) keeps one row, now this login's. */
  async upsert(establishmentId: number, userId: number, sessionId: string, s: PushSubscriptionInput): Promise<void> {
    await this.db.query(
      `WITH saved AS (
         INSERT INTO push_subscriptions (establishment_id, user_id, endpoint, p256dh, auth, session_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (endpoint) DO UPDATE SET establishment_id = $1, user_id = $2, p256dh = $4, auth = $5, session_id = $6, updated_at = now()
         RETURNING id)
       DELETE FROM push_subscriptions WHERE user_id = $2 AND id NOT IN (SELECT id FROM saved)
         AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = $2 ORDER BY updated_at DESC, id DESC LIMIT ${DEVICES_PER_USER - 1})`,
      [establishmentId, userId, s.endpoint, s.keys.p256dh, s.keys.auth, sessionId],
    );
  }

  /** Only the caller's own device. */
  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  async removeById(id: number): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  }

  async find(id: number): Promise<StoredSubscription | null> {
    const [row] = returnedRows<StoredSubscription>(await this.db.query(`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1`, [id]));
    return row ?? null;
  }

  /** A user's devices, or (userId null) the devices of the establishment's active management: the bell's readers. */
  async recipients(tx: EntityManager, establishmentId: number, userId: number | null): Promise<number[]> {
    const rows: { id: number }[] = await tx.query(
      `SELECT s.id FROM push_subscriptions s JOIN users u ON u.id = s.user_id
        WHERE s.establishment_id = $1 AND u.establishment_id = $1 AND u.is_active
          AND (CASE WHEN $2::int IS NULL THEN u.role = ANY($3::text[]) ELSE u.id = $2 END)`,
      [establishmentId, userId, MANAGEMENT_ROLES],
    );
    return rows.map((r) => r.id);
  }
}
