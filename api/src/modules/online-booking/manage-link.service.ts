import { Inject, Injectable } from '@nestjs/common';
import {
  DEPOSIT_MSG,
  ERROR_CODES,
  ianaZone,
  PUBLIC_BOOKING_MSG,
  type PublicBookingDto,
  type PublicDepositDto,
  type PublicRescheduleInput,
} from '@salao/contracts';
import { assertTakesBookings } from '../../platform/auth/read-only';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDateTime, localInstant, minutes } from '../../platform/time/wall-clock';
import { timingOf } from '../availability/service-timing';
import { AppointmentStatusService } from '../appointments/appointment-status.service';
import { AppointmentsService } from '../appointments/appointments.service';
import { actingAuth } from './acting-auth';
import { verifyToken } from './booking-token';
import { OnlineBookingRepository, type BookingRow, type PublicEstablishmentRow, type SettingsRow } from './online-booking.repository';
import { clientConflict } from './online-booking.service';
import { PublicPageService, type PublicContext } from './public-page.service';
import { PublicBookingRules } from './public-rules.service';
import { WaitlistHolds } from './waitlist-holds';
import { DepositsService } from '../deposits/deposits.service';

const ACTIVE = ['pending', 'scheduled', 'confirmed'];

/**
 * The signed manage link of a booking (its address is `manageUrl` in booking-token.ts): the end client
 * sees the booking, and cancels or reschedules it until the establishment's cut-off.
 */
@Injectable()
export class ManageLinkService {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly page: PublicPageService,
    private readonly rules: PublicBookingRules,
    private readonly appointments: AppointmentsService,
    private readonly statuses: AppointmentStatusService,
    private readonly holds: WaitlistHolds,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deposits: DepositsService,
  ) {}

  async booking(token: string): Promise<PublicBookingDto> {
    const { row, est, settings } = await this.byToken(token);
    return this.bookingDto(row, est, settings);
  }

  /** GET /api/public/bookings/{token}/deposit: the client's status check of her deposit (docs/product/deposits.md). */
  async deposit(token: string): Promise<PublicDepositDto> {
    const { row } = await this.byToken(token);
    const deposit = await this.deposits.publicFor(row.id);
    if (!deposit) throw fail(404, DEPOSIT_MSG.notFound);
    return deposit;
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
    await this.rules.assertWhen(ctx, input.date, input.time);
    const start = localInstant(input.date, input.time, ctx.auth.zone);
    if (await this.holds.blocks(est.id, row.staffId, start, timingOf(row))) throw fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
    await this.appointments
      .update(ctx.auth, row.id, {
        clientId: row.clientId,
        serviceId: row.serviceId,
        staffId: row.staffId,
        appointmentDate: input.date,
        appointmentTime: input.time,
        notes: row.notes,
      })
      .catch(clientConflict);
    return this.booking(token);
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
      establishment: { slug: est.slug, name: est.name, logoUrl: this.page.logoUrl(est), timezone: est.timezone },
      canChange: ACTIVE.includes(row.status) && this.clock.now() <= deadline,
      changeDeadline: localDateTime(deadline, zone),
    };
  }
}
