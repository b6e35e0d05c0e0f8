import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  APPOINTMENT_MSG,
  AVAILABILITY_MSG,
  BOOKING_NOTIFICATION,
  EDITABLE_STATUSES,
  ERROR_CODES,
  cursorPage,
  formatDate,
  type AppointmentDto,
  type AppointmentCursorPage,
  type AppointmentListResponse,
  type AppointmentStatus,
  type AppointmentWriteInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { PG, pgCode } from '../../platform/database/data-source';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { AuditService } from '../../platform/audit/audit.service';
import { DomainHooks } from '../../platform/hooks/hooks';
import { AvailabilityService, serviceTiming } from '../availability/availability.service';
import { NotificationsService } from '../notifications/notifications.service';
import { AppointmentEvents } from './appointment-events';
import { assertMayBookFor, ownStaffId } from './appointment-scope';
import { appointmentStart } from './appointment-time';
import { toListQuery, type ListQueryInput } from './appointments.query';
import { AppointmentsRepository, type AppointmentLink, type LockedAppointment } from './appointments.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { timingOf } from '../availability/service-timing';
import { keepAsAnswer } from '../../platform/idempotency/idempotency.context';

/** The exclusion constraint is the last word on overlaps (it also settles concurrent requests): 409 in pt-BR. */
async function slotOrConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgCode(error) === PG.exclusionViolation) throw fail(409, AVAILABILITY_MSG.slotTaken, ERROR_CODES.slotTaken);
    throw error;
  }
}

export interface CreatedAppointment {
  dto: AppointmentDto;
  notificationId: number | null;
  notifiedStaffId: number | null;
  status: AppointmentStatus;
}

/** Create, edit and read appointments. Status changes and completion live in AppointmentStatusService. */
@Injectable()
export class AppointmentsService implements OnModuleInit {
  constructor(
    private readonly repository: AppointmentsRepository,
    private readonly availability: AvailabilityService,
    private readonly notifications: NotificationsService,
    private readonly events: AppointmentEvents,
    private readonly hooks: DomainHooks,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.anonymized', (tx, e) => this.repository.eraseClientNotes(tx, e));
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
  }

  /**
   * Management books as 'scheduled'. A collaborator's own booking arrives as 'pending' and raises a
   * notification on the management's bell, who confirms or rejects it (docs/product/states.md pending→confirmed|rejected).
   */
  async create(
    auth: AuthContext,
    input: AppointmentWriteInput,
    options: { pending?: boolean; confirmed?: boolean; answered?: boolean } = {},
  ): Promise<AppointmentDto> {
    assertMayBookFor(auth, input.staffId);
    // Integrations (options.pending) book like a collaborator: 'pending' until management confirms.
    // Online bookings an establishment auto-confirms (options.confirmed) arrive 'confirmed'.
    const status = this.bookingStatus(auth, options);
    const result = await inTransaction(
      this.repository.db,
      async (tx) => {
        const created = await this.createIn(tx, auth, input, status);
        // options.answered: the route answers this DTO as it is, so the idempotency key keeps it with the commit
        // instead of one more write after it (docs/architecture.md, 'Round trips and prepared statements').
        if (options.answered) keepAsAnswer(created.dto);
        return created;
      },
      AVAILABILITY_MSG.slotTaken,
      ERROR_CODES.slotTaken,
    );
    this.events.emit({
      establishmentId: auth.establishmentId,
      appointmentId: result.dto.id,
      action: 'created',
      staffIds: [input.staffId],
      pendingChanged: status === 'pending',
      notificationId: result.notificationId,
      notifiedStaffId: result.notifiedStaffId,
    });
    return result.dto;
  }

  /** The status a booking by this caller starts in (see `create`). */
  bookingStatus(auth: AuthContext, options: { pending?: boolean; confirmed?: boolean } = {}): AppointmentStatus {
    return options.confirmed ? 'confirmed' : ownStaffId(auth) === null && !options.pending ? 'scheduled' : 'pending';
  }

