import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Multi-service visits and recurring bookings (docs/product/series.md): each appointment of a visit carries its
 * group_id, each occurrence of a series its series_id; both null for a single appointment. The rows stay ordinary
 * appointments, so the exclusion constraint and every rule apply to each of them.
 */
export class AppointmentLinks1700000004000 implements MigrationInterface {
  name = 'AppointmentLinks1700000004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments ADD COLUMN group_id uuid, ADD COLUMN series_id uuid`);
    await q.query(`CREATE INDEX appointments_group_idx ON appointments (group_id) WHERE group_id IS NOT NULL`);
    await q.query(`CREATE INDEX appointments_series_idx ON appointments (series_id, starts_at) WHERE series_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX appointments_series_idx`);
    await q.query(`DROP INDEX appointments_group_idx`);
    await q.query(`ALTER TABLE appointments DROP COLUMN group_id, DROP COLUMN series_id`);
  }
}
