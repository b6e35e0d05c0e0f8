import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, PUBLIC_BOOKING_MSG, type PublicGroupCreated, type PublicGroupInput, type PublicGroupTimesDto } from '@salao/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localInstant, minutes } from '../../platform/time/wall-clock';
import { AppointmentGroupService } from '../appointments/visits/appointment-group.service';
import { busySpans, plainTiming } from '../availability/service-timing';
import { manageUrl } from './booking-token';
import { BookingMessagesService } from './booking-messages.service';
import { dayRefusal } from './booking-window';
import { OnlineBookingRepository } from './online-booking.repository';
import { clientConflict, OnlineBookingService } from './online-booking.service';
import { PublicPageService, type PublicContext } from './public-page.service';
import { PublicBookingRules } from './public-rules.service';
import { overlapsAny, WaitlistHolds } from './waitlist-holds';
import { DepositsService } from '../deposits/deposits.service';

type Item = { serviceId: number; staffId: number };

/**
 * A visit of several services booked from the public page (docs/product/series.md): the visits' own service (all
 * items or none, in one transaction) under the single public booking's rules: rate limits, honeypot, window and
 * notice, open bookings per phone, the client found or created by phone, auto-confirm, holds and messages.
 */
@Injectable()
export class PublicGroupService {
  constructor(
    private readonly page: PublicPageService,
    private readonly rules: PublicBookingRules,
    private readonly repository: OnlineBookingRepository,
    private readonly groups: AppointmentGroupService,
    private readonly booking: OnlineBookingService,
    private readonly messages: BookingMessagesService,
    private readonly holds: WaitlistHolds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly deposits: DepositsService,
  ) {}

  /** GET /api/public/{slug}/group-times: the starts where the whole visit fits, after the window, notice and holds. */
  async times(slug: string, date: string, items: Item[]): Promise<PublicGroupTimesDto> {
    const ctx = await this.page.context(slug);
    const now = this.clock.now();
    const refusal = dayRefusal(date, now, ctx.auth.zone, await this.rules.windowRules(ctx.est.id, ctx.auth.zone, ctx.settings));
    if (refusal) return { times: [], message: this.rules.refusalMessage(refusal) };
    await this.assertItems(ctx, items);
    const sequence = await this.groups.availableTimes(ctx.auth, date, items);
    const earliest = now + minutes(ctx.settings.minNoticeMinutes);
    const held = await this.holds.heldOfEach(
      ctx.est.id,
      items.map((i) => i.staffId),
      date,
      ctx.auth.zone,
    );
    const timings = await Promise.all(items.map(async (i) => (await this.repository.serviceTiming(ctx.est.id, i.serviceId)) ?? plainTiming(0)));
    const times = sequence.times.filter(
      (t) =>
        localInstant(date, t.time, ctx.auth.zone) >= earliest &&
        t.items.every((it, k) => !overlapsAny(held[k]!, busySpans(localInstant(date, it.time, ctx.auth.zone), timings[k]!))),
    );
    return { times, message: null };
  }

  /** POST /api/public/{slug}/appointment-groups. */
  async book(slug: string, input: PublicGroupInput, address: string): Promise<PublicGroupCreated> {
    const ctx = await this.page.context(slug);
    await this.rules.bound('address', address, this.config.limits.onlineBookingsPerAddress);
    if (input.website) throw fail(400, PUBLIC_BOOKING_MSG.refused);
    await this.rules.bound('phone', `${ctx.est.id}:${input.phone}`, this.config.limits.onlineBookingsPerPhone);
    const first = input.items[0]!;
    await this.rules.assertWhen(ctx, input.date, first.time);
    // Each service of the visit counts as an open booking of the phone.
    if ((await this.repository.openCount(ctx.est.id, input.phone)) + input.items.length > ctx.settings.maxOpenPerPhone)
      throw fail(409, PUBLIC_BOOKING_MSG.tooManyOpen(ctx.settings.maxOpenPerPhone));
    await this.assertItems(ctx, input.items);
    for (const item of input.items) {
      const timing = (await this.repository.serviceTiming(ctx.est.id, item.serviceId)) ?? plainTiming(0);
      if (await this.holds.blocks(ctx.est.id, item.staffId, localInstant(input.date, item.time, ctx.auth.zone), timing))
        throw fail(409, PUBLIC_BOOKING_MSG.slotTaken, ERROR_CODES.slotTaken);
    }
    // docs/product/deposits.md: one deposit for the visit (the sum; the most keep hours); pending until paid.
    const quote = await this.deposits.quote(
      ctx.est.id,
      input.items.map((i) => i.serviceId),
    );
    await this.deposits.assertPayable(ctx.est.id, quote);
    const clientId = await this.booking.clientFor(ctx, { name: input.name, phone: input.phone, email: input.email ?? null });
    const created = await this.groups
      .create(
        ctx.auth,
        { clientId, date: input.date, items: input.items, notes: 'Agendamento online' },
        ctx.settings.autoConfirm && quote.amountCents === 0 ? { confirmed: true } : { pending: true },
      )
      .catch(clientConflict);
    for (const dto of created.appointments) await this.repository.recordBooking(dto.id, ctx.est.id, input.phone, input.email ?? null);
    // One confirmation and one set of reminders for the visit: its first service's (the others follow it).
    const head = created.appointments[0]!;
    await this.messages.booked(ctx.est.id, head.id, head.status, new Date(localInstant(input.date, first.time, ctx.auth.zone)), ctx.settings.reminderOffsets);
    const deposit =
      quote.amountCents > 0
        ? await this.deposits.open(
            ctx.est.id,
            { appointmentIds: created.appointments.map((a) => a.id), groupId: created.groupId, clientId, clientName: head.clientName },
            quote,
          )
        : null;
    return {
      groupId: created.groupId,
      status: head.status,
      deposit,
      items: created.appointments.map((dto, k) => ({
        id: dto.id,
        status: dto.status,
        manageUrl: manageUrl(this.config, dto.id),
        staffId: dto.staffId,
        staffName: dto.staffName,
        serviceId: dto.serviceId,
        time: input.items[k]!.time,
      })),
    };
  }

  /** Each service and professional as the single booking checks them (404/400 in the page's words). */
  private async assertItems(ctx: PublicContext, items: Item[]): Promise<void> {
    for (const item of items) await this.rules.candidates(ctx.est.id, item.serviceId, item.staffId);
  }
}
