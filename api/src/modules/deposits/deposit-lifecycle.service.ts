import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DEPOSIT_MSG, formatBRL, type DepositDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioned';
import { DomainHooks } from '../../platform/hooks/hooks';
import type { AppointmentStatusChanged } from '../../platform/hooks/domain-events';
import { JobsService } from '../../platform/jobs/jobs.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { AppointmentStatusService } from '../appointments/appointment-status.service';
import { FinancesService } from '../finances/finances.service';
import { NotificationsService } from '../notifications/notifications.service';
import { DepositStripeClient } from './deposit-stripe.client';
import { DepositsRepository } from './deposits.repository';
import { DepositsService, EXPIRE_JOB } from './deposits.service';

const HOUR = 3600_000;

/**
 * A deposit's steps after it is opened (docs/product/deposits.md), each a conditional UPDATE so it happens once:
 * paid (Stripe's webhook or the owner's 'Sinal recebido'), expired unpaid (the job cancels the booking, the time
 * goes to the waitlist), kept on a no-show or a late cancel (income 'Taxa de não comparecimento'), refunded on an
 * early cancel (Stripe refund, else 'refund_due' for the owner to return by PIX).
 */
@Injectable()
export class DepositLifecycle implements OnModuleInit {
  private readonly logger = new Logger('Deposits');

  constructor(
    private readonly repository: DepositsRepository,
    private readonly deposits: DepositsService,
    private readonly statuses: AppointmentStatusService,
    private readonly finances: FinancesService,
    private readonly notifications: NotificationsService,
    private readonly stripe: DepositStripeClient,
    private readonly hooks: DomainHooks,
    private readonly audit: AuditService,
    private readonly jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    // At each deposit's deadline (startAfter) and every minute as a sweep, so a lost job or a restart still expires it.
    jobs.work(EXPIRE_JOB, () => this.expire(this.clock.now()), { retryLimit: 2, retryDelaySeconds: 30 });
    jobs.schedule(EXPIRE_JOB, '* * * * *');
  }

  onModuleInit(): void {
    this.hooks.subscribe('appointment.status_changed', (tx, e) => this.statusChanged(tx, e));
  }

  /** Unpaid past the window: each booking is cancelled; its cancel (statusChanged) expires the deposit, once. */
  async expire(now: number): Promise<void> {
    for (const d of await this.repository.due(now)) {
      const auth = await this.repository.actingAuth(d.establishmentId);
      for (const appointmentId of d.appointmentIds) {
        if (!auth) break;
        await this.statuses.change(auth, appointmentId, 'cancelled').catch((error) => this.logger.warn(`sinal ${d.id}: ${(error as Error).message}`));
      }
      // Bookings no longer active (cancelled by hand meanwhile) leave nothing to cancel: the deposit expires here.
      await this.repository.move(this.repository.db, d.id, ['awaiting'], 'expired', { reason: DEPOSIT_MSG.unpaidReason });
    }
  }

  /** Stripe's payment_intent.succeeded, inside the webhook's transaction: whether it paid an awaiting deposit. */
  async paidByStripe(tx: EntityManager, intent: Record<string, any>): Promise<{ establishmentId: number | null; outcome: string }> {
    const depositId = Number(intent.metadata?.depositId);
    if (!Number.isSafeInteger(depositId) || depositId < 1) return { establishmentId: null, outcome: 'ignored' };
    const row = await this.repository.find(tx, null, depositId);
    if (!row || row.paymentIntentId !== intent.id || Number(intent.amount) !== row.amountCents) return { establishmentId: null, outcome: 'ignored' };
    const moved = await this.paid(tx, depositId, null);
    return { establishmentId: row.establishmentId, outcome: moved ? 'deposit_paid' : 'duplicate' };
  }

