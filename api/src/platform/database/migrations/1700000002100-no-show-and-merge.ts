import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'pending', 'scheduled', 'confirmed', 'in_progress', 'completed', 'rejected', 'cancelled'`;

/**
 * docs/product/states.md ('No-show'): the status `no_show`, outside the active statuses, so it frees the time like a
 * cancel. `cancelled_at` says when an appointment was cancelled, for the client's late cancellations
 * (docs/product/entities.md, 'Client profile'); earlier cancels take their last update, which was the cancel.
 * A sale may name its client (`product_sales.client_id`), and a client merged into another keeps its id there
 * (`clients.merged_into_id`, docs/product/entities.md 'Client merge').
 */
export class NoShowAndMerge1700000002100 implements MigrationInterface {
  name = 'NoShowAndMerge1700000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`ALTER TABLE appointments ADD CONSTRAINT appointments_status_check CHECK (status IN (${STATUSES}, 'no_show'))`);
    await q.query(`ALTER TABLE appointments ADD COLUMN cancelled_at timestamptz`);
    await q.query(`UPDATE appointments SET cancelled_at = updated_at WHERE status = 'cancelled'`);
    await q.query(`ALTER TABLE product_sales ADD COLUMN client_id int REFERENCES clients(id)`);
    await q.query(`CREATE INDEX product_sales_client_idx ON product_sales (client_id, sold_at DESC) WHERE client_id IS NOT NULL`);
    await q.query(`ALTER TABLE clients ADD COLUMN merged_into_id int REFERENCES clients(id)`);
    // A merge moves a client's transactions, and the profile sums them.
    await q.query(`CREATE INDEX transactions_client_idx ON transactions (client_id) WHERE client_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX transactions_client_idx`);
    await q.query(`ALTER TABLE clients DROP COLUMN merged_into_id`);
    await q.query(`ALTER TABLE product_sales DROP COLUMN client_id`);
    await q.query(`ALTER TABLE appointments DROP COLUMN cancelled_at`);
    await q.query(`UPDATE appointments SET status = 'cancelled' WHERE status = 'no_show'`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`ALTER TABLE appointments ADD CONSTRAINT appointments_status_check CHECK (status IN (${STATUSES}))`);
  }
}
