import type { DataSource, EntityManager } from 'typeorm';

/**
 * Clients shared across a network (docs/product/units.md, 'Shared clients'): a unit sees the clients, and their
 * visits, sales and points, of every unit in `client_scope(unit)` (migration 1700000003600): its network's units when
 * the network shares clients, else itself. Every module that looks a client up reads the rule from here.
 *
 * `inClientScope(n, alias)`: `alias.establishment_id` is one of the scope of the unit in `$n`. Written as a set
 * from the function in FROM, which the planner inlines: it walks the per-unit indexes once per unit, the GIN
 * search index included.
 */
export const inClientScope = (n: number, alias = 'c') => `${alias}.establishment_id IN (SELECT u FROM client_scope($${n}::int) u)`;

/** The units whose screens show the establishment's clients (a client_change reaches each). */
export async function clientScopeUnits(db: DataSource | EntityManager, establishmentId: number): Promise<number[]> {
  const rows: { id: number }[] = await db.query(`SELECT u AS id FROM client_scope($1::int) u ORDER BY u`, [establishmentId]);
  return rows.map((r) => r.id);
}
