import { Injectable } from '@nestjs/common';
import { LOYALTY_MSG, PLAN_NAMES, planIncludes, type ClientLoyaltyEntryDto, type ServiceEarningDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inClientScope } from '../../platform/database/client-scope';
import { returnedRows } from '../../platform/database/data-source';
import type { AppointmentCompleted, CheckoutRefunded, ClientMerged } from '../../platform/hooks/domain-events';

/** Plans whose establishments earn points (the loyalty gate, enforced in SQL too). */
const LOYALTY_PLANS = PLAN_NAMES.filter((plan) => planIncludes(plan, 'loyalty'));

export interface ProgramRow {
  id: number;
  isActive: boolean;
  pointsToReward: number;
  rewardDescription: string;
}

/**
 * `programs`: where a visit of service $2 in unit $1 earns points (docs/product/units.md, 'Shared clients'): the
 * active programmes, of a unit whose plan ($3) includes loyalty, among the unit's clients' scope (its own; its
 * network's when shared) that list the service, or, in another unit, a service of the same name (units copy
 * their services by name), so a client earns into one account whichever unit serves her.
 */
const EARNING_PROGRAMS = `programs AS (
  SELECT p.id, p.name, p.points_per_service, p.establishment_id
    FROM loyalty_programs p JOIN establishments e ON e.id = p.establishment_id AND e.plan = ANY($3::text[])
   WHERE ${inClientScope(1, 'p')} AND p.is_active AND p.deleted_at IS NULL
     AND EXISTS (SELECT 1 FROM loyalty_program_services ps JOIN services s ON s.id = ps.service_id
                  WHERE ps.program_id = p.id
                    AND (ps.service_id = $2 OR (p.establishment_id <> $1 AND lower(s.name) = (SELECT lower(name) FROM services WHERE id = $2)))))`;

/** Every SQL statement on the points ledger and the balances (docs/product/units.md: one account per programme, wherever she earns). */
@Injectable()
export class LoyaltyPointsRepository {
  constructor(readonly db: DataSource) {}

  /** A programme the unit's clients earn in: its own, or another unit's of a network sharing clients. */
  async programRow(tx: EntityManager, establishmentId: number, programId: number): Promise<ProgramRow | null> {
    const rows: ProgramRow[] = await tx.query(
      `SELECT id, is_active AS "isActive", points_to_reward AS "pointsToReward", reward_description AS "rewardDescription"
       FROM loyalty_programs p WHERE id = $1 AND ${inClientScope(2, 'p')} AND deleted_at IS NULL`,
      [programId, establishmentId],
    );
    return rows[0] ?? null;
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
       WHERE ${inClientScope(1, 'a')} AND a.balance > 0
       ORDER BY a.balance >= p.points_to_reward DESC, a.balance DESC, lower(c.name), p.id`,
      [establishmentId],
    );
  }

  async clientExists(tx: EntityManager, establishmentId: number, clientId: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM clients c WHERE id = $1 AND ${inClientScope(2)} AND deleted_at IS NULL`, [clientId, establishmentId]);
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
    return this.db.query(`WITH ${EARNING_PROGRAMS} SELECT id AS "programId", name AS "programName", points_per_service AS points FROM programs ORDER BY id`, [
      establishmentId,
      serviceId,
      LOYALTY_PLANS,
    ]);
  }

  /**
   * Adds to the client's balance in the programme (opening the account on first points, in the programme's unit:
   * one account wherever she earns); answers the new balance.
   */
  async credit(tx: EntityManager, clientId: number, programId: number, points: number): Promise<number> {
    const [row] = returnedRows<{ balance: number }>(
      await tx.query(
        `INSERT INTO loyalty_accounts (establishment_id, client_id, program_id, balance) SELECT establishment_id, $1, id, $3 FROM loyalty_programs WHERE id = $2
         ON CONFLICT (client_id, program_id) DO UPDATE SET balance = loyalty_accounts.balance + EXCLUDED.balance, updated_at = now()
         RETURNING balance`,
        [clientId, programId, points],
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
   * The points of a completed appointment in every programme it earns in (EARNING_PROGRAMS). The unique
   * (program_id, appointment_id) index makes it exactly once per appointment and programme; the entry is the
   * visit's unit's, the account the programme's.
   */
  async creditCompletion(tx: EntityManager, a: AppointmentCompleted): Promise<void> {
    await tx.query(
      `WITH ${EARNING_PROGRAMS}, earned AS (
         INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, appointment_id, created_by_user_id)
         SELECT $1, $4, id, points_per_service, 'appointment', $7, $5, $6 FROM programs
         ON CONFLICT (program_id, appointment_id) WHERE appointment_id IS NOT NULL DO NOTHING
         RETURNING program_id, points
       )
       INSERT INTO loyalty_accounts (establishment_id, client_id, program_id, balance)
       SELECT p.establishment_id, $4, earned.program_id, earned.points FROM earned JOIN programs p ON p.id = earned.program_id
       ON CONFLICT (client_id, program_id) DO UPDATE SET balance = loyalty_accounts.balance + EXCLUDED.balance, updated_at = now()`,
      [a.establishmentId, a.serviceId, LOYALTY_PLANS, a.clientId, a.id, a.completedByUserId, LOYALTY_MSG.completionReason],
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
    await tx.query(`UPDATE loyalty_point_entries e SET client_id = $3 WHERE ${inClientScope(1, 'e')} AND client_id = $2`, params);
    await tx.query(
      `INSERT INTO loyalty_accounts AS a (establishment_id, client_id, program_id, balance)
       SELECT s.establishment_id, $3, s.program_id, s.balance FROM loyalty_accounts s WHERE ${inClientScope(1, 's')} AND s.client_id = $2
       ON CONFLICT (client_id, program_id) DO UPDATE SET balance = a.balance + EXCLUDED.balance, updated_at = now()`,
      params,
    );
    await tx.query(`DELETE FROM loyalty_accounts a WHERE ${inClientScope(1, 'a')} AND client_id = $2`, params.slice(0, 2));
  }
}
