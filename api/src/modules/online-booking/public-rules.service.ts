import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localInstant, minutes } from '../../platform/time/wall-clock';
import { AgendaReleaseService } from '../agenda-release/agenda-release.service';
import { dayRefusal, noticeLabel, type WindowRules } from './booking-window';
import { OnlineBookingRepository, type SettingsRow } from './online-booking.repository';
import type { PublicContext } from './public-page.service';

/** Attempts are counted per hour. */
const RATE_WINDOW_MINUTES = 60;

/**
 * The rules online booking adds to the agenda's, shared by the public day, bookings, reschedules by the manage
 * link and the waitlist: the booking window and released months, the minimum notice, who may take a service,
 * and the per-address and per-phone bounds.
 */
@Injectable()
export class PublicBookingRules {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly release: AgendaReleaseService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async windowRules(establishmentId: number, zone: string, settings: SettingsRow): Promise<WindowRules> {
    const release = await this.release.releasedMonths(establishmentId, zone);
    return {
      minNoticeMinutes: settings.minNoticeMinutes,
      maxDaysAhead: settings.maxDaysAhead,
      releasedMonths: release.isActive ? release.currentReleasedMonths : null,
    };
  }

  refusalMessage(refusal: NonNullable<ReturnType<typeof dayRefusal>>): string {
    if (refusal.kind === 'past') return PUBLIC_BOOKING_MSG.past;
    if (refusal.kind === 'notReleased') return PUBLIC_BOOKING_MSG.notReleased;
    return PUBLIC_BOOKING_MSG.tooFarAhead(refusal.days);
  }

  /** The day and time rules online booking adds to the agenda's: window, released months, minimum notice. */
  async assertWhen(ctx: PublicContext, date: string, time: string): Promise<void> {
    const now = this.clock.now();
    const refusal = dayRefusal(date, now, ctx.auth.zone, await this.windowRules(ctx.est.id, ctx.auth.zone, ctx.settings));
    if (refusal) throw fail(refusal.kind === 'past' ? 400 : 409, this.refusalMessage(refusal));
    const start = localInstant(date, time, ctx.auth.zone);
    if (start < now) throw fail(400, PUBLIC_BOOKING_MSG.past);
    if (start < now + minutes(ctx.settings.minNoticeMinutes)) throw fail(409, PUBLIC_BOOKING_MSG.minNotice(noticeLabel(ctx.settings.minNoticeMinutes)));
  }

  /** The professionals a booking may go to: the one chosen (404/400 as the agenda answers) or all who perform it. */
  async candidates(establishmentId: number, serviceId: number, staffId: number | null): Promise<number[]> {
    const ids = await this.repository.staffFor(establishmentId, serviceId, staffId);
    if (ids.length > 0) return ids;
    const services = await this.repository.services(establishmentId);
    if (!services.some((s) => s.id === serviceId)) throw fail(404, PUBLIC_BOOKING_MSG.serviceNotFound);
    if (staffId === null) return [];
    const staff = await this.repository.professionals(establishmentId);
    throw staff.some((s) => s.id === staffId) ? fail(400, PUBLIC_BOOKING_MSG.staffNotAllowed) : fail(404, PUBLIC_BOOKING_MSG.staffNotFound);
  }

  /** 429 past `limit` attempts of one key in the hour (counted in PostgreSQL, so every instance agrees). */
  async bound(scope: 'address' | 'phone', key: string, limit: number): Promise<void> {
    if ((await this.repository.hit(scope, key, RATE_WINDOW_MINUTES)) > limit) throw fail(429, PUBLIC_BOOKING_MSG.rateLimited);
  }
}
