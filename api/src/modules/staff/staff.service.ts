import { Injectable } from '@nestjs/common';
import { isManagement, staffLimit, staffUpgradePlan, type StaffCreateInput, type StaffDto, type StaffUpdateInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword } from '../../platform/auth/tokens';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { disableStaffLogin, syncStaffLogin } from './staff-login';

export const STAFF_MEMBER_NOT_FOUND = 'Colaborador não encontrado.';

const COLUMNS = `id, name, role, phone, email, has_system_access AS "hasSystemAccess", salary_amount::text AS "salaryAmount",
  commission_rate::text AS "commissionRate", establishment_id AS "establishmentId"`;

/** 'Limite de colaboradores atingido' is what the screen looks for to open the limit dialog (SPEC §8). */
export function staffLimitMessage(plan: string, current: number, max: number): string {
  return `Limite de colaboradores atingido (${current}/${max}) no plano ${plan}. Faça upgrade para o plano ${staffUpgradePlan(plan)} para adicionar mais colaboradores.`;
}

@Injectable()
export class StaffService {
  constructor(private readonly db: DataSource) {}

  list(auth: AuthContext): Promise<StaffDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name, id`, [auth.establishmentId]);
  }

  /** /api/staff/list for everyone: a collaborator sees colleagues' names and roles, not their contacts or pay. */
  listForEveryone(auth: AuthContext): Promise<StaffDto[]> {
    if (isManagement(auth.role)) return this.list(auth);
    return this.db.query(
      `SELECT id, name, role, establishment_id AS "establishmentId", has_system_access AS "hasSystemAccess",
              CASE WHEN id = $2 THEN phone END AS phone, CASE WHEN id = $2 THEN email END AS email,
              CASE WHEN id = $2 THEN salary_amount::text END AS "salaryAmount", CASE WHEN id = $2 THEN commission_rate::text END AS "commissionRate"
         FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name, id`,
      [auth.establishmentId, auth.staffId ?? 0],
    );
  }

  /** The plan's limit is checked with the establishment row locked, so two concurrent creations cannot both pass. */
  async create(auth: AuthContext, input: StaffCreateInput): Promise<StaffDto> {
    const passwordHash = input.hasSystemAccess && input.password ? await hashPassword(input.password) : null;
    return this.db.transaction(async (tx) => {
      const [est] = await tx.query(`SELECT plan FROM establishments WHERE id = $1 FOR UPDATE`, [auth.establishmentId]);
      const max = staffLimit(est.plan);
      if (max !== null) {
        const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL`, [auth.establishmentId]);
        if (count >= max) throw fail(403, staffLimitMessage(est.plan, count, max));
      }
      const [row] = await tx.query(
        `INSERT INTO staff (establishment_id, name, role, phone, email, has_system_access, salary_amount, commission_rate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [auth.establishmentId, input.name, input.role, input.phone ?? null, input.email, input.hasSystemAccess, input.salaryAmount ?? null, input.commissionRate ?? null],
      );
      await syncStaffLogin(tx, { staffId: row.id, establishmentId: auth.establishmentId, name: input.name, email: input.email, hasSystemAccess: input.hasSystemAccess, passwordHash });
      return row as StaffDto;
    });
  }

  async update(auth: AuthContext, staffId: number, input: StaffUpdateInput): Promise<StaffDto> {
    const passwordHash = input.hasSystemAccess && input.password ? await hashPassword(input.password) : null;
    return this.db.transaction(async (tx) => {
      const rows = returnedRows<StaffDto>(
        await tx.query(
          `UPDATE staff SET name = $3, role = $4, phone = $5, email = $6, has_system_access = $7, salary_amount = $8, commission_rate = $9
            WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
          [staffId, auth.establishmentId, input.name, input.role, input.phone ?? null, input.email ?? null, input.hasSystemAccess, input.salaryAmount ?? null, input.commissionRate ?? null],
        ),
      );
      if (!rows[0]) throw fail(404, STAFF_MEMBER_NOT_FOUND);
      await syncStaffLogin(tx, { staffId, establishmentId: auth.establishmentId, name: input.name, email: input.email ?? null, hasSystemAccess: input.hasSystemAccess, passwordHash });
      return rows[0];
    });
  }

  /**
   * Soft delete (past appointments and transactions keep the name). Refused while the member still has
   * upcoming active appointments, which would otherwise be left without a professional.
   */
  async remove(auth: AuthContext, staffId: number): Promise<{ message: string }> {
    await this.db.transaction(async (tx) => {
      await this.lockMember(tx, auth.establishmentId, staffId);
      const upcoming = await tx.query(
        `SELECT 1 FROM appointments WHERE staff_id = $1 AND ends_at > now() AND status IN ('pending', 'scheduled', 'confirmed', 'in_progress') LIMIT 1`,
        [staffId],
      );
      if (upcoming.length) throw fail(409, 'Este colaborador possui agendamentos futuros. Cancele-os ou transfira-os antes de removê-lo.');
      await tx.query(`UPDATE staff SET deleted_at = now(), has_system_access = false WHERE id = $1`, [staffId]);
      await tx.query(`DELETE FROM service_staff WHERE staff_id = $1`, [staffId]);
      await disableStaffLogin(tx, staffId);
    });
    return { message: 'Colaborador removido.' };
  }

  /** 404 unless the member is an active one of this establishment. */
  async lockMember(tx: EntityManager | DataSource, establishmentId: number, staffId: number): Promise<void> {
    const rows = await tx.query(`SELECT id FROM staff WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL FOR UPDATE`, [staffId, establishmentId]);
    if (!rows.length) throw fail(404, STAFF_MEMBER_NOT_FOUND);
  }
}
