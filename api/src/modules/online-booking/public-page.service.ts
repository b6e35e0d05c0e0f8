import { Inject, Injectable } from '@nestjs/common';
import { depositCents, PUBLIC_BOOKING_MSG, toCents, type PublicEstablishmentDto } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { assertTakesBookings } from '../../platform/auth/read-only';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { actingAuth } from './acting-auth';
import { lastBookableDate } from './booking-window';
import { OnlineBookingRepository, type PublicEstablishmentRow, type SettingsRow } from './online-booking.repository';
import { PublicBookingRules } from './public-rules.service';

/** A public caller acts on one establishment, as its management (bookings are recorded as made through it). */
export interface PublicContext {
  est: PublicEstablishmentRow;
  settings: SettingsRow;
  auth: AuthContext;
}

/** The public booking page: the establishment behind a slug, its page and its logo's address. */
@Injectable()
export class PublicPageService {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly rules: PublicBookingRules,
    @Inject(CLOCK) private readonly clock: Clock,
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
      this.rules.windowRules(est.id, auth.zone, settings),
    ]);
    return {
      slug: est.slug,
      name: est.name,
      logoUrl: this.logoUrl(est),
      timezone: est.timezone,
      // docs/product/deposits.md: the page shows the policy before the booking is confirmed.
      services: services.map(({ depositType, depositValue, ...s }) => ({
        ...s,
        depositCents: depositCents(toCents(s.price), { depositType, depositValue, depositKeepHours: s.depositKeepHours }),
      })),
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

  logoUrl(est: PublicEstablishmentRow): string | null {
    return est.hasLogo ? `/api/public/${est.slug}/logo` : null;
  }
}
