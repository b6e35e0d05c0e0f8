import { Injectable } from '@nestjs/common';
import { versionMatches } from '../../platform/http/versioned';
import type { LoyaltyProgramDto, LoyaltyProgramWrite } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inClientScope } from '../../platform/database/client-scope';
import { returnedRows } from '../../platform/database/data-source';

/**
 * A programme as the unit ($1) sees it. Another unit's (clients shared, docs/product/units.md) names that unit and
 * lists this unit's services of the same names: the services a visit here earns it with.
 */
const PROGRAM_COLUMNS = `p.id, p.name, p.points_per_service AS "pointsPerService", p.points_to_reward AS "pointsToReward",
  p.reward_description AS "rewardDescription", p.is_active AS "isActive", p.version,
  CASE WHEN p.establishment_id <> $1 THEN (SELECT name FROM establishments WHERE id = p.establishment_id) END AS "unitName",
  CASE WHEN p.establishment_id = $1
       THEN coalesce((SELECT json_agg(json_build_object('serviceId', ps.service_id) ORDER BY ps.service_id)
                        FROM loyalty_program_services ps WHERE ps.program_id = p.id), '[]'::json)
       ELSE coalesce((SELECT json_agg(DISTINCT jsonb_build_object('serviceId', here.id))
                        FROM loyalty_program_services ps JOIN services s ON s.id = ps.service_id
                        JOIN services here ON here.establishment_id = $1 AND here.deleted_at IS NULL AND lower(here.name) = lower(s.name)
                       WHERE ps.program_id = p.id), '[]'::json) END AS services`;

type Db = DataSource | EntityManager;

/** Other units' programmes carry `unitName`; this unit's answer exactly as before (no such key). */
const ownShape = (p: LoyaltyProgramDto & { unitName?: string | null }): LoyaltyProgramDto => {
  if (p.unitName) return p;
  const { unitName: _none, ...own } = p;
  return own;
};

const programValues = (input: Omit<LoyaltyProgramWrite, 'services'>) => [
  input.name,
  input.pointsPerService,
  input.pointsToReward,
  input.rewardDescription,
  input.isActive,
];

/** Every SQL statement on loyalty programmes and their services (the points: loyalty-points.repository.ts). */
@Injectable()
export class LoyaltyRepository {
  constructor(readonly db: DataSource) {}

  /** The unit's programmes, then (clients shared) its network's other units' ones, which it shows but does not edit. */
  async programs(establishmentId: number): Promise<LoyaltyProgramDto[]> {
    const rows: LoyaltyProgramDto[] = await this.db.query(
      `SELECT ${PROGRAM_COLUMNS} FROM loyalty_programs p WHERE ${inClientScope(1, 'p')} AND p.deleted_at IS NULL ORDER BY p.establishment_id <> $1, p.id`,
      [establishmentId],
    );
    return rows.map(ownShape);
  }

  async program(db: Db, establishmentId: number, id: number): Promise<LoyaltyProgramDto | null> {
    const rows: LoyaltyProgramDto[] = await db.query(
      `SELECT ${PROGRAM_COLUMNS} FROM loyalty_programs p WHERE p.id = $2 AND p.establishment_id = $1 AND p.deleted_at IS NULL`,
      [establishmentId, id],
    );
    return rows[0] ? ownShape(rows[0]) : null;
  }

  /** Whether the unit, or (clients shared) another unit of its network, ever had a programme: then no default. */
  async hasAnyProgram(db: Db, establishmentId: number): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM loyalty_programs p WHERE ${inClientScope(1, 'p')} LIMIT 1`, [establishmentId]);
    return rows.length > 0;
  }

  /** Serialises the first-visit default programme per establishment. */
  async lockDefault(tx: EntityManager, establishmentId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('loyalty_default_program'), $1)`, [establishmentId]);
  }

  async insertProgram(tx: EntityManager, establishmentId: number, input: Omit<LoyaltyProgramWrite, 'services'>): Promise<number> {
    const [row] = returnedRows<{ id: number }>(
      await tx.query(
        `INSERT INTO loyalty_programs (establishment_id, name, points_per_service, points_to_reward, reward_description, is_active)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [establishmentId, ...programValues(input)],
      ),
    );
    return row!.id;
  }

  /** The programme's new version; null when there is no such programme or `input.version` is stale. */
  async updateProgram(tx: EntityManager, establishmentId: number, id: number, input: Omit<LoyaltyProgramWrite, 'services'>): Promise<number | null> {
    const rows = returnedRows<{ version: number }>(
      await tx.query(
        `UPDATE loyalty_programs SET name = $3, points_per_service = $4, points_to_reward = $5, reward_description = $6, is_active = $7, updated_at = now(),
                version = version + 1
         WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL AND ${versionMatches(8)} RETURNING version`,
        [id, establishmentId, ...programValues(input), input.version ?? null],
      ),
    );
    return rows[0]?.version ?? null;
  }

  async programExists(tx: EntityManager, establishmentId: number, id: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM loyalty_programs WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [
      id,
      establishmentId,
    ]);
    return rows.length > 0;
  }

  async softDeleteProgram(establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(
        `UPDATE loyalty_programs SET deleted_at = now(), is_active = false WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`,
        [id, establishmentId],
      ),
    );
    return rows.length > 0;
  }

  /** Which of the ids are live services of the establishment. */
  async liveServiceIds(tx: EntityManager, establishmentId: number, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await tx.query(`SELECT id FROM services WHERE establishment_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL`, [
      establishmentId,
      ids,
    ]);
    return rows.map((r) => r.id);
  }

  /** Replaces a programme's services; `null` covers every live service of the establishment. */
  async setServices(tx: EntityManager, programId: number, serviceIds: number[] | null, establishmentId?: number): Promise<void> {
    await tx.query(`DELETE FROM loyalty_program_services WHERE program_id = $1`, [programId]);
    if (serviceIds === null) {
      await tx.query(
        `INSERT INTO loyalty_program_services (program_id, service_id) SELECT $1, id FROM services WHERE establishment_id = $2 AND deleted_at IS NULL`,
        [programId, establishmentId],
      );
    } else if (serviceIds.length) {
      await tx.query(`INSERT INTO loyalty_program_services (program_id, service_id) SELECT $1, unnest($2::int[])`, [programId, serviceIds]);
    }
  }
}