  /**
   * The one creation path (a single booking, each item of a visit, each occurrence of a series): the day's rules,
   * the insert under the exclusion constraint, the audit row and the notifications, in the caller's transaction.
   * The caller emits the live event once committed.
   */
  async createIn(
    tx: EntityManager,
    auth: AuthContext,
    input: AppointmentWriteInput,
    status: AppointmentStatus,
    link: AppointmentLink = {},
  ): Promise<CreatedAppointment> {
    assertMayBookFor(auth, input.staffId);
    const { date, start } = appointmentStart(input.appointmentDate, input.appointmentTime, auth.zone);
    const ctx = await this.availability.bookableDay(auth, { staffId: input.staffId, serviceId: input.serviceId, date }, tx);
    const timing = serviceTiming(ctx.service);
    this.availability.assertBookingFits(auth, ctx, date, start, timing);
    const write = {
      ...input,
      ...timing,
      startsAt: new Date(start).toISOString(),
      price: ctx.service.price,
      notes: input.notes ?? null,
    };
    const inserted = await slotOrConflict(this.repository.insert(tx, auth.establishmentId, auth.zone, write, status, auth.userId, link));
    if (!inserted) throw fail(404, APPOINTMENT_MSG.clientNotFound);
    // A single appointment's answer keeps its exact shape: the link fields only when there is a link.
    const dto: AppointmentDto = { ...inserted, ...link };
    await this.audit.record(tx, auth, { entity: 'appointment', entityId: dto.id, action: 'create', after: dto, clientName: dto.clientName });
    await this.publishApi(tx, auth, 'appointment.created', dto);
    const clientName = dto.clientName;
    const when = `${formatDate(date)} às ${input.appointmentTime}`;
    const notificationId =
      status === 'pending'
        ? await this.notifications.raise(tx, {
            establishmentId: auth.establishmentId,
            userId: null,
            type: 'appointment',
            title: BOOKING_NOTIFICATION.pendingTitle,
            message: BOOKING_NOTIFICATION.pending(ctx.staff.name, ctx.service.name, clientName, when),
            appointmentId: dto.id,
          })
        : null;
    // The booked collaborator hears about bookings others make for them.
    const notifiedStaffId = ctx.staff.userId && ctx.staff.userId !== auth.userId ? ctx.staff.id : null;
    if (notifiedStaffId) {
      await this.notifications.raise(tx, {
        establishmentId: auth.establishmentId,
        userId: ctx.staff.userId,
        type: 'appointment',
        title: BOOKING_NOTIFICATION.bookedTitle,
        message: BOOKING_NOTIFICATION.booked(ctx.service.name, clientName, when),
        appointmentId: dto.id,
      });
    }
    return { dto, notificationId, notifiedStaffId, status };
  }

  /**
   * Moves or edits an appointment still to happen. The day's rules are checked again only when the start,
   * staff member or service change (editing notes of a past booking stays possible).
   */
  async update(auth: AuthContext, id: number, input: AppointmentWriteInput): Promise<AppointmentDto> {
    assertMayBookFor(auth, input.staffId);
    const { date, start } = appointmentStart(input.appointmentDate, input.appointmentTime, auth.zone);
    const { before, dto } = await inTransaction(
      this.repository.db,
      async (tx) => {
        const current = await this.lock(tx, auth, id);
        if (!EDITABLE_STATUSES.includes(current.status)) throw fail(409, APPOINTMENT_MSG.notEditable);
        const previous = await this.get(auth, id, tx);
        const moved = current.startsAt.getTime() !== start || current.staffId !== input.staffId || current.serviceId !== input.serviceId;
        // The snapshot of the service's price and timing stays unless the service changes.
        let timing = timingOf(current);
        let price = current.price;
        if (moved) {
          const ctx = await this.availability.bookableDay(auth, { staffId: input.staffId, serviceId: input.serviceId, date, excludeAppointmentId: id }, tx);
          if (current.serviceId !== input.serviceId) {
            timing = serviceTiming(ctx.service);
            price = ctx.service.price;
          }
          this.availability.assertBookingFits(auth, ctx, date, start, timing);
        }
        const duration = timing.durationMinutes;
        if (current.clientId !== input.clientId) await this.clientName(tx, auth, input.clientId);
        const write = {
          ...input,
          ...timing,
          startsAt: new Date(start).toISOString(),
          price,
          notes: input.notes ?? null,
        };
        const written = await slotOrConflict(this.repository.update(tx, id, auth.zone, write));
        await this.audit.record(tx, auth, {
          entity: 'appointment',
          entityId: id,
          action: 'update',
          before: previous,
          after: written,
          clientName: written.clientName,
        });
        await this.publishApi(tx, auth, 'appointment.updated', written);
        if (moved) {
          await this.hooks.publish(tx, 'appointment.moved', {
            id,
            establishmentId: auth.establishmentId,
            serviceId: input.serviceId,
            staffId: input.staffId,
            startsAt: new Date(start),
            durationMinutes: duration,
            previous: { serviceId: current.serviceId, staffId: current.staffId, startsAt: current.startsAt, durationMinutes: current.durationMinutes },
          });
        }
        return { before: current, dto: written };
      },
      AVAILABILITY_MSG.slotTaken,
      ERROR_CODES.slotTaken,
    );
    this.events.emit({
      establishmentId: auth.establishmentId,
      appointmentId: id,
      action: 'updated',
      staffIds: [before.staffId, input.staffId],
      pendingChanged: before.status === 'pending',
    });
    return dto;
  }

