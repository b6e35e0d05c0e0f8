import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys (docs/architecture.md, 'Writes that survive retries'): one row per caller and key. The
 * answer is kept as `json` (not `jsonb`) so a replay repeats the first answer's bytes, key order included.
 * `state` moves running → committed (inside the request's first committing transaction) → done (answer kept).
 */
export class IdempotencyKeys1700000001200 implements MigrationInterface {
  name = 'IdempotencyKeys1700000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        establishment_id integer REFERENCES establishments(id) ON DELETE CASCADE,
        scope text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'committed', 'done')),
        status_code integer,
        response json,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT idempotency_keys_scope_key UNIQUE (scope, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);
    await q.query(`CREATE INDEX idempotency_keys_establishment_idx ON idempotency_keys (establishment_id) WHERE establishment_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
