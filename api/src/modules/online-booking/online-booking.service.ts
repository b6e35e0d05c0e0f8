import { HttpException, Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, PUBLIC_BOOKING_MSG, type PublicBookingCreated, type PublicBookingInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail, hasCode } from '../../platform/http/errors';
import { localInstant } from '../../platform/time/wall-clock';
import { plainTiming } from '../availability/service-timing';
import { AppointmentsService } from '../appointments/appointments.service';
import { ClientsService, type NewClientByPhone } from '../clients/clients.service';
import { manageUrl } from './booking-token';
import { BookingMessagesService } from './booking-messages.service';
import { OnlineBookingRepository } from './online-booking.repository';
import { PublicPageService, type PublicContext } from './public-page.service';
import { PublicBookingRules } from './public-rules.service';
import { WaitlistHolds } from './waitlist-holds';
import { DepositsService } from '../deposits/deposits.service';

/** The manage link answers a reschedule's overlap the same way (manage-link.service.ts). */
export { clientConflict };

/** Maps the agenda's overlap answer (its code, docs/architecture.md 'Error codes') to the end client's. */
function clientConflict(error: unknown): never {
  if (hasCode(error, ERROR_CODES.slotTaken)) throw fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
  throw error;
}

/**
 * Online booking for end clients: a booking through the agenda's own creation path (so the exclusion
 * constraint settles races), for the client found or created by phone. The page is PublicPageService's, the day
 * PublicTimesService's, the manage link ManageLinkService's, the settings OnlineBookingSettingsService's.
 */
@Injectable()
export class OnlineBookingService {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly page: PublicPageService,
    private readonly rules: PublicBookingRules,
    private readonly appointments: AppointmentsService,
    private readonly messages: BookingMessagesService,
    private readonly holds: WaitlistHolds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly clients: ClientsService,
    private readonly deposits: DepositsService,
  ) {}

  /** POST /api/public/{slug}/appointments. */
  async book(slug: string, input: PublicBookingInput, address: string): Promise<PublicBookingCreated> {
    const ctx = await this.page.context(slug);
    await this.rules.bound('address', address, this.config.limits.onlineBookingsPerAddress);
    if (input.website) throw fail(400, PUBLIC_BOOKING_MSG.refused);
    await this.rules.bound('phone', `${ctx.est.id}:${input.phone}`, this.config.limits.onlineBookingsPerPhone);
    await this.rules.assertWhen(ctx, input.date, input.time);
    if ((await this.repository.openCount(ctx.est.id, input.phone)) >= ctx.settings.maxOpenPerPhone)
      throw fail(409, PUBLIC_BOOKING_MSG.tooManyOpen(ctx.settings.maxOpenPerPhone));
    const clientId = await this.clientFor(ctx, { name: input.name, phone: input.phone, email: input.email ?? null });
    return this.createFor(ctx, {
      clientId,
      serviceId: input.serviceId,
      staffId: input.staffId ?? null,
      date: input.date,
      time: input.time,
      phone: input.phone,
      email: input.email ?? null,
    });
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
    const staffIds = await this.rules.candidates(ctx.est.id, b.serviceId, b.staffId);
    const start = localInstant(b.date, b.time, ctx.auth.zone);
    const timing = (await this.repository.serviceTiming(ctx.est.id, b.serviceId)) ?? plainTiming(0);
    // docs/product/deposits.md: a booking asking a deposit stays pending (holding the time) until it is paid.
    const quote = await this.deposits.quote(ctx.est.id, [b.serviceId]);
    await this.deposits.assertPayable(ctx.est.id, quote);
    const asks = quote.amountCents > 0;
    let lastError: unknown = fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
    for (const staffId of staffIds) {
      if (await this.holds.blocks(ctx.est.id, staffId, start, timing, holdId)) {
        lastError = fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
        continue;
      }
      try {
        const dto = await this.appointments.create(
          ctx.auth,
          { clientId: b.clientId, serviceId: b.serviceId, staffId, appointmentDate: b.date, appointmentTime: b.time, notes: 'Agendamento online' },
          ctx.settings.autoConfirm && !asks ? { confirmed: true } : { pending: true },
        );
        await this.repository.recordBooking(dto.id, ctx.est.id, b.phone, b.email);
        await this.messages.booked(ctx.est.id, dto.id, dto.status, new Date(start), ctx.settings.reminderOffsets);
        const deposit = asks
          ? await this.deposits.open(ctx.est.id, { appointmentIds: [dto.id], groupId: null, clientId: b.clientId, clientName: dto.clientName }, quote)
          : null;
        return { id: dto.id, status: dto.status, manageUrl: manageUrl(this.config, dto.id), staffId: dto.staffId, staffName: dto.staffName, deposit };
      } catch (error) {
        // With 'any professional' a refusal of one (taken, absent, off) passes to the next.
        if (b.staffId !== null || !(error instanceof HttpException) || error.getStatus() >= 500) clientConflict(error);
        lastError = error;
      }
    }
    clientConflict(lastError);
  }
}