  /** POST /api/deposits/{id}/confirm: the owner saw the PIX arrive ('Sinal recebido'). */
  async confirm(auth: AuthContext, id: number, version: number): Promise<DepositDto> {
    await this.repository.db.transaction(async (tx) => {
      const row = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!row) throw fail(404, DEPOSIT_MSG.notFound);
      if (row.version !== version) throw staleVersion();
      if (row.status !== 'awaiting') throw fail(409, DEPOSIT_MSG.notAwaiting);
      if (row.provider === 'stripe') throw fail(409, DEPOSIT_MSG.viaStripe);
      await this.paid(tx, id, version);
      await this.notifications.settle(tx, row.appointmentIds[0]!);
      await this.auditStatus(tx, auth, id, 'awaiting', 'paid', row.clientName);
    });
    return this.deposits.get(auth, id);
  }

  /** The owner's own step on a deposit, in the audit log as a status change. */
  private auditStatus(tx: EntityManager, auth: AuthContext, id: number, before: string, after: string, clientName: string | null) {
    return this.audit.record(tx, auth, {
      entity: 'deposit',
      entityId: id,
      action: 'status',
      before: { status: before },
      after: { status: after },
      clientName: clientName ?? undefined,
    });
  }

  /** POST /api/deposits/{id}/refunded: the owner returned a 'refund_due' deposit by PIX. */
  async refunded(auth: AuthContext, id: number, version: number): Promise<DepositDto> {
    await this.repository.db.transaction(async (tx) => {
      const row = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!row) throw fail(404, DEPOSIT_MSG.notFound);
      if (row.version !== version) throw staleVersion();
      if (row.status !== 'refund_due') throw fail(409, DEPOSIT_MSG.notRefundDue);
      await this.repository.move(tx, id, ['refund_due'], 'refunded', { version });
      await this.auditStatus(tx, auth, id, 'refund_due', 'refunded', row.clientName);
    });
    return this.deposits.get(auth, id);
  }

  /** awaiting → paid once; after the commit the bookings are confirmed when the salon confirms new bookings at once. */
  private async paid(tx: EntityManager, id: number, version: number | null): Promise<boolean> {
    const moved = await this.repository.move(tx, id, ['awaiting'], 'paid', { version, paid: true });
    if (!moved) return false;
    this.hooks.afterCommit(tx, async () => {
      if (!(await this.repository.autoConfirm(moved.establishmentId))) return;
      const auth = await this.repository.actingAuth(moved.establishmentId);
      for (const appointmentId of moved.appointmentIds)
        if (auth)
          await this.statuses
            .change(auth, appointmentId, 'confirmed')
            .catch((error) => this.logger.warn(`confirmar ${appointmentId}: ${(error as Error).message}`));
    });
    return true;
  }

  /** In the status change's transaction: a cancel or no-show decides the deposit covering the appointment. */
  private async statusChanged(tx: EntityManager, e: AppointmentStatusChanged): Promise<void> {
    if (e.to !== 'cancelled' && e.to !== 'no_show' && e.to !== 'rejected') return;
    const d = await this.repository.forAppointment(tx, e.id, true);
    if (!d || d.establishmentId !== e.establishmentId) return;
    const now = this.clock.now();
    // Unpaid: the expiry (past the deadline) settles it once; a cancel before that leaves it to the sweep, which cancels the visit's rest.
    if (d.status === 'awaiting') {
      if (e.to !== 'no_show' && now >= new Date(d.expiresAt).getTime())
        await this.repository.move(tx, d.id, ['awaiting'], 'expired', { reason: DEPOSIT_MSG.unpaidReason });
      return;
    }
    if (d.status !== 'paid') return;
    const late = e.to === 'no_show' || now > e.startsAt.getTime() - d.keepHours * HOUR;
    if (late && e.to !== 'rejected') {
      if (!(await this.repository.move(tx, d.id, ['paid'], 'kept', { reason: e.to === 'no_show' ? 'Não compareceu' : 'Cancelamento tardio' }))) return;
      const auth = e.actor ?? (await this.repository.actingAuth(d.establishmentId));
      if (!auth) return;
      await this.finances.recordMany(tx, auth, [
        {
          establishmentId: d.establishmentId,
          amountCents: d.amountCents,
          description: `${DEPOSIT_MSG.noShowFee}${d.clientName ? ` - ${d.clientName}` : ''}`,
          category: 'Outros Rendimentos',
          userId: auth.userId,
          at: new Date(now),
          paymentMethod: 'PIX',
        },
      ]);
      return;
    }
    if (!(await this.repository.move(tx, d.id, ['paid'], 'refund_due', { reason: 'Cancelado com antecedência' }))) return;
    if (d.provider === 'stripe' && d.paymentIntentId) {
      const intent = d.paymentIntentId;
      // The refund leaves after the commit; only once it went through is the deposit 'refunded' (else it stays due, with the bell).
      this.hooks.afterCommit(tx, async () => {
        try {
          await this.stripe.refund(intent, d.id);
          await this.repository.move(this.repository.db, d.id, ['refund_due'], 'refunded');
        } catch (error) {
          this.logger.warn(`reembolso do sinal ${d.id}: ${(error as Error).message}`);
        }
      });
      return;
    }
    await this.notifications.raise(tx, {
      establishmentId: d.establishmentId,
      userId: null,
      type: 'deposit',
      title: DEPOSIT_MSG.refundTitle,
      message: `Devolva por PIX o sinal de ${formatBRL(d.amountCents / 100)}${d.clientName ? ` de ${d.clientName}` : ''}: cancelamento com antecedência.`,
      appointmentId: e.id,
    });
  }
}
