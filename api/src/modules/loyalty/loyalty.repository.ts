import { Injectable } from '@nestjs/common';
import { versionMatches } from '../../platform/http/versioned';
import {
  LOYALTY_MSG,
  PLAN_NAMES,
  planIncludes,
  type ClientLoyaltyEntryDto,
  type LoyaltyProgramDto,
  type LoyaltyProgramWrite,
  type ServiceEarningDto,
} from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import type { AppointmentCompleted, CheckoutRefunded, ClientMerged } from '../../platform/hooks/domain-events';

/** Plans whose establishments earn points (the loyalty gate, enforced in SQL too). */
const LOYALTY_PLANS = PLAN_NAMES.filter((plan) => planIncludes(plan, 'loyalty'));

const PROGRAM_COLUMNS = `p.id, p.name, p.points_per_service AS "pointsPerService", p.points_to_reward AS "pointsToReward",
  p.reward_description AS "rewardDescription", p.is_active AS "isActive", p.version,
  coalesce((SELECT json_agg(json_build_object('serviceId', ps.service_id) ORDER BY ps.service_id)
            FROM loyalty_program_services ps WHERE ps.program_id = p.id), '[]'::json) AS services`;

export interface ProgramRow {
  id: number;
  isActive: boolean;
  pointsToReward: number;
  rewardDescription: string;
}

type Db = DataSource | EntityManager;

const programValues = (input: Omit<LoyaltyProgramWrite, 'services'>) => [
  input.name,
  input.pointsPerService,
  input.pointsToReward,
  input.rewardDescription,
  input.isActive,
];

/** Every SQL statement on loyalty programmes, their services, the points ledger and the balances. */
@Injectable()
export class LoyaltyRepository {
  constructor(readonly db: DataSource) {}

  programs(establishmentId: number): Promise<LoyaltyProgramDto[]> {
    return this.db.query(`SELECT ${PROGRAM_COLUMNS} FROM loyalty_programs p WHERE p.establishment_id = $1 AND p.deleted_at IS NULL ORDER BY p.id`, [
      establishmentId,
    ]);
  }

  async program(db: Db, establishmentId: number, id: number): Promise<LoyaltyProgramDto | null> {
    const rows: LoyaltyProgramDto[] = await db.query(
      `SELECT ${PROGRAM_COLUMNS} FROM loyalty_programs p WHERE p.id = $1 AND p.establishment_id = $2 AND p.deleted_at IS NULL`,
      [id, establishmentId],
    );
    return rows[0] ?? null;
  }

  async programRow(tx: EntityManager, establishmentId: number, programId: number): Promise<ProgramRow | null> {
    const rows: ProgramRow[] = await tx.query(
      `SELECT id, is_active AS "isActive", points_to_reward AS "pointsToReward", reward_description AS "rewardDescription"
       FROM loyalty_programs WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`,
      [programId, establishmentId],
    );
    return rows[0] ?? null;
  }

