import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cursor pages (docs/product/api.md 'Cursor pages'): `?after=<id>` walks an establishment's rows in id order, so
 * each list needs an index in (establishment_id, id) order; without one the page sorts all of the
 * establishment's rows. Transactions carry their date in the index, so the month filter is checked on the entries.
 */
export class CursorIndexes1700000004400 implements MigrationInterface {
  name = 'CursorIndexes1700000004400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX transactions_establishment_id_idx ON transactions (establishment_id, id) INCLUDE (transaction_date)`);
    await q.query(`CREATE INDEX checkouts_establishment_id_idx ON checkouts (establishment_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX checkouts_establishment_id_idx`);
    await q.query(`DROP INDEX transactions_establishment_id_idx`);
  }
}
