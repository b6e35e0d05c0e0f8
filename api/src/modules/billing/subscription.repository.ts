import { Injectable } from '@nestjs/common';
import type { BillingStatus, PlanName } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import type { TrialNoticeRecipient } from './billing.mails';

export interface BillingRow {
  id: number;
  plan: PlanName;
  billing_status: BillingStatus;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  pending_plan: PlanName | null;
  billing_customer_id: string | null;
  billing_subscription_id: string | null;
  /** bigint: the newest applied event's created time, seconds. */
  billing_synced_at: string;
}

export type BillingChange = Partial<Pick<BillingRow, 'plan' | 'billing_status' | 'trial_ends_at' | 'current_period_end' | 'cancel_at_period_end' | 'pending_plan'>> & {
  billing_synced_at?: number;
};

const COLUMNS = `id, plan, billing_status, trial_ends_at, current_period_end, cancel_at_period_end, pending_plan, billing_customer_id, billing_subscription_id, billing_synced_at`;
const CHANGEABLE = ['plan', 'billing_status', 'trial_ends_at', 'current_period_end', 'cancel_at_period_end', 'pending_plan', 'billing_synced_at'] as const;

/** Every SQL statement on an establishment's subscription state and on the received webhook events. */
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

  async update(tx: EntityManager, id: number, change: BillingChange): Promise<BillingRow> {
    const keys = CHANGEABLE.filter((k) => change[k] !== undefined);
    const sets = keys.map((k, i) => `${k} = $${i + 2}`);
    const result = await tx.query(`UPDATE establishments SET ${sets.length ? sets.join(', ') : 'id = id'} WHERE id = $1 RETURNING ${COLUMNS}`, [id, ...keys.map((k) => change[k])]);
    return returnedRows<BillingRow>(result)[0]!;
  }

  /** Links a new account to its provider subscription (the signup's trial starts now). */
  async link(tx: EntityManager, id: number, customerId: string, subscriptionId: string | null, status: BillingStatus): Promise<void> {
    await tx.query(`UPDATE establishments SET billing_customer_id = $2, billing_subscription_id = $3, billing_status = $4, current_period_end = trial_ends_at WHERE id = $1`, [
      id,
      customerId,
      subscriptionId,
      status,
    ]);
  }

  /** True when the event id is new: a redelivery (even a concurrent one) conflicts and is applied no more. */
  async recordEvent(tx: EntityManager, e: { id: string; type: string; created: number }): Promise<boolean> {
    const result = await tx.query(`INSERT INTO billing_events (id, type, created, outcome) VALUES ($1, $2, $3, 'received') ON CONFLICT (id) DO NOTHING RETURNING id`, [e.id, e.type, e.created]);
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
