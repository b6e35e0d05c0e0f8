import { HttpException, Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  ianaZone,
  PUBLIC_BOOKING_MSG,
  PUBLIC_BOOKING_PATHS,
  type PublicAvailabilityQuery,
  type PublicAvailableTimesDto,
  type PublicBookingCreated,
  type PublicBookingDto,
  type PublicBookingInput,
  type PublicEstablishmentDto,
  type PublicRescheduleInput,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { assertTakesBookings } from '../../platform/auth/read-only';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail, hasCode } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDateTime, localInstant, minutes } from '../../platform/time/wall-clock';
import { AgendaReleaseService } from '../agenda-release/agenda-release.service';
import { AppointmentStatusService } from '../appointments/appointment-status.service';
import { AppointmentsService } from '../appointments/appointments.service';
import { AvailabilityService } from '../availability/availability.service';
import { ClientsService, type NewClientByPhone } from '../clients/clients.service';
import { actingAuth } from './acting-auth';
import { signToken, verifyToken } from './booking-token';
import { dayRefusal, lastBookableDate, noticeLabel, type WindowRules } from './booking-window';
import { BookingMessagesService } from './booking-messages.service';
import { OnlineBookingRepository, type BookingRow, type PublicEstablishmentRow, type SettingsRow } from './online-booking.repository';
import { WaitlistHolds } from './waitlist-holds';

const ACTIVE = ['pending', 'scheduled', 'confirmed'];
/** Attempts are counted per hour. */
const RATE_WINDOW_MINUTES = 60;

/** A public caller acts on one establishment, as its management (bookings are recorded as made through it). */
export interface PublicContext {
  est: PublicEstablishmentRow;
  settings: SettingsRow;
  auth: AuthContext;
}

/** Maps the agenda's overlap answer (its code, docs/architecture.md 'Error codes') to the end client's. */
function clientConflict(error: unknown): never {
  if (hasCode(error, ERROR_CODES.slotTaken)) throw fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
  throw error;
}

/**
 * Online booking for end clients (docs/product/screens.md ('Agendamento online')): the public page, its times and bookings through the agenda's own
 * availability pipeline and creation path (so the exclusion constraint settles races), the signed manage link,
 * and the management's settings.
 */
