import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a client's personal data was erased (LGPD): anonymizing again changes nothing, and the export says so. */
export class ClientAnonymized1700000001700 implements MigrationInterface {
  name = 'ClientAnonymized1700000001700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients ADD COLUMN anonymized_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients DROP COLUMN anonymized_at`);
  }
}
