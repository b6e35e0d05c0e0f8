import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An e-mail can carry files (a comanda's receipt PDF, docs/product/api.md 'Checkouts') until it is delivered.
 * Indexes for the comanda list's filters: `?appointmentId` (`appointment_ids @> ARRAY[id]`, GIN) and `?status`
 * by newest first.
 */
export class ReceiptsAndCheckoutIndexes1700000002710 implements MigrationInterface {
  name = 'ReceiptsAndCheckoutIndexes1700000002710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_emails ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`CREATE INDEX checkouts_appointment_ids_idx ON checkouts USING gin (appointment_ids)`);
    await q.query(`CREATE INDEX checkouts_establishment_status_idx ON checkouts (establishment_id, status, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX checkouts_establishment_status_idx`);
    await q.query(`DROP INDEX checkouts_appointment_ids_idx`);
    await q.query(`ALTER TABLE outbox_emails DROP COLUMN attachments`);
  }
}
