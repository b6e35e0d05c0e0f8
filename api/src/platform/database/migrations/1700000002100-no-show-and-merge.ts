import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'pending', 'scheduled', 'confirmed', 'in_progress', 'completed', 'rejected', 'cancelled'`;

/**
 * docs/product/states.md ('No-show'): the status `no_show`, outside the active statuses, so it frees the time like a
 * cancel. `cancelled_at` says when an appointment was cancelled, for the client's late cancellations
 * (docs/product/entities.md, 'Client profile'); earlier cancels take their last update, which was the cancel.
 */
export class NoShowAndMerge1700000002100 implements MigrationInterface {
  name = 'NoShowAndMerge1700000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`ALTER TABLE appointments ADD CONSTRAINT appointments_status_check CHECK (status IN (${STATUSES}, 'no_show'))`);
    await q.query(`ALTER TABLE appointments ADD COLUMN cancelled_at timestamptz`);
    await q.query(`UPDATE appointments SET cancelled_at = updated_at WHERE status = 'cancelled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP COLUMN cancelled_at`);
    await q.query(`UPDATE appointments SET status = 'cancelled' WHERE status = 'no_show'`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`ALTER TABLE appointments ADD CONSTRAINT appointments_status_check CHECK (status IN (${STATUSES}))`);
  }
}
