import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscriptions: the establishment's billing state follows the provider's subscription; every webhook event
 * id is kept so an event is applied once; Stripe price ids created on first start are kept per plan.
 */
export class BillingStripe1700000000700 implements MigrationInterface {
  name = 'BillingStripe1700000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE establishments
        ADD COLUMN billing_status text NOT NULL DEFAULT 'active' CHECK (billing_status IN ('trialing', 'active', 'past_due', 'canceled')),
        ADD COLUMN billing_customer_id text UNIQUE,
        ADD COLUMN billing_subscription_id text UNIQUE,
        ADD COLUMN current_period_end timestamptz,
        ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
        ADD COLUMN pending_plan text CHECK (pending_plan IN ('Base', 'Core', 'Expert')),
        -- created time (provider clock, seconds) of the newest event applied: older ones arrive late and are skipped
        ADD COLUMN billing_synced_at bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE pending_signups ADD COLUMN subscription_id text UNIQUE`);
    await q.query(`
      CREATE TABLE billing_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        establishment_id int REFERENCES establishments(id) ON DELETE CASCADE,
        created bigint NOT NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX billing_events_establishment_idx ON billing_events (establishment_id, received_at DESC)`);
    await q.query(`CREATE TABLE billing_prices (plan text PRIMARY KEY CHECK (plan IN ('Base', 'Core', 'Expert')), price_id text NOT NULL UNIQUE)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS billing_prices`);
    await q.query(`DROP TABLE IF EXISTS billing_events`);
    await q.query(`ALTER TABLE pending_signups DROP COLUMN IF EXISTS subscription_id`);
    await q.query(`ALTER TABLE establishments DROP COLUMN billing_status, DROP COLUMN billing_customer_id, DROP COLUMN billing_subscription_id,
      DROP COLUMN current_period_end, DROP COLUMN cancel_at_period_end, DROP COLUMN pending_plan, DROP COLUMN billing_synced_at`);
  }
}
