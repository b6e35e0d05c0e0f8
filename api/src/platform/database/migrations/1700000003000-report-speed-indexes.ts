import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention's first and next visit of a client (docs/product/reports.md, 'Speed'): the completed-visits index ends in
 * the id, the tie-break of two visits at the same instant, and carries the professional, so each client's first or
 * next visit is the first entry of an index-only scan instead of a sort of all her visits.
 */
export class ReportSpeedIndexes1700000003000 implements MigrationInterface {
  name = 'ReportSpeedIndexes1700000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX appointments_completed_client_idx`);
    await q.query(
      `CREATE INDEX appointments_completed_client_idx ON appointments (establishment_id, client_id, starts_at, id) INCLUDE (staff_id) WHERE status = 'completed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX appointments_completed_client_idx`);
    await q.query(`CREATE INDEX appointments_completed_client_idx ON appointments (establishment_id, client_id, starts_at) WHERE status = 'completed'`);
  }
}
