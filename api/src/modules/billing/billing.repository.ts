import { Injectable } from '@nestjs/common';
import type { PlanName } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface PendingSignup<R> {
  id: number;
  status: 'pending' | 'completed';
  plan: PlanName;
  payment_intent_id: string;
  customer_id: string;
  subscription_id: string | null;
  registration: R;
  password_hash: string;
  establishment_id: number | null;
}

export type PendingKey = 'payment_intent_id' | 'customer_id' | 'subscription_id';

/** Every SQL statement on pending_signups (a registration waiting for its first payment) and the kept price ids. */
@Injectable()
export class BillingRepository {
  constructor(readonly db: DataSource) {}

  async insertPending(p: {
    provider: string;
    customerId: string;
    paymentIntentId: string;
    subscriptionId?: string;
    plan: PlanName;
    registration: unknown;
    passwordHash: string;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO pending_signups (provider, customer_id, payment_intent_id, subscription_id, plan, registration, password_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [p.provider, p.customerId, p.paymentIntentId, p.subscriptionId ?? null, p.plan, JSON.stringify(p.registration), p.passwordHash],
    );
  }

  /** The pending signup by payment intent or customer, locked for the confirmation. */
  async lockPending<R>(tx: EntityManager, column: PendingKey, value: string): Promise<PendingSignup<R> | null> {
    const rows: PendingSignup<R>[] = await tx.query(
      `SELECT id, status, plan, payment_intent_id, customer_id, subscription_id, registration, password_hash, establishment_id FROM pending_signups WHERE ${column} = $1 FOR UPDATE`,
      [value],
    );
    return rows[0] ?? null;
  }

  async markCompleted(tx: EntityManager, id: number, establishmentId: number): Promise<void> {
    await tx.query(`UPDATE pending_signups SET status = 'completed', completed_at = now(), establishment_id = $2 WHERE id = $1`, [id, establishmentId]);
  }

  async priceOf(plan: PlanName): Promise<string | null> {
    const rows: { price_id: string }[] = await this.db.query(`SELECT price_id FROM billing_prices WHERE plan = $1`, [plan]);
    return rows[0]?.price_id ?? null;
  }

  async planOfPrice(priceId: string): Promise<PlanName | null> {
    const rows: { plan: PlanName }[] = await this.db.query(`SELECT plan FROM billing_prices WHERE price_id = $1`, [priceId]);
    return rows[0]?.plan ?? null;
  }

  /** The first price kept for a plan wins, so two instances starting together agree on one. */
  async keepPrice(plan: PlanName, priceId: string): Promise<string> {
    await this.db.query(`INSERT INTO billing_prices (plan, price_id) VALUES ($1, $2) ON CONFLICT (plan) DO NOTHING`, [plan, priceId]);
    return (await this.priceOf(plan))!;
  }
}