@Injectable()
export class OnlineBookingService {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly availability: AvailabilityService,
    private readonly appointments: AppointmentsService,
    private readonly statuses: AppointmentStatusService,
    private readonly release: AgendaReleaseService,
    private readonly messages: BookingMessagesService,
    private readonly holds: WaitlistHolds,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly clients: ClientsService,
  ) {}

  /** The establishment behind a slug with online booking on, else 404. */
  async context(slug: string): Promise<PublicContext> {
    const est = await this.repository.bySlug(slug);
    if (!est || est.ownerUserId === null) throw fail(404, PUBLIC_BOOKING_MSG.pageNotFound);
    assertTakesBookings(est.billingStatus);
    const settings = await this.repository.settings(est.id);
    if (!settings.enabled) throw fail(404, PUBLIC_BOOKING_MSG.pageNotFound);
    return { est, settings, auth: actingAuth(est) };
  }

  async page(slug: string): Promise<PublicEstablishmentDto> {
    const { est, settings, auth } = await this.context(slug);
    const [services, professionals, closedWeekdays, rules] = await Promise.all([
      this.repository.services(est.id),
      this.repository.professionals(est.id),
      this.repository.closedWeekdays(est.id),
      this.windowRules(est.id, auth.zone, settings),
    ]);
    return {
      slug: est.slug,
      name: est.name,
      logoUrl: this.logoUrl(est),
      timezone: est.timezone,
      services,
      professionals,
      rules: {
        minNoticeMinutes: settings.minNoticeMinutes,
        maxDaysAhead: settings.maxDaysAhead,
        cancelCutoffMinutes: settings.cancelCutoffMinutes,
        lastBookableDate: lastBookableDate(this.clock.now(), auth.zone, rules),
        releasedMonths: rules.releasedMonths,
        closedWeekdays,
      },
    };
  }

  /** The free start times of a day for one professional or any (the union), after notice, window and holds. */
  async availableTimes(slug: string, q: PublicAvailabilityQuery): Promise<PublicAvailableTimesDto> {
    const { est, settings, auth } = await this.context(slug);
    const now = this.clock.now();
    const refusal = dayRefusal(q.date, now, auth.zone, await this.windowRules(est.id, auth.zone, settings));
    if (refusal) return { date: q.date, times: [], message: this.refusalMessage(refusal) };
    const staffIds = await this.candidates(est.id, q.serviceId, q.staffId ?? null);
    const duration = minutes((await this.repository.serviceDuration(est.id, q.serviceId)) ?? 0);
    const earliest = now + minutes(settings.minNoticeMinutes);
    const times = new Set<string>();
    let closed = false;
    for (const staffId of staffIds) {
      const day = await this.availability.availableTimes(auth, { staffId, serviceId: q.serviceId, date: q.date });
      closed ||= day.closed;
      const held = await this.holds.held(est.id, staffId, q.date, auth.zone);
      for (const slot of day.timeSlots) {
        if (!slot.available) continue;
        const start = localInstant(q.date, slot.time, auth.zone);
        if (start < earliest || held.some((h) => start < h.end && h.start < start + duration)) continue;
        times.add(slot.time);
      }
    }
    const sorted = [...times].sort();
    return { date: q.date, times: sorted, message: sorted.length === 0 && closed ? PUBLIC_BOOKING_MSG.closed : null };
  }

  /** POST /api/public/{slug}/appointments. */
  async book(slug: string, input: PublicBookingInput, address: string): Promise<PublicBookingCreated> {
    const ctx = await this.context(slug);
    await this.bound('address', address, this.config.limits.onlineBookingsPerAddress);
    if (input.website) throw fail(400, PUBLIC_BOOKING_MSG.refused);
    await this.bound('phone', `${ctx.est.id}:${input.phone}`, this.config.limits.onlineBookingsPerPhone);
    await this.assertWhen(ctx, input.date, input.time);
    if ((await this.repository.openCount(ctx.est.id, input.phone)) >= ctx.settings.maxOpenPerPhone) throw fail(409, PUBLIC_BOOKING_MSG.tooManyOpen(ctx.settings.maxOpenPerPhone));
    const clientId = await this.clientFor(ctx, { name: input.name, phone: input.phone, email: input.email ?? null });
    return this.createFor(ctx, { clientId, serviceId: input.serviceId, staffId: input.staffId ?? null, date: input.date, time: input.time, phone: input.phone, email: input.email ?? null });
  }

  /** The establishment's client with this phone, or a new one (audited as created by the booking client). */
  clientFor(ctx: PublicContext, c: NewClientByPhone): Promise<number> {
    return this.audit.transaction((tx) => this.clients.findOrCreateByPhone(tx, ctx.auth, c, c.name));
  }

  /**
   * Books through the agenda's creation path, trying each candidate professional ('any') in order; the
   * exclusion constraint decides races. `holdId`: the waitlist offer being claimed (its own hold does not block it).
   */
  async createFor(
    ctx: PublicContext,
    b: { clientId: number; serviceId: number; staffId: number | null; date: string; time: string; phone: string; email: string | null },
    holdId?: number,
  ): Promise<PublicBookingCreated> {
    const staffIds = await this.candidates(ctx.est.id, b.serviceId, b.staffId);
    const start = localInstant(b.date, b.time, ctx.auth.zone);
    const end = start + minutes((await this.repository.serviceDuration(ctx.est.id, b.serviceId)) ?? 0);
    let lastError: unknown = fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
    for (const staffId of staffIds) {
      if (await this.holds.blocks(ctx.est.id, staffId, start, end, holdId)) {
        lastError = fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
        continue;
      }
      try {
        const dto = await this.appointments.create(
          ctx.auth,
          { clientId: b.clientId, serviceId: b.serviceId, staffId, appointmentDate: b.date, appointmentTime: b.time, notes: 'Agendamento online' },
          ctx.settings.autoConfirm ? { confirmed: true } : { pending: true },
        );
        await this.repository.recordBooking(dto.id, ctx.est.id, b.phone, b.email);
        await this.messages.booked(ctx.est.id, dto.id, dto.status, new Date(start), ctx.settings.reminderOffsets);
        return { id: dto.id, status: dto.status, manageUrl: this.manageUrl(dto.id) };
      } catch (error) {
        // With 'any professional' a refusal of one (taken, absent, off) passes to the next.
        if (b.staffId !== null || !(error instanceof HttpException) || error.getStatus() >= 500) clientConflict(error);
        lastError = error;
      }
    }
    clientConflict(lastError);
  }

  async booking(token: string): Promise<PublicBookingDto> {
    const { row, est, settings } = await this.byToken(token);
    return this.bookingDto(row, est, settings);
  }

  /** DELETE /api/public/bookings/{token}: cancels until the cut-off; the time is free once it commits. */
  async cancel(token: string): Promise<PublicBookingDto> {
    const { row, est, settings } = await this.byToken(token);
    this.assertChangeable(row, settings);
    await this.statuses.change(actingAuth(est), row.id, 'cancelled');
    return this.booking(token);
  }

  /** PUT /api/public/bookings/{token}: same service and professional, a new day and time, same rules as a booking. */
  async reschedule(token: string, input: PublicRescheduleInput): Promise<PublicBookingDto> {
    const { row, est, settings } = await this.byToken(token);
    assertTakesBookings(est.billingStatus);
    this.assertChangeable(row, settings);
    const ctx: PublicContext = { est, settings, auth: actingAuth(est) };
    await this.assertWhen(ctx, input.date, input.time);
    const start = localInstant(input.date, input.time, ctx.auth.zone);
    if (await this.holds.blocks(est.id, row.staffId, start, start + minutes(row.durationMinutes))) throw fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
    await this.appointments
      .update(ctx.auth, row.id, { clientId: row.clientId, serviceId: row.serviceId, staffId: row.staffId, appointmentDate: input.date, appointmentTime: input.time, notes: row.notes })
      .catch(clientConflict);
    return this.booking(token);
  }

  manageUrl(appointmentId: number): string {
    return `${this.config.appUrl}${PUBLIC_BOOKING_PATHS.manage(signToken(this.config.secrets.booking, 'manage', appointmentId))}`;
  }

  logoUrl(est: PublicEstablishmentRow): string | null {
    return est.hasLogo ? `/api/public/${est.slug}/logo` : null;
  }

  /** The day and time rules online booking adds to the agenda's: window, released months, minimum notice. */
  private async assertWhen(ctx: PublicContext, date: string, time: string): Promise<void> {
    const now = this.clock.now();
    const refusal = dayRefusal(date, now, ctx.auth.zone, await this.windowRules(ctx.est.id, ctx.auth.zone, ctx.settings));
    if (refusal) throw fail(refusal.kind === 'past' ? 400 : 409, this.refusalMessage(refusal));
    const start = localInstant(date, time, ctx.auth.zone);
    if (start < now) throw fail(400, PUBLIC_BOOKING_MSG.past);
    if (start < now + minutes(ctx.settings.minNoticeMinutes)) throw fail(409, PUBLIC_BOOKING_MSG.minNotice(noticeLabel(ctx.settings.minNoticeMinutes)));
  }

  private assertChangeable(row: BookingRow, settings: SettingsRow): void {
    if (!ACTIVE.includes(row.status)) throw fail(409, PUBLIC_BOOKING_MSG.notChangeable);
    if (this.clock.now() > row.startsAt.getTime() - minutes(settings.cancelCutoffMinutes)) throw fail(409, PUBLIC_BOOKING_MSG.cutoffPassed);
  }

  private async byToken(token: string): Promise<{ row: BookingRow; est: PublicEstablishmentRow; settings: SettingsRow }> {
    const id = verifyToken(this.config.secrets.booking, 'manage', token);
    if (id === null) throw fail(403, PUBLIC_BOOKING_MSG.invalidToken);
    const row = await this.repository.booking(id);
    const est = row ? await this.repository.byId(row.establishmentId) : null;
    if (!row || !est || est.ownerUserId === null) throw fail(404, PUBLIC_BOOKING_MSG.bookingNotFound);
    return { row, est, settings: await this.repository.settings(est.id) };
  }

  private bookingDto(row: BookingRow, est: PublicEstablishmentRow, settings: SettingsRow): PublicBookingDto {
    const zone = ianaZone(est.timezone);
    const start = row.startsAt.getTime();
    const local = localDateTime(start, zone);
    const deadline = start - minutes(settings.cancelCutoffMinutes);
    return {
      id: row.id,
      status: row.status as PublicBookingDto['status'],
      date: local.slice(0, 10),
      time: local.slice(11, 16),
      duration: row.durationMinutes,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      servicePrice: row.servicePrice,
      staffId: row.staffId,
      staffName: row.staffName,
      clientName: row.clientName,
      establishment: { slug: est.slug, name: est.name, logoUrl: this.logoUrl(est), timezone: est.timezone },
      canChange: ACTIVE.includes(row.status) && this.clock.now() <= deadline,
      changeDeadline: localDateTime(deadline, zone),
    };
  }

  /** 429 past `limit` attempts of one key in the hour (counted in PostgreSQL, so every instance agrees). */
  async bound(scope: 'address' | 'phone', key: string, limit: number): Promise<void> {
    if ((await this.repository.hit(scope, key, RATE_WINDOW_MINUTES)) > limit) throw fail(429, PUBLIC_BOOKING_MSG.rateLimited);
  }

  /** The professionals a booking may go to: the one chosen (404/400 as the agenda answers) or all who perform it. */
  private async candidates(establishmentId: number, serviceId: number, staffId: number | null): Promise<number[]> {
    const ids = await this.repository.staffFor(establishmentId, serviceId, staffId);
    if (ids.length > 0) return ids;
    const services = await this.repository.services(establishmentId);
    if (!services.some((s) => s.id === serviceId)) throw fail(404, PUBLIC_BOOKING_MSG.serviceNotFound);
    if (staffId === null) return [];
    const staff = await this.repository.professionals(establishmentId);
    throw staff.some((s) => s.id === staffId) ? fail(400, PUBLIC_BOOKING_MSG.staffNotAllowed) : fail(404, PUBLIC_BOOKING_MSG.staffNotFound);
  }

  private async windowRules(establishmentId: number, zone: string, settings: SettingsRow): Promise<WindowRules> {
    const release = await this.release.releasedMonths(establishmentId, zone);
    return { minNoticeMinutes: settings.minNoticeMinutes, maxDaysAhead: settings.maxDaysAhead, releasedMonths: release.isActive ? release.currentReleasedMonths : null };
  }

  private refusalMessage(refusal: NonNullable<ReturnType<typeof dayRefusal>>): string {
    if (refusal.kind === 'past') return PUBLIC_BOOKING_MSG.past;
    if (refusal.kind === 'notReleased') return PUBLIC_BOOKING_MSG.notReleased;
    return PUBLIC_BOOKING_MSG.tooFarAhead(refusal.days);
  }
}
