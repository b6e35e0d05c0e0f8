import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clients cursor page in (establishment_id, id) order (docs/product/api.md 'Cursor pages'), like transactions
 * and checkouts: one walk of live clients per unit of the client scope (a network is several units), each stopping
 * at the page's limit, so the page never sorts the scope's whole list.
 */
export class ClientCursorIndex1700000004500 implements MigrationInterface {
  name = 'ClientCursorIndex1700000004500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX clients_establishment_id_idx ON clients (establishment_id, id) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX clients_establishment_id_idx`);
  }
}
