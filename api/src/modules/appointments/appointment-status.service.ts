import { Injectable } from '@nestjs/common';
import type { AppointmentDto, AppointmentStatusChange } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { AppointmentEvents } from './appointment-events';
import { decideTransition } from './appointment-status';
import { AppointmentsService, type LockedAppointment } from './appointments.service';
import { CompletionHooks } from './completion-hooks';

export const INCOME_CATEGORY_SERVICES = 'Serviços Realizados';

/** PATCH /api/appointments/{id}/status and DELETE (cancel): SPEC §4 transitions, each in one transaction. */
@Injectable()
export class AppointmentStatusService {
  constructor(
    private readonly db: DataSource,
    private readonly appointments: AppointmentsService,
    private readonly hooks: CompletionHooks,
    private readonly events: AppointmentEvents,
  ) {}

  async change(auth: AuthContext, id: number, to: AppointmentStatusChange | 'cancelled'): Promise<AppointmentDto> {
    const outcome = await this.db.transaction(async (tx) => {
      const current = await this.appointments.lock(tx, auth, id);
      const decision = decideTransition(current.status, to);
      if (decision.kind === 'refuse') throw fail(409, decision.message);
      if (decision.kind === 'noop') return null;
      if (to === 'completed') return { current, transactionId: await this.complete(tx, auth, current) };
      await tx.query(`UPDATE appointments SET status = $2, updated_at = now() WHERE id = $1`, [id, to]);
      // A pending booking that is settled no longer needs the bell's attention.
      if (current.status === 'pending') await tx.query(`UPDATE notifications SET read_at = now() WHERE appointment_id = $1 AND user_id IS NULL AND read_at IS NULL`, [id]);
      return { current, transactionId: null };
    });
    if (outcome) {
      this.events.emit({
        establishmentId: auth.establishmentId,
        appointmentId: id,
        action: to,
        staffIds: [outcome.current.staffId],
        pendingChanged: outcome.current.status === 'pending',
        transactionId: outcome.transactionId,
      });
    }
    return this.appointments.get(auth, id);
  }

  /**
   * Completion, inside the caller's transaction with the appointment row locked (so a second request waits
   * and then sees 'completed'): status and completed_at, the income 'Serviços Realizados' with the booked
   * price (UNIQUE appointment_id makes it exactly once), the client's last visit, then the other domains' hooks.
   */
  private async complete(tx: EntityManager, auth: AuthContext, a: LockedAppointment): Promise<number | null> {
    const [done] = returnedRows<{ completedAt: Date }>(
      await tx.query(`UPDATE appointments SET status = 'completed', completed_at = now(), updated_at = now() WHERE id = $1 RETURNING completed_at AS "completedAt"`, [a.id]),
    );
    let transactionId: number | null = null;
    // A free service (price 0) has no income to record.
    if (Number(a.price) > 0) {
      const rows: { id: number }[] = await tx.query(
        `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date, staff_id, client_id, appointment_id, created_by_user_id)
         SELECT $1, 'income', $2, sv.name || ' - ' || c.name, $3, $4, $5, $6, $7, $8
           FROM services sv, clients c WHERE sv.id = $9 AND c.id = $6
         ON CONFLICT (appointment_id) DO NOTHING RETURNING id`,
        [auth.establishmentId, a.price, INCOME_CATEGORY_SERVICES, done!.completedAt, a.staffId, a.clientId, a.id, auth.userId, a.serviceId],
      );
      transactionId = rows[0]?.id ?? null;
    }
    // The visit is the appointment's time, never later than its completion (same rule as the clients domain).
    await tx.query(`UPDATE clients SET last_visit = greatest(last_visit, least($2::timestamptz, $3::timestamptz)) WHERE id = $1`, [a.clientId, a.startsAt, done!.completedAt]);
    await this.hooks.run(tx, {
      id: a.id,
      establishmentId: auth.establishmentId,
      clientId: a.clientId,
      serviceId: a.serviceId,
      staffId: a.staffId,
      price: a.price,
      completedAt: done!.completedAt,
      completedByUserId: auth.userId,
    });
    return transactionId;
  }
}
