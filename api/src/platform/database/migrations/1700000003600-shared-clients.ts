import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients and their loyalty points shared across a network (docs/product/units.md, 'Shared clients'):
 * `client_scope(unit)` (the setting, `networks.shares_clients`, is on by default since the units migration), the units whose clients a unit sees: every
 * unit of its network when the network shares clients, else the unit alone. Every client lookup reads it, so the
 * rule is written once. `networks.version` lets the network's settings form send the version it read.
 */
export class SharedClients1700000003600 implements MigrationInterface {
  name = 'SharedClients1700000003600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE networks ADD COLUMN version int NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE FUNCTION client_scope(unit int) RETURNS int[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT coalesce(
          (SELECT array_agg(o.id ORDER BY o.id) FROM establishments e JOIN networks n ON n.id = e.network_id
             JOIN establishments o ON o.network_id = e.network_id
            WHERE e.id = unit AND n.shares_clients),
          ARRAY[unit])
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION client_scope(int)`);
    await q.query(`ALTER TABLE networks DROP COLUMN version`);
  }
}
