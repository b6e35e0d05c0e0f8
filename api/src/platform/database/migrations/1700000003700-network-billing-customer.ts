import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One payment-provider customer per network (docs/product/units.md, 'Plans and billing'): every unit's subscription
 * is created under it, so one card on file pays every unit. A table of billing's own rather than a column on
 * `networks`: billing writes it (the first subscription of the network, a card confirmed by a webhook), and
 * `networks` belongs to the units module. Backfilled with the customer of each network's first unit that has one;
 * units that already had their own customer keep it for their running subscription. The unique rule on
 * `establishments.billing_customer_id` goes: units of one network now share their customer.
 */
export class NetworkBillingCustomer1700000003700 implements MigrationInterface {
  name = 'NetworkBillingCustomer1700000003700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE network_billing_customers (
        network_id int PRIMARY KEY REFERENCES networks(id) ON DELETE CASCADE,
        customer_id text NOT NULL UNIQUE,
        payment_method_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO network_billing_customers (network_id, customer_id)
      SELECT DISTINCT ON (network_id) network_id, billing_customer_id FROM establishments
       WHERE billing_customer_id IS NOT NULL AND network_id IS NOT NULL
       ORDER BY network_id, id
      ON CONFLICT DO NOTHING`);
    await q.query(`ALTER TABLE establishments DROP CONSTRAINT IF EXISTS establishments_billing_customer_id_key`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Units sharing a customer: only the first keeps it, so the old unique rule holds again.
    await q.query(`
      UPDATE establishments e SET billing_customer_id = NULL
       WHERE billing_customer_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM establishments o WHERE o.billing_customer_id = e.billing_customer_id AND o.id < e.id)`);
    await q.query(`ALTER TABLE establishments ADD CONSTRAINT establishments_billing_customer_id_key UNIQUE (billing_customer_id)`);
    await q.query(`DROP TABLE network_billing_customers`);
  }
}
