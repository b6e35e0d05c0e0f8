import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ianaZone,
  PUBLIC_BOOKING_MSG,
  type PublicBookingCreated,
  type PublicWaitlistCreated,
  type PublicWaitlistInput,
  type PublicWaitlistOfferDto,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDateTime, minutes } from '../../platform/time/wall-clock';
import { verifyToken } from './booking-token';
import { BookingMessagesService } from './booking-messages.service';
import { OnlineBookingService } from './online-booking.service';
import { PublicPageService } from './public-page.service';
import { PublicBookingRules } from './public-rules.service';
import { WaitlistRepository } from './waitlist.repository';

const ACTIVE = ['pending', 'scheduled', 'confirmed'];

/**
 * The waitlist: a client waits for a day (service, optionally a professional). When a matching time is freed
 * (cancelled, rejected or moved away, via the appointments' domain events) the first in line is offered it,
 * held for the establishment's hold time; an offer that expires (the due job, on the injected clock) goes to
 * the next one. Claiming books it through the same path as any online booking.
 */
@Injectable()
export class WaitlistService implements OnModuleInit {
  constructor(
    private readonly repository: WaitlistRepository,
    private readonly page: PublicPageService,
    private readonly rules: PublicBookingRules,
    private readonly booking: OnlineBookingService,
    private readonly messages: BookingMessagesService,
    private readonly hooks: DomainHooks,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('appointment.status_changed', async (tx, e) => {
      if (ACTIVE.includes(e.from) && (e.to === 'cancelled' || e.to === 'rejected'))
        await this.freed(tx, e.establishmentId, e.staffId, e.startsAt, e.durationMinutes);
    });
    this.hooks.subscribe('appointment.moved', async (tx, e) => {
      const p = e.previous;
      if (p.startsAt.getTime() !== e.startsAt.getTime() || p.staffId !== e.staffId)
        await this.freed(tx, e.establishmentId, p.staffId, p.startsAt, p.durationMinutes);
    });
  }

  async join(slug: string, input: PublicWaitlistInput, address: string): Promise<PublicWaitlistCreated> {
    const ctx = await this.page.context(slug);
    await this.rules.bound('address', address, this.config.limits.onlineBookingsPerAddress);
    if (input.website) throw fail(400, PUBLIC_BOOKING_MSG.refused);
    await this.rules.bound('phone', `${ctx.est.id}:${input.phone}`, this.config.limits.onlineBookingsPerPhone);
    if (!(await this.repository.serviceOf(ctx.est.id, input.serviceId, input.staffId ?? null))) throw fail(404, PUBLIC_BOOKING_MSG.serviceNotFound);
    try {
      const id = await this.repository.join(ctx.est.id, { ...input, staffId: input.staffId ?? null, email: input.email ?? null });
      return { id, position: await this.repository.position(id), message: PUBLIC_BOOKING_MSG.waitlistJoined };
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, PUBLIC_BOOKING_MSG.waitlistDuplicate);
      throw error;
    }
  }

  async offer(token: string): Promise<PublicWaitlistOfferDto> {
    const offer = await this.byToken(token);
    const zone = ianaZone(offer.timezone);
    const local = localDateTime(offer.startsAt.getTime(), zone);
    const est = (await this.page.context(offer.slug)).est;
    return {
      date: local.slice(0, 10),
      time: local.slice(11, 16),
      serviceName: offer.serviceName,
      staffName: offer.staffName,
      establishment: { slug: est.slug, name: est.name, logoUrl: this.page.logoUrl(est), timezone: est.timezone },
      expiresAt: offer.expiresAt.toISOString(),
      active: offer.status === 'active' && offer.expiresAt.getTime() > this.clock.now(),
    };
  }

  /** Books the held time for the person offered it. */
  async claim(token: string): Promise<PublicBookingCreated> {
    const offer = await this.byToken(token);
    if (offer.status !== 'active' || offer.expiresAt.getTime() <= this.clock.now()) throw fail(409, PUBLIC_BOOKING_MSG.offerExpired);
    const ctx = await this.page.context(offer.slug);
    const local = localDateTime(offer.startsAt.getTime(), ctx.auth.zone);
    const clientId = await this.booking.clientFor(ctx, offer);
    const created = await this.booking.createFor(
      ctx,
      {
        clientId,
        serviceId: offer.serviceId,
        staffId: offer.staffId,
        date: local.slice(0, 10),
        time: local.slice(11, 16),
        phone: offer.phone,
        email: offer.email,
      },
      offer.id,
    );
    await this.repository.claimed(offer.id, created.id);
    return created;
  }

  /** Expires the holds past `now`, each passing its time to the next in line. */
  async expire(now: number): Promise<number> {
    let count = 0;
    while (
      await this.repository.db.transaction(async (tx) => {
        const offer = await this.repository.expireOne(tx, new Date(now));
        if (!offer) return false;
        await this.freed(
          tx,
          offer.establishmentId,
          offer.staffId,
          offer.startsAt,
          Math.round((offer.endsAt.getTime() - offer.startsAt.getTime()) / 60000),
          now,
        );
        return true;
      })
    )
      count++;
    return count;
  }

  /** Offers a freed time to the first matching entry of the day, held for the establishment's hold time. */
  private async freed(
    tx: EntityManager,
    establishmentId: number,
    staffId: number,
    startsAt: Date,
    durationMinutes: number,
    now = this.clock.now(),
  ): Promise<void> {
    const tz = await this.repository.timezone(tx, establishmentId);
    const date = localDateTime(startsAt.getTime(), ianaZone(tz)).slice(0, 10);
    const entry = await this.repository.firstInLine(tx, establishmentId, staffId, date, durationMinutes);
    if (!entry) return;
    const settings = await this.repository.holdMinutes(tx, establishmentId);
    const offer = {
      establishmentId,
      waitlistId: entry.id,
      serviceId: entry.serviceId,
      staffId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes(entry.duration)),
      expiresAt: new Date(now + minutes(settings)),
    };
    const offerId = await this.repository.offer(tx, offer);
    await this.messages.offered(tx, establishmentId, offerId);
    // The public API's event (docs/product/webhooks.md): the offer as stored; the person's contact stays out.
    const { establishmentId: _, ...data } = offer;
    await this.hooks.publish(tx, 'api.event', {
      establishmentId,
      type: 'waitlist.offered',
      resource: `waitlist:${entry.id}`,
      data: { id: offerId, ...data },
      at: new Date(now),
    });
  }

  private async byToken(token: string) {
    const id = verifyToken(this.config.secrets.booking, 'offer', token);
    if (id === null) throw fail(403, PUBLIC_BOOKING_MSG.invalidToken);
    const offer = await this.repository.get(id);
    if (!offer) throw fail(404, PUBLIC_BOOKING_MSG.offerExpired);
    return offer;
  }
}
