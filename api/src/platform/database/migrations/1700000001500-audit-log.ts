import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (docs/architecture.md, 'Audit log'): one row per create, change, status change, cancel or
 * delete, written in the transaction of the change. `before`/`after` hold the changed fields only. user_id is
 * null for an integration key or a client booking online; user_name keeps the name of the moment.
 * No foreign key on user_id: a removed user's rows stay readable. Indexes follow the listing's filters
 * (all newest first) and the retention job's delete by age.
 */
export class AuditLog1700000001500 implements MigrationInterface {
  name = 'AuditLog1700000001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        user_id integer,
        user_name text NOT NULL,
        entity text NOT NULL,
        entity_id integer NOT NULL,
        action text NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_establishment_created_idx ON audit_log (establishment_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (establishment_id, entity, entity_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_user_idx ON audit_log (establishment_id, user_id, created_at DESC, id DESC) WHERE user_id IS NOT NULL`);
    // Rows arrive in time order: a BRIN index finds the old ones for the retention job at almost no write cost.
    await q.query(`CREATE INDEX audit_log_created_brin ON audit_log USING brin (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}
