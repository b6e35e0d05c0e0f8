import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair webhook delivery (docs/product/webhooks.md, 'Fair between establishments'): a webhook's due deliveries in
 * due order, so the sweep takes a few of each webhook and a finished attempt finds its webhook's next ones (this
 * replaces the index of every due delivery in due order, which only the sweep read); and a webhook's attempts in
 * flight (claimed), which the claim counts. Only attempts under way have a claim, so that index stays tiny.
 */
export class WebhookDeliveriesFair1700000004600 implements MigrationInterface {
  name = 'WebhookDeliveriesFair1700000004600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (webhook_id, next_attempt_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (webhook_id) WHERE claimed_until IS NOT NULL`);
    await q.query(`DROP INDEX webhook_deliveries_pending_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`DROP INDEX webhook_deliveries_claimed_idx`);
    await q.query(`DROP INDEX webhook_deliveries_due_idx`);
  }
}
