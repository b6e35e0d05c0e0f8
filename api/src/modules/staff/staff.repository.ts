import { Injectable } from '@nestjs/common';
import { versionMatches } from '../../platform/http/versioned';
import type { AbsenceDto, AbsenceInput, PlanName, StaffDto, StaffWorkingHoursDto, WorkingHoursInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';

const COLUMNS = `id, name, role, phone, email, has_system_access AS "hasSystemAccess", salary_amount::text AS "salaryAmount",
  commission_rate::text AS "commissionRate", establishment_id AS "establishmentId", version`;
const HOURS_COLUMNS = `day_of_week AS "dayOfWeek", is_available AS "isAvailable", to_char(open_time, 'HH24:MI') AS "openTime", to_char(close_time, 'HH24:MI') AS "closeTime"`;
const ABSENCE_COLUMNS = `id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", type, reason`;

export interface StaffValues {
  name: string;
  role: string;
  phone?: string | null;
  email?: string | null;
  hasSystemAccess: boolean;
  salaryAmount?: number | null;
  commissionRate?: number | null;
  version?: number;
}

const values = (v: StaffValues) => [v.name, v.role, v.phone ?? null, v.email ?? null, v.hasSystemAccess, v.salaryAmount ?? null, v.commissionRate ?? null];
const absenceValues = (a: AbsenceInput) => [a.startDate, a.endDate, a.type, a.reason ?? null];

type Db = DataSource | EntityManager;

/** Every SQL statement on staff, their working hours and absences. */
@Injectable()
export class StaffRepository {
  constructor(readonly db: DataSource) {}

  list(establishmentId: number): Promise<StaffDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name, id`, [establishmentId]);
  }

  /** Colleagues' names and roles; contacts and pay only of `ownStaffId`. */
  listForColleague(establishmentId: number, ownStaffId: number): Promise<StaffDto[]> {
    return this.db.query(
      `SELECT id, name, role, establishment_id AS "establishmentId", has_system_access AS "hasSystemAccess",
              CASE WHEN id = $2 THEN phone END AS phone, CASE WHEN id = $2 THEN email END AS email,
              CASE WHEN id = $2 THEN salary_amount::text END AS "salaryAmount", CASE WHEN id = $2 THEN commission_rate::text END AS "commissionRate"
         FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name, id`,
      [establishmentId, ownStaffId],
    );
  }

  /** The establishment's plan, its row locked so concurrent creations count one after the other. */
  async lockPlan(tx: EntityManager, establishmentId: number): Promise<PlanName> {
    const [est] = await tx.query(`SELECT plan FROM establishments WHERE id = $1 FOR UPDATE`, [establishmentId]);
    return est.plan;
  }

  async countActive(db: Db, establishmentId: number): Promise<number> {
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL`, [establishmentId]);
    return count;
  }

  async insert(tx: EntityManager, establishmentId: number, v: StaffValues): Promise<StaffDto> {
    const [row] = await tx.query(
      `INSERT INTO staff (establishment_id, name, role, phone, email, has_system_access, salary_amount, commission_rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [establishmentId, ...values(v)],
    );
    return row;
  }

  /**
   * The same professional in another unit of the network: a row there with her person, name, contact and pay
   * (docs/product/units.md); null when she is not a member of `from`, or already works in `to`.
   */
  async insertInUnit(tx: EntityManager, staffId: number, from: number, to: number): Promise<StaffDto | null> {
    const rows: StaffDto[] = await tx.query(
      `INSERT INTO staff (establishment_id, person_id, name, role, phone, email, has_system_access, salary_amount, commission_rate)
       SELECT $3, s.person_id, s.name, s.role, s.phone, s.email, s.has_system_access, s.salary_amount, s.commission_rate
         FROM staff s
        WHERE s.id = $1 AND s.establishment_id = $2 AND s.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM staff o WHERE o.person_id = s.person_id AND o.establishment_id = $3 AND o.deleted_at IS NULL)
       RETURNING ${COLUMNS}`,
      [staffId, from, to],
    );
    return rows[0] ?? null;
  }

  /** The active login of a staff member, if she has one. */
  async loginOf(tx: EntityManager, staffId: number): Promise<number | null> {
    const rows: { id: number }[] = await tx.query(`SELECT id FROM users WHERE staff_id = $1 AND is_active`, [staffId]);
    return rows[0]?.id ?? null;
  }

  async update(tx: EntityManager, establishmentId: number, id: number, v: StaffValues): Promise<StaffDto | null> {
    const rows = returnedRows<StaffDto>(
      await tx.query(
        `UPDATE staff SET name = $3, role = $4, phone = $5, email = $6, has_system_access = $7, salary_amount = $8, commission_rate = $9, version = version + 1
          WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL AND ${versionMatches(10)} RETURNING ${COLUMNS}`,
        [id, establishmentId, ...values(v), v.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  /** Whether the member is an active one of this establishment (row locked inside a transaction). */
  async lockMember(db: Db, establishmentId: number, staffId: number): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT id FROM staff WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL FOR UPDATE`, [
      staffId,
      establishmentId,
    ]);
    return rows.length > 0;
  }

  async hasUpcomingAppointments(tx: EntityManager, staffId: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM appointments WHERE staff_id = $1 AND ends_at > now() AND status IN ('pending', 'scheduled', 'confirmed', 'in_progress') LIMIT 1`,
      [staffId],
    );
    return rows.length > 0;
  }

  /** Soft delete (services let go of the member on 'staff.removed'; the login is identity's: StaffLoginsService.disable). */
  async softDelete(tx: EntityManager, staffId: number): Promise<void> {
    await tx.query(`UPDATE staff SET deleted_at = now(), has_system_access = false WHERE id = $1`, [staffId]);
  }

  /** Each day carries the week's version (the form sends it back; an empty week is version 1 until saved). */
  workingHours(staffId: number): Promise<StaffWorkingHoursDto[]> {
    return this.db.query(
      `SELECT ${HOURS_COLUMNS}, s.working_hours_version AS version FROM staff_working_hours w JOIN staff s ON s.id = w.staff_id WHERE w.staff_id = $1 ORDER BY day_of_week`,
      [staffId],
    );
  }

  /** The week's new version, or null when `expected` is stale. */
  async bumpWorkingHoursVersion(tx: EntityManager, staffId: number, expected: number | null): Promise<number | null> {
    const [row] = returnedRows<{ version: number }>(
      await tx.query(
        `UPDATE staff SET working_hours_version = working_hours_version + 1 WHERE id = $1 AND ($2::int IS NULL OR working_hours_version = $2::int) RETURNING working_hours_version AS version`,
        [staffId, expected],
      ),
    );
    return row?.version ?? null;
  }

  /** Replaces the week, answering it as written. */
  async replaceWorkingHours(tx: EntityManager, staffId: number, days: WorkingHoursInput['workingHours']): Promise<StaffWorkingHoursDto[]> {
    await tx.query(`DELETE FROM staff_working_hours WHERE staff_id = $1`, [staffId]);
    if (!days.length) return [];
    return tx.query(
      `WITH written AS (
         INSERT INTO staff_working_hours (staff_id, day_of_week, is_available, open_time, close_time)
         SELECT $1, d."dayOfWeek", d."isAvailable", d."openTime"::time, d."closeTime"::time
           FROM json_to_recordset($2::json) AS d("dayOfWeek" int, "isAvailable" boolean, "openTime" text, "closeTime" text)
         RETURNING *)
       SELECT ${HOURS_COLUMNS} FROM written ORDER BY day_of_week`,
      [staffId, JSON.stringify(days)],
    );
  }

  absences(establishmentId: number, staffId: number): Promise<AbsenceDto[]> {
    return this.db.query(`SELECT ${ABSENCE_COLUMNS} FROM staff_absences WHERE staff_id = $1 AND establishment_id = $2 ORDER BY start_date DESC, id DESC`, [
      staffId,
      establishmentId,
    ]);
  }

  async insertAbsence(establishmentId: number, staffId: number, a: AbsenceInput): Promise<AbsenceDto> {
    const [row] = await this.db.query(
      `INSERT INTO staff_absences (establishment_id, staff_id, start_date, end_date, type, reason) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ABSENCE_COLUMNS}`,
      [establishmentId, staffId, ...absenceValues(a)],
    );
    return row;
  }

  async updateAbsence(establishmentId: number, staffId: number, id: number, a: AbsenceInput): Promise<AbsenceDto | null> {
    const rows = returnedRows<AbsenceDto>(
      await this.db.query(
        `UPDATE staff_absences SET start_date = $4, end_date = $5, type = $6, reason = $7
          WHERE id = $1 AND staff_id = $2 AND establishment_id = $3 RETURNING ${ABSENCE_COLUMNS}`,
        [id, staffId, establishmentId, ...absenceValues(a)],
      ),
    );
    return rows[0] ?? null;
  }

  async deleteAbsence(establishmentId: number, staffId: number, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(`DELETE FROM staff_absences WHERE id = $1 AND staff_id = $2 AND establishment_id = $3 RETURNING id`, [id, staffId, establishmentId]),
    );
    return rows.length > 0;
  }
}