  async hasAnyProgram(db: Db, establishmentId: number): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM loyalty_programs WHERE establishment_id = $1 LIMIT 1`, [establishmentId]);
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

  /** Balances above zero in active programmes, redeemable first. */
  clientsWithRewards(establishmentId: number): Promise<ClientLoyaltyEntryDto[]> {
    return this.db.query(
      `SELECT a.client_id AS "clientId", c.name AS "clientName", a.balance AS "totalPoints",
              p.points_to_reward AS "pointsToReward", p.reward_description AS "rewardDescription",
              a.balance >= p.points_to_reward AS "canRedeem", p.id AS "programId", p.name AS "programName"
       FROM loyalty_accounts a
       JOIN loyalty_programs p ON p.id = a.program_id AND p.is_active AND p.deleted_at IS NULL
       JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
       WHERE a.establishment_id = $1 AND a.balance > 0
       ORDER BY a.balance >= p.points_to_reward DESC, a.balance DESC, lower(c.name), p.id`,
      [establishmentId],
    );
  }

  async clientExists(tx: EntityManager, establishmentId: number, clientId: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM clients WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [clientId, establishmentId]);
    return rows.length > 0;
  }

  async clientAppointmentExists(tx: EntityManager, establishmentId: number, clientId: number, appointmentId: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM appointments WHERE id = $1 AND establishment_id = $2 AND client_id = $3`, [
      appointmentId,
      establishmentId,
      clientId,
    ]);
    return rows.length > 0;
  }

  /** Writes one ledger entry; answers its id. */
  async insertEntry(
    tx: EntityManager,
    e: {
      establishmentId: number;
      clientId: number;
      programId: number;
      points: number;
      kind: 'manual' | 'redeem' | 'redeem_undo';
      reason: string;
      appointmentId: number | null;
      by: number;
      reverses?: number | null;
    },
  ): Promise<number> {
    const [row] = returnedRows<{ id: string }>(
      await tx.query(
        `INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, appointment_id, created_by_user_id, reverses_entry_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [e.establishmentId, e.clientId, e.programId, e.points, e.kind, e.reason, e.appointmentId, e.by, e.reverses ?? null],
      ),
    );
    return Number(row!.id);
  }

  /** A redeem entry of the establishment, locked (two undos queue here), with whether it was already reversed. */
  async lockRedemption(
    tx: EntityManager,
    establishmentId: number,
    id: number,
  ): Promise<{ clientId: number; programId: number; points: number; reason: string; createdAt: Date; undone: boolean } | null> {
    const rows: { clientId: number; programId: number; points: number; reason: string; createdAt: Date; undone: boolean }[] = await tx.query(
      `SELECT e.client_id AS "clientId", e.program_id AS "programId", -e.points AS points, e.reason, e.created_at AS "createdAt",
              EXISTS (SELECT 1 FROM loyalty_point_entries r WHERE r.reverses_entry_id = e.id) AS undone
         FROM loyalty_point_entries e WHERE e.id = $1 AND e.establishment_id = $2 AND e.kind = 'redeem' FOR UPDATE`,
      [id, establishmentId],
    );
    return rows[0] ?? null;
  }

  /** Points a completed appointment of the service would earn, per active programme listing it (plan-gated like the credit). */
  earnings(establishmentId: number, serviceId: number): Promise<ServiceEarningDto[]> {
    return this.db.query(
      `SELECT p.id AS "programId", p.name AS "programName", p.points_per_service AS points
         FROM loyalty_programs p
         JOIN loyalty_program_services ps ON ps.program_id = p.id AND ps.service_id = $2
         JOIN establishments e ON e.id = p.establishment_id AND e.plan = ANY($3::text[])
        WHERE p.establishment_id = $1 AND p.is_active AND p.deleted_at IS NULL
        ORDER BY p.id`,
      [establishmentId, serviceId, LOYALTY_PLANS],
    );
  }

  /** Adds to the client's balance in the programme (opening the account on first points); answers the new balance. */
  async credit(tx: EntityManager, establishmentId: number, clientId: number, programId: number, points: number): Promise<number> {
    const [row] = returnedRows<{ balance: number }>(
      await tx.query(
        `INSERT INTO loyalty_accounts (establishment_id, client_id, program_id, balance) VALUES ($1, $2, $3, $4)
         ON CONFLICT (client_id, program_id) DO UPDATE SET balance = loyalty_accounts.balance + EXCLUDED.balance, updated_at = now()
         RETURNING balance`,
        [establishmentId, clientId, programId, points],
      ),
    );
    return row!.balance;
  }

  /** Takes points if the balance covers them (a conditional update: concurrent redeems queue on the row); the new balance or null. */
  async debit(tx: EntityManager, clientId: number, programId: number, points: number): Promise<number | null> {
    const rows = returnedRows<{ balance: number }>(
      await tx.query(
        `UPDATE loyalty_accounts SET balance = balance - $3, updated_at = now()
         WHERE client_id = $1 AND program_id = $2 AND balance >= $3 RETURNING balance`,
        [clientId, programId, points],
      ),
    );
    return rows[0]?.balance ?? null;
  }

  /**
   * The points of a completed appointment in every active programme listing its service. The unique
   * (program_id, appointment_id) index makes it exactly once per appointment and programme.
   */
  async creditCompletion(tx: EntityManager, a: AppointmentCompleted): Promise<void> {
    await tx.query(
      `WITH programs AS (
         SELECT p.id, p.points_per_service
         FROM loyalty_programs p
         JOIN loyalty_program_services ps ON ps.program_id = p.id AND ps.service_id = $2
         JOIN establishments e ON e.id = p.establishment_id AND e.plan = ANY($6::text[])
         WHERE p.establishment_id = $1 AND p.is_active AND p.deleted_at IS NULL
       ), earned AS (
         INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, appointment_id, created_by_user_id)
         SELECT $1, $3, id, points_per_service, 'appointment', $7, $4, $5 FROM programs
         ON CONFLICT (program_id, appointment_id) WHERE appointment_id IS NOT NULL DO NOTHING
         RETURNING program_id, points
       )
       INSERT INTO loyalty_accounts (establishment_id, client_id, program_id, balance)
       SELECT $1, $3, program_id, points FROM earned
       ON CONFLICT (client_id, program_id) DO UPDATE SET balance = loyalty_accounts.balance + EXCLUDED.balance, updated_at = now()`,
      [a.establishmentId, a.serviceId, a.clientId, a.id, a.completedByUserId, LOYALTY_PLANS, LOYALTY_MSG.completionReason],
    );
  }

  /**
   * A refunded comanda's appointments give their points back: each completion entry not yet reversed gets a
   * 'checkout_refund' entry of minus its points (at most the balance left, never below zero) that names it.
   */
  async reverseCompletions(tx: EntityManager, e: CheckoutRefunded): Promise<void> {
    if (e.appointmentIds.length === 0) return;
    const earned: { id: string; clientId: number; programId: number; points: number }[] = await tx.query(
      `SELECT pe.id, pe.client_id AS "clientId", pe.program_id AS "programId", pe.points FROM loyalty_point_entries pe
        WHERE pe.establishment_id = $1 AND pe.kind = 'appointment' AND pe.appointment_id = ANY($2::int[])
          AND NOT EXISTS (SELECT 1 FROM loyalty_point_entries r WHERE r.reverses_entry_id = pe.id) ORDER BY pe.id`,
      [e.establishmentId, e.appointmentIds],
    );
    for (const entry of earned) {
      const [account] = await tx.query(`SELECT balance FROM loyalty_accounts WHERE client_id = $1 AND program_id = $2 FOR UPDATE`, [
        entry.clientId,
        entry.programId,
      ]);
      const take = Math.min(entry.points, account?.balance ?? 0);
      if (take <= 0) continue;
      await tx.query(
        `INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, created_by_user_id, reverses_entry_id)
         VALUES ($1, $2, $3, $4, 'checkout_refund', $5, $6, $7)`,
        [e.establishmentId, entry.clientId, entry.programId, -take, LOYALTY_MSG.checkoutRefundReason, e.refundedByUserId, entry.id],
      );
      await tx.query(`UPDATE loyalty_accounts SET balance = balance - $3, updated_at = now() WHERE client_id = $1 AND program_id = $2`, [
        entry.clientId,
        entry.programId,
        take,
      ]);
    }
  }

  /**
   * A client merged into another (the 'client.merged' event): the ledger's entries move, and each programme's
   * balance becomes the sum of both, so the entries still sum to the balance.
   */
  async moveClient(tx: EntityManager, e: ClientMerged): Promise<void> {
    const params = [e.establishmentId, e.sourceId, e.targetId];
    await tx.query(`UPDATE loyalty_point_entries SET client_id = $3 WHERE establishment_id = $1 AND client_id = $2`, params);
    await tx.query(
      `INSERT INTO loyalty_accounts AS a (establishment_id, client_id, program_id, balance)
       SELECT establishment_id, $3, program_id, balance FROM loyalty_accounts WHERE establishment_id = $1 AND client_id = $2
       ON CONFLICT (client_id, program_id) DO UPDATE SET balance = a.balance + EXCLUDED.balance, updated_at = now()`,
      params,
    );
    await tx.query(`DELETE FROM loyalty_accounts WHERE establishment_id = $1 AND client_id = $2`, params.slice(0, 2));
  }
}
