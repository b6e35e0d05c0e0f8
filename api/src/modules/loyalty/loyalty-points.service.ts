import { Injectable } from '@nestjs/common';
import {
  CLIENT_MSG,
  LOYALTY_MSG,
  type AddPointsWrite,
  type ClientLoyaltyEntryDto,
  type LoyaltyBalanceDto,
  type UsePointsWrite,
} from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { PG, pgCode, returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { AfterCommit } from '../clients/after-commit';

interface ProgramRow {
  id: number;
  isActive: boolean;
  pointsToReward: number;
  rewardDescription: string;
}

/**
 * The points ledger. Each add or use is one loyalty_point_entries row (who, when, why); the client's
 * balance in the programme (loyalty_accounts) moves in the same transaction. A use is a conditional
 * update (balance >= points): concurrent redeems queue on the account row and the loser finds the balance
 * short, so a balance never goes below zero and the same points are never spent twice.
 */
@Injectable()
export class LoyaltyPointsService {
  constructor(
    private readonly db: DataSource,
    private readonly realtime: RealtimeService,
    private readonly afterCommit: AfterCommit,
  ) {}

  /** Balances above zero in active programmes, redeemable first (SPEC §3 'Client with rewards'). */
  clientsWithRewards(auth: AuthContext): Promise<ClientLoyaltyEntryDto[]> {
    return this.db.query(
      `SELECT a.client_id AS "clientId", c.name AS "clientName", a.balance AS "totalPoints",
              p.points_to_reward AS "pointsToReward", p.reward_description AS "rewardDescription",
              a.balance >= p.points_to_reward AS "canRedeem", p.id AS "programId", p.name AS "programName"
       FROM loyalty_accounts a
       JOIN loyalty_programs p ON p.id = a.program_id AND p.is_active AND p.deleted_at IS NULL
       JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
       WHERE a.establishment_id = $1 AND a.balance > 0
       ORDER BY a.balance >= p.points_to_reward DESC, a.balance DESC, lower(c.name), p.id`,
      [auth.establishmentId],
    );
  }

  async add(auth: AuthContext, clientId: number, input: AddPointsWrite): Promise<LoyaltyBalanceDto> {
    const result = await this.db.transaction(async (tx) => {
      await this.client(tx, auth.establishmentId, clientId);
      const program = await this.program(tx, auth.establishmentId, input.programId);
      if (!program.isActive) throw fail(409, LOYALTY_MSG.programInactive);
      if (input.appointmentId) await this.appointment(tx, auth.establishmentId, clientId, input.appointmentId);
      try {
        await tx.query(
          `INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, appointment_id, created_by_user_id)
           VALUES ($1, $2, $3, $4, 'manual', $5, $6, $7)`,
          [auth.establishmentId, clientId, program.id, input.points, input.reason || 'Pontos adicionados manualmente', input.appointmentId ?? null, auth.userId],
        );
      } catch (error) {
        if (pgCode(error) === PG.uniqueViolation) throw fail(409, LOYALTY_MSG.appointmentCredited);
        throw error;
      }
      const balance = await credit(tx, auth.establishmentId, clientId, program.id, input.points);
      this.announce(tx, auth.establishmentId, clientId);
      return toBalance(clientId, program, balance);
    });
    return result;
  }

  async use(auth: AuthContext, clientId: number, input: UsePointsWrite): Promise<LoyaltyBalanceDto> {
    return this.db.transaction(async (tx) => {
      await this.client(tx, auth.establishmentId, clientId);
      const program = await this.program(tx, auth.establishmentId, input.programId);
      const rows = returnedRows<{ balance: number }>(
        await tx.query(
          `UPDATE loyalty_accounts SET balance = balance - $3, updated_at = now()
           WHERE client_id = $1 AND program_id = $2 AND balance >= $3 RETURNING balance`,
          [clientId, program.id, input.points],
        ),
      );
      if (!rows[0]) throw fail(409, LOYALTY_MSG.insufficient);
      await tx.query(
        `INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, created_by_user_id)
         VALUES ($1, $2, $3, $4, 'redeem', $5, $6)`,
        [auth.establishmentId, clientId, program.id, -input.points, `Resgate: ${program.rewardDescription}`, auth.userId],
      );
      this.announce(tx, auth.establishmentId, clientId);
      return toBalance(clientId, program, rows[0].balance);
    });
  }

  /** Client cards show points: tell open screens once the change is committed. */
  private announce(tx: EntityManager, establishmentId: number, clientId: number): void {
    this.afterCommit.run(tx, () => this.realtime.emit(establishmentId, 'client_change', { clientId }));
  }

  private async client(tx: EntityManager, establishmentId: number, clientId: number): Promise<void> {
    const rows = await tx.query(`SELECT 1 FROM clients WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [clientId, establishmentId]);
    if (!rows.length) throw fail(404, CLIENT_MSG.notFound);
  }

  private async program(tx: EntityManager, establishmentId: number, programId: number): Promise<ProgramRow> {
    const rows: ProgramRow[] = await tx.query(
      `SELECT id, is_active AS "isActive", points_to_reward AS "pointsToReward", reward_description AS "rewardDescription"
       FROM loyalty_programs WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`,
      [programId, establishmentId],
    );
    if (!rows[0]) throw fail(404, LOYALTY_MSG.programNotFound);
    return rows[0];
  }

  private async appointment(tx: EntityManager, establishmentId: number, clientId: number, appointmentId: number): Promise<void> {
    const rows = await tx.query(`SELECT 1 FROM appointments WHERE id = $1 AND establishment_id = $2 AND client_id = $3`, [
      appointmentId,
      establishmentId,
      clientId,
    ]);
    if (!rows.length) throw fail(404, LOYALTY_MSG.appointmentNotFound);
  }
}

/** Adds to the client's balance in the programme (opening the account on first points); answers the new balance. */
export async function credit(tx: EntityManager, establishmentId: number, clientId: number, programId: number, points: number): Promise<number> {
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

function toBalance(clientId: number, program: ProgramRow, totalPoints: number): LoyaltyBalanceDto {
  return { clientId, programId: program.id, totalPoints, pointsToReward: program.pointsToReward, canRedeem: totalPoints >= program.pointsToReward };
}
