import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integration keys with scopes (docs/product/api.md 'Integration keys'): which /api routes a key may call. The
 * existing keys get none, so they keep calling the n8n routes only, as before.
 */
export class IntegrationKeyScopes1700000004300 implements MigrationInterface {
  name = 'IntegrationKeyScopes1700000004300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE integration_keys ADD COLUMN scopes text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE integration_keys DROP COLUMN scopes`);
  }
}
