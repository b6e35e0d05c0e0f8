import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_BOOKING_MSG, type PublicAvailabilityQuery, type PublicAvailableTimesDto } from '@salao/contracts';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localInstant, minutes } from '../../platform/time/wall-clock';
import { AvailabilityService } from '../availability/availability.service';
import { dayRefusal } from './booking-window';
import { OnlineBookingRepository } from './online-booking.repository';
import { PublicPageService } from './public-page.service';
import { PublicBookingRules } from './public-rules.service';
import { overlapsAny, WaitlistHolds } from './waitlist-holds';
import { busySpans, plainTiming } from '../availability/service-timing';

/** The public day: the free start times of one professional or any, through the agenda's pipeline. */
@Injectable()
export class PublicTimesService {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly page: PublicPageService,
    private readonly rules: PublicBookingRules,
    private readonly availability: AvailabilityService,
    private readonly holds: WaitlistHolds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The free start times of a day for one professional or any (the union), after notice, window and holds. */
  async availableTimes(slug: string, q: PublicAvailabilityQuery): Promise<PublicAvailableTimesDto> {
    const { est, settings, auth } = await this.page.context(slug);
    const now = this.clock.now();
    const refusal = dayRefusal(q.date, now, auth.zone, await this.rules.windowRules(est.id, auth.zone, settings));
    if (refusal) return { date: q.date, times: [], message: this.rules.refusalMessage(refusal) };
    const staffIds = await this.rules.candidates(est.id, q.serviceId, q.staffId ?? null);
    const timing = (await this.repository.serviceTiming(est.id, q.serviceId)) ?? plainTiming(0);
    const earliest = now + minutes(settings.minNoticeMinutes);
    // Every candidate's day and holds in one query each, however many professionals perform the service.
    const days = await this.availability.availableTimesOfEach(auth, { staffIds, serviceId: q.serviceId, date: q.date });
    const holds = await this.holds.heldOfEach(est.id, staffIds, q.date, auth.zone);
    const times = new Set<string>();
    let closed = false;
    for (const [i, day] of days.entries()) {
      closed ||= day.closed;
      const held = holds[i]!;
      for (const slot of day.timeSlots) {
        if (!slot.available) continue;
        const start = localInstant(q.date, slot.time, auth.zone);
        if (start < earliest || overlapsAny(held, busySpans(start, timing))) continue;
        times.add(slot.time);
      }
    }
    const sorted = [...times].sort();
    return { date: q.date, times: sorted, message: sorted.length === 0 && closed ? PUBLIC_BOOKING_MSG.closed : null };
  }
}
