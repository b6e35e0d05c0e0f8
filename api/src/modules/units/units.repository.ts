import { Injectable } from '@nestjs/common';
import type { UnitDto, UnitRole } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { UNIT_ROLE_SQL } from '../../platform/auth/session.service';

/** networks and unit_memberships (docs/product/units.md); which units a user may act in is UNIT_ROLE_SQL. */
@Injectable()
export class UnitsRepository {
  constructor(readonly db: DataSource) {}

  /** The units of the user's network she may act in, with her role there ('owner' for the network's owners). */
  async unitsOf(userId: number, currentId: number): Promise<UnitDto[]> {
    return this.db.query(
      `SELECT e.id, e.name, e.address, e.phone,
              CASE WHEN u.role IN ('admin', 'owner') THEN 'owner' ELSE a.role END AS role,
              e.id = $2 AS current
         FROM users u
         JOIN establishments h ON h.id = u.establishment_id
         JOIN establishments e ON e.network_id = h.network_id
         CROSS JOIN LATERAL (${UNIT_ROLE_SQL}) a
        WHERE u.id = $1
        ORDER BY e.id = u.establishment_id DESC, e.name, e.id`,
      [userId, currentId],
    );
  }

  /** The network of a unit and whether the user owns it (home role admin or owner in that network). */
  async ownership(userId: number, establishmentId: number): Promise<{ networkId: number; owner: boolean } | null> {
    const rows: { networkId: number; owner: boolean }[] = await this.db.query(
      `SELECT e.network_id AS "networkId", (u.role IN ('admin', 'owner') AND h.network_id = e.network_id) AS owner
         FROM establishments e, users u JOIN establishments h ON h.id = u.establishment_id
        WHERE e.id = $2 AND u.id = $1`,
      [userId, establishmentId],
    );
    return rows[0] ?? null;
  }

  /** A user of the same network as the unit (by her home unit), or null. */
  async networkUser(establishmentId: number, userId: number): Promise<{ id: number; homeId: number } | null> {
    const rows: { id: number; homeId: number }[] = await this.db.query(
      `SELECT u.id, u.establishment_id AS "homeId" FROM users u JOIN establishments h ON h.id = u.establishment_id
         JOIN establishments e ON e.network_id = h.network_id
        WHERE u.id = $2 AND e.id = $1 AND u.is_active`,
      [establishmentId, userId],
    );
    return rows[0] ?? null;
  }

  async staffOfUnit(tx: EntityManager, establishmentId: number, staffId: number): Promise<boolean> {
    return (await tx.query(`SELECT 1 FROM staff WHERE id = $2 AND establishment_id = $1 AND deleted_at IS NULL`, [establishmentId, staffId])).length > 0;
  }

  async setMembership(tx: EntityManager, m: { userId: number; establishmentId: number; role: Exclude<UnitRole, 'owner'>; staffId: number | null }) {
    await tx.query(
      `INSERT INTO unit_memberships (user_id, establishment_id, role, staff_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, establishment_id) DO UPDATE SET role = EXCLUDED.role, staff_id = EXCLUDED.staff_id`,
      [m.userId, m.establishmentId, m.role, m.staffId],
    );
  }

  /** True when a membership was there to delete. */
  async deleteMembership(tx: EntityManager, userId: number, establishmentId: number): Promise<boolean> {
    return (
      returnedRows(await tx.query(`DELETE FROM unit_memberships WHERE user_id = $1 AND establishment_id = $2 RETURNING user_id`, [userId, establishmentId]))
        .length > 0
    );
  }
}
