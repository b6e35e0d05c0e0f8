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
    // A plain SQL set-returning function: the planner inlines it (a lookup by primary key, then the network's units by
    // establishments_network_idx), so it estimates a unit or two and walks the clients' per-unit indexes.
    await q.query(`
      CREATE FUNCTION client_scope(unit int) RETURNS SETOF int LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT o.id FROM establishments e JOIN networks n ON n.id = e.network_id
          JOIN establishments o ON o.network_id = e.network_id AND (n.shares_clients OR o.id = e.id)
         WHERE e.id = unit
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION client_scope(int)`);
    await q.query(`ALTER TABLE networks DROP COLUMN version`);
  }
}
