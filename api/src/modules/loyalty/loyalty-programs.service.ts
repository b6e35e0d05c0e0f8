import { Injectable } from '@nestjs/common';
import { DEFAULT_LOYALTY_PROGRAM, LOYALTY_MSG, type LoyaltyProgramDto, type LoyaltyProgramWrite } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';

const PROGRAM_COLUMNS = `p.id, p.name, p.points_per_service AS "pointsPerService", p.points_to_reward AS "pointsToReward",
  p.reward_description AS "rewardDescription", p.is_active AS "isActive",
  coalesce((SELECT json_agg(json_build_object('serviceId', ps.service_id) ORDER BY ps.service_id)
            FROM loyalty_program_services ps WHERE ps.program_id = p.id), '[]'::json) AS services`;

/**
 * Loyalty programmes of the caller's establishment. The SPEC §9 default programme is created the first
 * time an establishment opens its programmes and has never had one (covering the services it has then);
 * once it has had any, removing them all leaves it with none, as the owner asked.
 */
@Injectable()
export class LoyaltyProgramsService {
  constructor(private readonly db: DataSource) {}

  async list(auth: AuthContext): Promise<LoyaltyProgramDto[]> {
    await this.ensureDefault(auth.establishmentId);
    return this.db.query(
      `SELECT ${PROGRAM_COLUMNS} FROM loyalty_programs p WHERE p.establishment_id = $1 AND p.deleted_at IS NULL ORDER BY p.id`,
      [auth.establishmentId],
    );
  }

  async create(auth: AuthContext, input: LoyaltyProgramWrite): Promise<LoyaltyProgramDto> {
    const id = await this.db.transaction(async (tx) => {
      const serviceIds = await this.ownServices(tx, auth.establishmentId, input.services);
      const [row] = returnedRows<{ id: number }>(
        await tx.query(
          `INSERT INTO loyalty_programs (establishment_id, name, points_per_service, points_to_reward, reward_description, is_active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [auth.establishmentId, input.name, input.pointsPerService, input.pointsToReward, input.rewardDescription, input.isActive],
        ),
      );
      await this.setServices(tx, row!.id, serviceIds);
      return row!.id;
    });
    return this.get(auth.establishmentId, id);
  }

  async update(auth: AuthContext, id: number, input: LoyaltyProgramWrite): Promise<LoyaltyProgramDto> {
    await this.db.transaction(async (tx) => {
      const rows = returnedRows<{ id: number }>(
        await tx.query(
          `UPDATE loyalty_programs SET name = $3, points_per_service = $4, points_to_reward = $5, reward_description = $6, is_active = $7, updated_at = now()
           WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`,
          [id, auth.establishmentId, input.name, input.pointsPerService, input.pointsToReward, input.rewardDescription, input.isActive],
        ),
      );
      if (!rows[0]) throw fail(404, LOYALTY_MSG.programNotFound);
      await this.setServices(tx, id, await this.ownServices(tx, auth.establishmentId, input.services));
    });
    return this.get(auth.establishmentId, id);
  }

  /** Soft delete: the ledger keeps naming the programme; its balances stop showing. */
  async remove(auth: AuthContext, id: number): Promise<{ success: true }> {
    const rows = returnedRows<{ id: number }>(
      await this.db.query(
        `UPDATE loyalty_programs SET deleted_at = now(), is_active = false WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`,
        [id, auth.establishmentId],
      ),
    );
    if (!rows[0]) throw fail(404, LOYALTY_MSG.programNotFound);
    return { success: true };
  }

  private async get(establishmentId: number, id: number): Promise<LoyaltyProgramDto> {
    const rows: LoyaltyProgramDto[] = await this.db.query(
      `SELECT ${PROGRAM_COLUMNS} FROM loyalty_programs p WHERE p.id = $1 AND p.establishment_id = $2 AND p.deleted_at IS NULL`,
      [id, establishmentId],
    );
    if (!rows[0]) throw fail(404, LOYALTY_MSG.programNotFound);
    return rows[0];
  }

  private async ensureDefault(establishmentId: number): Promise<void> {
    const exists = (est: EntityManager | DataSource) =>
      est.query(`SELECT 1 FROM loyalty_programs WHERE establishment_id = $1 LIMIT 1`, [establishmentId]).then((r: unknown[]) => r.length > 0);
    if (await exists(this.db)) return;
    await this.db.transaction(async (tx) => {
      // Two first visits at once must not create two defaults.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('loyalty_default_program'), $1)`, [establishmentId]);
      if (await exists(tx)) return;
      const d = DEFAULT_LOYALTY_PROGRAM;
      const [row] = returnedRows<{ id: number }>(
        await tx.query(
          `INSERT INTO loyalty_programs (establishment_id, name, points_per_service, points_to_reward, reward_description, is_active)
           VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
          [establishmentId, d.name, d.pointsPerService, d.pointsToReward, d.rewardDescription],
        ),
      );
      await tx.query(
        `INSERT INTO loyalty_program_services (program_id, service_id) SELECT $1, id FROM services WHERE establishment_id = $2 AND deleted_at IS NULL`,
        [row!.id, establishmentId],
      );
    });
  }

  /** The requested service ids, each checked to be a live service of this establishment. */
  private async ownServices(tx: EntityManager, establishmentId: number, ids: number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found: { id: number }[] = await tx.query(
      `SELECT id FROM services WHERE establishment_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL`,
      [establishmentId, wanted],
    );
    if (found.length !== wanted.length) throw fail(400, LOYALTY_MSG.serviceNotFound);
    return wanted;
  }

  private async setServices(tx: EntityManager, programId: number, serviceIds: number[]): Promise<void> {
    await tx.query(`DELETE FROM loyalty_program_services WHERE program_id = $1`, [programId]);
    if (serviceIds.length) {
      await tx.query(`INSERT INTO loyalty_program_services (program_id, service_id) SELECT $1, unnest($2::int[])`, [programId, serviceIds]);
    }
  }
}
