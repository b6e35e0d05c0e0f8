import type { EntityManager } from 'typeorm';

/** A unit of the network a user owns, with its clock (each unit's figures are counted on its own calendar days). */
export interface OwnedUnit {
  id: number;
  name: string;
  timezone: string;
}

/**
 * The units of the network the user owns (home role admin or owner: docs/product/units.md), home first; empty for
 * anyone else. The one rule behind every 'Todas as unidades' figure (the dashboard's, the reports').
 */
export function ownedUnits(db: Pick<EntityManager, 'query'>, userId: number): Promise<OwnedUnit[]> {
  return db.query(
    `SELECT e.id, e.name, e.timezone
       FROM users u JOIN establishments h ON h.id = u.establishment_id JOIN establishments e ON e.network_id = h.network_id
      WHERE u.id = $1 AND u.is_active AND u.role IN ('admin', 'owner')
      ORDER BY e.id = h.id DESC, e.name, e.id`,
    [userId],
  );
}
