import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CLIENT_MSG,
  LOYALTY_MSG,
  LOYALTY_UNDO_WINDOW_MS,
  type AddPointsWrite,
  type ClientLoyaltyEntryDto,
  type LoyaltyBalanceDto,
  type ServiceEarningDto,
  type UsePointsWrite,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { clientScopeUnits } from '../../platform/database/client-scope';
import { PG, pgCode } from '../../platform/database/data-source';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { LoyaltyPointsRepository, type ProgramRow } from './loyalty-points.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

function toBalance(clientId: number, program: ProgramRow, totalPoints: number): LoyaltyBalanceDto {
  return { clientId, programId: program.id, totalPoints, pointsToReward: program.pointsToReward, canRedeem: totalPoints >= program.pointsToReward };
}

/**
 * The points ledger. Each add or use is one loyalty_point_entries row (who, when, why); the client's
 * balance in the programme (loyalty_accounts) moves in the same transaction. A use is a conditional
 * update (balance >= points): concurrent redeems queue on the account row and the loser finds the balance
 * short, so a balance never goes below zero and the same points are never spent twice. A completed
 * appointment credits its programmes' points inside the completion transaction.
 */
@Injectable()
export class LoyaltyPointsService implements OnModuleInit {
  constructor(
    private readonly repository: LoyaltyPointsRepository,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('appointment.completed', (tx, a) => this.repository.creditCompletion(tx, a));
    this.hooks.subscribe('checkout.refunded', (tx, e) => this.repository.reverseCompletions(tx, e));
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
  }

  /** Balances above zero in active programmes, redeemable first (docs/product/entities.md 'Client with rewards'). */
  clientsWithRewards(auth: AuthContext): Promise<ClientLoyaltyEntryDto[]> {
    return this.repository.clientsWithRewards(auth.establishmentId);
  }

  add(auth: AuthContext, clientId: number, input: AddPointsWrite): Promise<LoyaltyBalanceDto> {
    return this.repository.db.transaction(async (tx) => {
      const program = await this.clientAndProgram(tx, auth, clientId, input.programId);
      if (!program.isActive) throw fail(409, LOYALTY_MSG.programInactive);
      if (input.appointmentId && !(await this.repository.clientAppointmentExists(tx, auth.establishmentId, clientId, input.appointmentId))) {
        throw fail(404, LOYALTY_MSG.appointmentNotFound);
      }
      try {
        await this.repository.insertEntry(tx, {
          establishmentId: auth.establishmentId,
          clientId,
          programId: program.id,
          points: input.points,
          kind: 'manual',
          reason: input.reason || LOYALTY_MSG.manualReason,
          appointmentId: input.appointmentId ?? null,
          by: auth.userId,
        });
      } catch (error) {
        if (pgCode(error) === PG.uniqueViolation) throw fail(409, LOYALTY_MSG.appointmentCredited);
        throw error;
      }
      const balance = await this.repository.credit(tx, clientId, program.id, input.points);
      await this.announce(tx, auth.establishmentId, clientId);
      return toBalance(clientId, program, balance);
    });
  }

  use(auth: AuthContext, clientId: number, input: UsePointsWrite): Promise<LoyaltyBalanceDto> {
    return this.repository.db.transaction(async (tx) => {
      const program = await this.clientAndProgram(tx, auth, clientId, input.programId);
      const balance = await this.repository.debit(tx, clientId, program.id, input.points);
      if (balance === null) throw fail(409, LOYALTY_MSG.insufficient);
      const redemptionId = await this.repository.insertEntry(tx, {
        establishmentId: auth.establishmentId,
        clientId,
        programId: program.id,
        points: -input.points,
        kind: 'redeem',
        reason: `${LOYALTY_MSG.redeemPrefix}${program.rewardDescription}`,
        appointmentId: null,
        by: auth.userId,
      });
      await this.announce(tx, auth.establishmentId, clientId);
      return { ...toBalance(clientId, program, balance), redemptionId };
    });
  }

  /**
   * Undoes a redeem (docs/product/states.md ('Loyalty')) by a reversing entry that gives the points back. The redeem row is locked and
   * the reversal is unique per redeem, so the balance is restored exactly once; a second undo, or one after
   * LOYALTY_UNDO_WINDOW_MS, is a 409.
   */
  undoRedemption(auth: AuthContext, redemptionId: number, now = this.clock.now()): Promise<LoyaltyBalanceDto> {
    return this.repository.db.transaction(async (tx) => {
      const redeem = await this.repository.lockRedemption(tx, auth.establishmentId, redemptionId);
      if (!redeem) throw fail(404, LOYALTY_MSG.redemptionNotFound);
      if (redeem.undone) throw fail(409, LOYALTY_MSG.undoAlready);
      if (now - new Date(redeem.createdAt).getTime() > LOYALTY_UNDO_WINDOW_MS) throw fail(409, LOYALTY_MSG.undoExpired);
      const program = await this.repository.programRow(tx, auth.establishmentId, redeem.programId);
      if (!program) throw fail(404, LOYALTY_MSG.programNotFound);
      try {
        await this.repository.insertEntry(tx, {
          establishmentId: auth.establishmentId,
          clientId: redeem.clientId,
          programId: redeem.programId,
          points: redeem.points,
          kind: 'redeem_undo',
          reason: `${LOYALTY_MSG.undoPrefix}${redeem.reason.replace(LOYALTY_MSG.redeemPrefix, '')}`,
          appointmentId: null,
          by: auth.userId,
          reverses: redemptionId,
        });
      } catch (error) {
        if (pgCode(error) === PG.uniqueViolation) throw fail(409, LOYALTY_MSG.undoAlready);
        throw error;
      }
      const balance = await this.repository.credit(tx, redeem.clientId, redeem.programId, redeem.points);
      await this.announce(tx, auth.establishmentId, redeem.clientId);
      return toBalance(redeem.clientId, program, balance);
    });
  }

  /** What completing an appointment of the service credits (the completion dialog says it before the click). */
  earnings(auth: AuthContext, serviceId: number): Promise<ServiceEarningDto[]> {
    return this.repository.earnings(auth.establishmentId, serviceId);
  }

  /** 404 for a client or programme the establishment does not see (its own; its network's when shared). */
  private async clientAndProgram(tx: EntityManager, auth: AuthContext, clientId: number, programId: number): Promise<ProgramRow> {
    if (!(await this.repository.clientExists(tx, auth.establishmentId, clientId))) throw fail(404, CLIENT_MSG.notFound);
    const program = await this.repository.programRow(tx, auth.establishmentId, programId);
    if (!program) throw fail(404, LOYALTY_MSG.programNotFound);
    return program;
  }

  /** Client cards show points: tell open screens of every unit that sees her once the change is committed. */
  private async announce(tx: EntityManager, establishmentId: number, clientId: number): Promise<void> {
    const units = await clientScopeUnits(tx, establishmentId);
    this.hooks.afterCommit(tx, () => units.forEach((unit) => this.realtime.emit(unit, 'client_change', { clientId })));
  }
}
