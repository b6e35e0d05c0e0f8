import { Injectable } from '@nestjs/common';
import type { PlanName } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { BILLING_COLUMNS as COLUMNS, type BillingChange, type BillingRow } from '../establishments/establishment-row.repository';
import type { TrialNoticeRecipient } from './billing.mails';

export type { BillingChange, BillingRow };

/** Reads of an establishment's subscription state (written through EstablishmentRowRepository) and the received webhook events. */
@Injectable()
export class SubscriptionRepository {
  constructor(readonly db: DataSource) {}

  async lock(tx: EntityManager, establishmentId: number): Promise<BillingRow | null> {
    const rows: BillingRow[] = await tx.query(`SELECT ${COLUMNS} FROM establishments WHERE id = $1 FOR UPDATE`, [establishmentId]);
    return rows[0] ?? null;
  }

  async lockBySubscription(tx: EntityManager, subscriptionId: string): Promise<BillingRow | null> {
    const rows: BillingRow[] = await tx.query(`SELECT ${COLUMNS} FROM establishments WHERE billing_subscription_id = $1 FOR UPDATE`, [subscriptionId]);
    return rows[0] ?? null;
  }

  /** True when the event id is new: a redelivery (even a concurrent one) conflicts and is applied no more. */
  async recordEvent(tx: EntityManager, e: { id: string; type: string; created: number }): Promise<boolean> {
    const result = await tx.query(
      `INSERT INTO billing_events (id, type, created, outcome) VALUES ($1, $2, $3, 'received') ON CONFLICT (id) DO NOTHING RETURNING id`,
      [e.id, e.type, e.created],
    );
    return returnedRows(result).length === 1;
  }

  async settleEvent(tx: EntityManager, id: string, establishmentId: number | null, outcome: string): Promise<void> {
    await tx.query(`UPDATE billing_events SET establishment_id = $2, outcome = $3 WHERE id = $1`, [id, establishmentId, outcome]);
  }

  /** Who hears about the account's billing: its first active owner or administrator, with the establishment's name and zone. */
  async billingContact(establishmentId: number): Promise<(TrialNoticeRecipient & { plan: PlanName }) | null> {
    const rows: (TrialNoticeRecipient & { plan: PlanName })[] = await this.db.query(
      `SELECT u.name, u.email, e.name AS "establishmentName", e.timezone, e.plan
         FROM users u JOIN establishments e ON e.id = u.establishment_id
        WHERE u.establishment_id = $1 AND u.role IN ('owner', 'admin') AND u.is_active
        ORDER BY (u.role = 'owner') DESC, u.id LIMIT 1`,
      [establishmentId],
    );
    return rows[0] ?? null;
  }

  async activeStaff(establishmentId: number): Promise<number> {
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL`, [establishmentId]);
    return count;
  }

  async usesInventory(establishmentId: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM products WHERE establishment_id = $1 AND deleted_at IS NULL LIMIT 1`, [establishmentId]);
    return rows.length > 0;
  }
}