  /** GET /api/appointments: one month on the establishment's clock, a page of it, optionally by status and staff. */
  /** The month's page; with `after`, a cursor page of the same filters (docs/product/api.md 'Cursor pages'). */
  async list(auth: AuthContext, query: ListQueryInput): Promise<AppointmentListResponse | AppointmentCursorPage> {
    const q = toListQuery(query, auth.zone, this.clock.now());
    const filters = { establishmentId: auth.establishmentId, zone: auth.zone, range: q.range, statuses: q.statuses, staffId: ownStaffId(auth) ?? q.staffId };
    if (query.after === undefined) return this.repository.monthPage({ ...filters, limit: q.limit, offset: (q.page - 1) * q.limit });
    // One row more than asked tells whether a next page exists.
    const rows = await this.repository.monthPage({ ...filters, limit: q.limit + 1, offset: 0, after: query.after });
    const { items, next } = cursorPage(rows.appointments, q.limit);
    return { appointments: items, next };
  }

  /** Pending appointments waiting for management (the bell), soonest first. A collaborator sees their own. */
  pending(auth: AuthContext): Promise<AppointmentDto[]> {
    return this.repository.pending(auth.establishmentId, auth.zone, ownStaffId(auth));
  }

  async get(auth: AuthContext, id: number, tx?: EntityManager): Promise<AppointmentDto> {
    const dto = await this.repository.get(tx ?? this.repository.db, auth.establishmentId, auth.zone, id, ownStaffId(auth));
    if (!dto) throw fail(404, APPOINTMENT_MSG.notFound);
    return dto;
  }

  /** Locks an appointment of the caller's establishment (and, for a collaborator, their own) or answers 404. */
  async lock(tx: EntityManager, auth: AuthContext, id: number): Promise<LockedAppointment> {
    const row = await this.repository.lock(tx, auth.establishmentId, id, ownStaffId(auth));
    if (!row) throw fail(404, APPOINTMENT_MSG.notFound);
    return row;
  }

  /** The public API's event (webhooks, docs/product/webhooks.md) with the answer's DTO, in the change's transaction. */
  publishApi(
    tx: EntityManager,
    auth: AuthContext,
    type: 'appointment.created' | 'appointment.updated' | 'appointment.status_changed' | 'appointment.cancelled',
    dto: AppointmentDto,
  ) {
    return this.hooks.publish(tx, 'api.event', {
      establishmentId: auth.establishmentId,
      type,
      resource: `appointment:${dto.id}`,
      data: dto,
      at: new Date(this.clock.now()),
    });
  }

  private async clientName(tx: EntityManager, auth: AuthContext, clientId: number): Promise<string> {
    const name = await this.repository.clientName(tx, auth.establishmentId, clientId);
    if (name === null) throw fail(404, APPOINTMENT_MSG.clientNotFound);
    return name;
  }
}
