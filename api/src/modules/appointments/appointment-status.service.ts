import { Inject, Injectable } from '@nestjs/common';
import { APPOINTMENT_MSG, decideTransition, type AppointmentDto, type AppointmentStatusChange } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { AuditService } from '../../platform/audit/audit.service';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { NotificationsService } from '../notifications/notifications.service';
import { AppointmentEvents } from './appointment-events';
import { AppointmentsRepository, type LockedAppointment } from './appointments.repository';
import { AppointmentsService } from './appointments.service';

/** PATCH /api/appointments/{id}/status and DELETE (cancel): docs/product/states.md transitions, each in one transaction. */
@Injectable()
export class AppointmentStatusService {
  constructor(
    private readonly repository: AppointmentsRepository,
    private readonly appointments: AppointmentsService,
    private readonly notifications: NotificationsService,
    private readonly hooks: DomainHooks,
    private readonly events: AppointmentEvents,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Completion runs with the appointment row locked (so a second request waits and then sees 'completed')
   * and publishes 'appointment.completed' in the same transaction: finances records the income, clients the
   * last visit, loyalty the points; each commits or rolls back with the completion. Only once the
   * appointment has started (409 before), so the income, dated at the start, is never in the future.
   */
  async change(auth: AuthContext, id: number, to: AppointmentStatusChange | 'cancelled'): Promise<AppointmentDto> {
    const outcome = await this.repository.db.transaction(async (tx) => {
      const current = await this.appointments.lock(tx, auth, id);
      const decision = decideTransition(current.status, to);
      if (decision.kind === 'refuse') throw fail(409, decision.message);
      if (decision.kind === 'noop') return { current, dto: await this.appointments.get(auth, id, tx), changed: false };
      // docs/product/states.md ('Completing', 'No-show'): neither before the start (no income on the wrong day, no absence foretold).
      if (current.startsAt.getTime() > this.clock.now()) {
        if (to === 'completed') throw fail(409, APPOINTMENT_MSG.completeBeforeStart);
        if (to === 'no_show') throw fail(409, APPOINTMENT_MSG.noShowBeforeStart);
      }
      if (to === 'completed') return this.audited(tx, auth, current, to, await this.markCompleted(tx, auth, current, false));
      // Any other change (a no-show too: no income, no points) only sets the status; leaving the active statuses frees the time.
      const dto = await this.repository.setStatus(tx, id, auth.zone, to);
      if (current.status === 'pending') await this.notifications.settle(tx, id);
      // Online booking sends the client's message and offers a freed time to the waitlist.
      await this.hooks.publish(tx, 'appointment.status_changed', {
        id,
        establishmentId: auth.establishmentId,
        serviceId: current.serviceId,
        staffId: current.staffId,
        from: current.status,
        to,
        startsAt: current.startsAt,
        durationMinutes: current.durationMinutes,
        actor: auth,
      });
      return this.audited(tx, auth, current, to, dto);
    });
    if (outcome.changed) {
      this.events.emit({
        establishmentId: auth.establishmentId,
        appointmentId: id,
        action: to,
        staffIds: [outcome.current.staffId],
        pendingChanged: outcome.current.status === 'pending',
      });
    }
    return outcome.dto;
  }

  /**
   * A comanda's appointment completed inside the comanda's closing transaction: the same checks and
   * 'appointment.completed' (points, last visit) as ✓, flagged paidByCheckout so no list-price income is
   * written (the comanda records the money). Already completed: nothing to do.
   */
  async completeForCheckout(tx: EntityManager, auth: AuthContext, id: number): Promise<void> {
    const current = await this.appointments.lock(tx, auth, id);
    const decision = decideTransition(current.status, 'completed');
    if (decision.kind === 'refuse') throw fail(409, decision.message);
    if (decision.kind === 'noop') return;
    if (current.startsAt.getTime() > this.clock.now()) throw fail(409, APPOINTMENT_MSG.completeBeforeStart);
    await this.audited(tx, auth, current, 'completed', await this.markCompleted(tx, auth, current, true));
    this.hooks.afterCommit(tx, () =>
      this.events.emit({
        establishmentId: auth.establishmentId,
        appointmentId: id,
        action: 'completed',
        staffIds: [current.staffId],
        pendingChanged: current.status === 'pending',
      }),
    );
  }

  /**
   * Sets 'completed' and publishes 'appointment.completed' (income unless paidByCheckout, last visit, points), the
   * one completion both ✓ and a comanda's closing go through.
   */
  private async markCompleted(tx: EntityManager, auth: AuthContext, current: LockedAppointment, paidByCheckout: boolean): Promise<AppointmentDto> {
    const { dto, completedAt } = await this.repository.complete(tx, current.id, auth.zone);
    await this.hooks.publish(tx, 'appointment.completed', {
      id: current.id,
      establishmentId: auth.establishmentId,
      clientId: current.clientId,
      serviceId: current.serviceId,
      staffId: current.staffId,
      price: current.price,
      startsAt: current.startsAt,
      completedAt,
      completedByUserId: auth.userId,
      actor: auth,
      ...(paidByCheckout ? { paidByCheckout: true } : {}),
    });
    return dto;
  }

  /** The status change's audit row (a cancel is its own action), in the change's transaction. */
  private async audited(tx: EntityManager, auth: AuthContext, current: LockedAppointment, to: AppointmentStatusChange | 'cancelled', dto: AppointmentDto) {
    const action = to === 'cancelled' ? 'cancel' : 'status';
    await this.audit.record(tx, auth, {
      entity: 'appointment',
      entityId: current.id,
      action,
      before: { status: current.status },
      after: { status: to },
      clientName: dto.clientName,
    });
    // A cancellation is also a status change: a receiver of either hears it (docs/product/webhooks.md).
    await this.appointments.publishApi(tx, auth, 'appointment.status_changed', dto);
    if (to === 'cancelled') await this.appointments.publishApi(tx, auth, 'appointment.cancelled', dto);
    return { current, dto, changed: true };
  }
}
