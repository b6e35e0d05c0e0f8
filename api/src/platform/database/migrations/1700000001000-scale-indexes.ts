import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/limits.md ('Speed budgets'): the main lists at a million rows. The month list counts and pages a busy establishment's 20,000
 * appointments a month from the index alone (id for the order's tie-break, status and staff for the filters),
 * and so do the dashboard's day count; the finance figures sum type and amount from the index alone.
 * Each covering index replaces the narrower one it extends.
 */
export class ScaleIndexes1700000001000 implements MigrationInterface {
  name = 'ScaleIndexes1700000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX appointments_month_idx ON appointments (establishment_id, starts_at, id) INCLUDE (status, staff_id)`);
    await q.query(`DROP INDEX IF EXISTS appointments_establishment_start_idx`);
    await q.query(
      `CREATE INDEX transactions_establishment_date_covering_idx ON transactions (establishment_id, transaction_date DESC, id DESC) INCLUDE (type, amount)`,
    );
    await q.query(`DROP INDEX IF EXISTS transactions_establishment_date_id_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS transactions_establishment_date_id_idx ON transactions (establishment_id, transaction_date DESC, id DESC)`);
    await q.query(`DROP INDEX IF EXISTS transactions_establishment_date_covering_idx`);
    await q.query(`CREATE INDEX IF NOT EXISTS appointments_establishment_start_idx ON appointments (establishment_id, starts_at)`);
    await q.query(`DROP INDEX IF EXISTS appointments_month_idx`);
  }
}
