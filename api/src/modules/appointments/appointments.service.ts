import { Injectable } from '@nestjs/common';
import { formatDate, ianaZone, type AppointmentDto, type AppointmentListResponse, type AppointmentStatus, type AppointmentWriteInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { assertBookable } from '../availability/availability.service';
import { BOOKING_MESSAGES, bookingRefusal, SLOT_TAKEN_MESSAGE } from '../availability/booking-rules';
import { DayContextLoader } from '../availability/day-context.loader';
import { NotificationsService } from '../notifications/notifications.service';
import { AppointmentEvents } from './appointment-events';
import { APPOINTMENT_NOT_FOUND, assertMayBookFor, ownStaffId } from './appointment-scope';
import { EDITABLE_STATUSES } from './appointment-status';
import { appointmentStart } from './appointment-time';
import { appointmentSelect, monthPageSql } from './appointments.sql';

export const CLIENT_NOT_FOUND = 'Cliente não encontrado.';
export const NOT_EDITABLE = 'Apenas agendamentos pendentes, agendados ou confirmados podem ser alterados.';

/** The row an existing appointment is changed from, locked for the transaction. */
export interface LockedAppointment {
  id: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  status: AppointmentStatus;
  startsAt: Date;
  durationMinutes: number;
  price: string;
}

/** Create, edit and read appointments. Status changes and completion live in AppointmentStatusService. */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly db: DataSource,
    private readonly days: DayContextLoader,
    private readonly notifications: NotificationsService,
    private readonly events: AppointmentEvents,
  ) {}

  /**
   * Management books as 'scheduled'. A collaborator's own booking arrives as 'pending' and raises a
   * notification on the management's bell, who confirms or rejects it (SPEC §4 pending→confirmed|rejected).
   */
  async create(auth: AuthContext, input: AppointmentWriteInput): Promise<AppointmentDto> {
    assertMayBookFor(auth, input.staffId);
    const zone = ianaZone(auth.timezone);
    const { date, start } = appointmentStart(input.appointmentDate, input.appointmentTime, zone);
    const status: AppointmentStatus = ownStaffId(auth) === null ? 'scheduled' : 'pending';
    const result = await this.db.transaction(async (tx) => {
      const ctx = await this.days.load({ establishmentId: auth.establishmentId, staffId: input.staffId, serviceId: input.serviceId, date, zone }, tx);
      assertBookable(ctx);
      const refusal = bookingRefusal({ date, zone, now: Date.now(), durationMinutes: ctx.service.duration, business: ctx.business, staffDay: ctx.staffDay, absences: ctx.absences }, start);
      if (refusal) throw fail(400, BOOKING_MESSAGES[refusal]);
      const clientName = await this.clientName(tx, auth.establishmentId, input.clientId);
      const id = await this.insertOrConflict(tx, () =>
        tx.query(
          `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, notes, created_by_user_id)
           VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + make_interval(mins => $6), $6, $7, $8, $9, $10) RETURNING id`,
          [auth.establishmentId, input.clientId, input.serviceId, input.staffId, new Date(start).toISOString(), ctx.service.duration, ctx.service.price, status, input.notes ?? null, auth.userId],
        ),
      );
      const when = `${formatDate(date)} às ${input.appointmentTime}`;
      const notificationId =
        status === 'pending'
          ? await this.notifications.raise(tx, {
              establishmentId: auth.establishmentId,
              userId: null,
              type: 'appointment',
              title: 'Novo agendamento pendente',
              message: `${ctx.staff.name} agendou ${ctx.service.name} para ${clientName} em ${when}. Aguardando confirmação.`,
              appointmentId: id,
            })
          : null;
      // The booked collaborator hears about bookings others make for them.
      const notifiedStaffId = ctx.staff.userId && ctx.staff.userId !== auth.userId ? ctx.staff.id : null;
      if (notifiedStaffId) {
        await this.notifications.raise(tx, {
          establishmentId: auth.establishmentId,
          userId: ctx.staff.userId,
          type: 'appointment',
          title: 'Novo agendamento',
          message: `${ctx.service.name} com ${clientName} em ${when}.`,
          appointmentId: id,
        });
      }
      return { id, notificationId, notifiedStaffId };
    });
    this.events.emit({
      establishmentId: auth.establishmentId,
      appointmentId: result.id,
      action: 'created',
      staffIds: [input.staffId],
      pendingChanged: status === 'pending',
      notificationId: result.notificationId,
      notifiedStaffId: result.notifiedStaffId,
    });
    return this.get(auth, result.id);
  }

  /**
   * Moves or edits an appointment still to happen. The day's rules are checked again only when the start,
   * staff member or service change (editing notes of a past booking stays possible).
   */
  async update(auth: AuthContext, id: number, input: AppointmentWriteInput): Promise<AppointmentDto> {
    assertMayBookFor(auth, input.staffId);
    const zone = ianaZone(auth.timezone);
    const { date, start } = appointmentStart(input.appointmentDate, input.appointmentTime, zone);
    const before = await this.db.transaction(async (tx) => {
      const current = await this.lock(tx, auth, id);
      if (!EDITABLE_STATUSES.includes(current.status)) throw fail(409, NOT_EDITABLE);
      const moved = current.startsAt.getTime() !== start || current.staffId !== input.staffId || current.serviceId !== input.serviceId;
      let duration = current.durationMinutes;
      let price = current.price;
      if (moved) {
        const ctx = await this.days.load({ establishmentId: auth.establishmentId, staffId: input.staffId, serviceId: input.serviceId, date, zone, excludeAppointmentId: id }, tx);
        assertBookable(ctx);
        if (current.serviceId !== input.serviceId) {
          duration = ctx.service.duration;
          price = ctx.service.price;
        }
        const refusal = bookingRefusal({ date, zone, now: Date.now(), durationMinutes: duration, business: ctx.business, staffDay: ctx.staffDay, absences: ctx.absences }, start);
        if (refusal) throw fail(400, BOOKING_MESSAGES[refusal]);
      }
      if (current.clientId !== input.clientId) await this.clientName(tx, auth.establishmentId, input.clientId);
      await this.insertOrConflict(tx, () =>
        tx.query(
          `UPDATE appointments SET client_id = $2, service_id = $3, staff_id = $4, starts_at = $5::timestamptz,
                  ends_at = $5::timestamptz + make_interval(mins => $6), duration_minutes = $6, price = $7, notes = $8, updated_at = now()
            WHERE id = $1 RETURNING id`,
          [id, input.clientId, input.serviceId, input.staffId, new Date(start).toISOString(), duration, price, input.notes ?? null],
        ),
      );
      return current;
    });
    this.events.emit({ establishmentId: auth.establishmentId, appointmentId: id, action: 'updated', staffIds: [before.staffId, input.staffId], pendingChanged: before.status === 'pending' });
    return this.get(auth, id);
  }

  /** GET /api/appointments: one month on the establishment's clock, 50 a page, optionally by status and staff. */
  async list(auth: AuthContext, q: { page: number; limit: number; range: { start: number; end: number }; statuses: AppointmentStatus[] | null; staffId: number | null }): Promise<AppointmentListResponse> {
    const own = ownStaffId(auth);
    const staffId = own ?? q.staffId;
    const params: unknown[] = [auth.establishmentId, new Date(q.range.start).toISOString(), new Date(q.range.end).toISOString()];
    if (q.statuses) params.push(q.statuses);
    if (staffId !== null) params.push(staffId);
    const sql = monthPageSql({ statuses: q.statuses !== null, staff: staffId !== null }, q.limit, (q.page - 1) * q.limit);
    const rows: (AppointmentDto & { total: number })[] = await this.db.query(sql.page, [...params, ianaZone(auth.timezone)]);
    if (!rows.length) {
      const [{ total }] = await this.db.query(sql.count, params);
      return { appointments: [], total };
    }
    const total = rows[0]!.total;
    return { appointments: rows.map(({ total: _, ...a }) => a), total };
  }

  /** Pending appointments waiting for management (the bell), soonest first. A collaborator sees their own. */
  pending(auth: AuthContext): Promise<AppointmentDto[]> {
    const own = ownStaffId(auth);
    return this.db.query(
      `${appointmentSelect('$2')} WHERE a.establishment_id = $1 AND a.status = 'pending' AND ($3::int IS NULL OR a.staff_id = $3)
        ORDER BY a.starts_at, a.id LIMIT 100`,
      [auth.establishmentId, ianaZone(auth.timezone), own],
    );
  }

  async get(auth: AuthContext, id: number): Promise<AppointmentDto> {
    const own = ownStaffId(auth);
    const rows: AppointmentDto[] = await this.db.query(
      `${appointmentSelect('$3')} WHERE a.id = $1 AND a.establishment_id = $2 AND ($4::int IS NULL OR a.staff_id = $4)`,
      [id, auth.establishmentId, ianaZone(auth.timezone), own],
    );
    if (!rows[0]) throw fail(404, APPOINTMENT_NOT_FOUND);
    return rows[0];
  }

  /** Locks an appointment of the caller's establishment (and, for a collaborator, their own) or answers 404. */
  async lock(tx: EntityManager, auth: AuthContext, id: number): Promise<LockedAppointment> {
    const rows: LockedAppointment[] = await tx.query(
      `SELECT id, client_id AS "clientId", service_id AS "serviceId", staff_id AS "staffId", status, starts_at AS "startsAt",
              duration_minutes AS "durationMinutes", price::text AS price
         FROM appointments WHERE id = $1 AND establishment_id = $2 AND ($3::int IS NULL OR staff_id = $3) FOR UPDATE`,
      [id, auth.establishmentId, ownStaffId(auth)],
    );
    if (!rows[0]) throw fail(404, APPOINTMENT_NOT_FOUND);
    return rows[0];
  }

  private async clientName(tx: EntityManager, establishmentId: number, clientId: number): Promise<string> {
    const rows: { name: string }[] = await tx.query(`SELECT name FROM clients WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [clientId, establishmentId]);
    if (!rows[0]) throw fail(404, CLIENT_NOT_FOUND);
    return rows[0].name;
  }

  /** The exclusion constraint is the last word on overlaps (it also settles concurrent requests): 409 in pt-BR. */
  private async insertOrConflict(tx: EntityManager, write: () => Promise<unknown>): Promise<number> {
    try {
      const result = await write();
      const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as { id: number }[];
      return rows[0]!.id;
    } catch (error) {
      if (pgCode(error) === PG.exclusionViolation) throw fail(409, SLOT_TAKEN_MESSAGE);
      throw error;
    }
  }
}
