import { HttpException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { effectiveTemplates, fillTemplate, formatDate, ianaZone, normalizeBrazilPhone, PUBLIC_BOOKING_PATHS, type PublicMessageKind } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { DomainHooks } from '../../platform/hooks/hooks';
import { JobsService } from '../../platform/jobs/jobs.service';
import { MailService } from '../../platform/mail/mail.service';
import { visitorText } from '../../platform/mail/visitor-text';
import { RateCounter } from '../../platform/auth/rate-counter';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDateTime, minutes } from '../../platform/time/wall-clock';
import { WhatsappService } from '../whatsapp/whatsapp.service';
import { actingAuth } from './acting-auth';
import { manageUrl, signToken } from './booking-token';
import { OnlineBookingRepository } from './online-booking.repository';
import { SendsRepository, type ClaimedSend } from './sends.repository';

/** The job that sends what is due (messages, reminders) and expires waitlist holds; also a cron every minute. */
export const DUE_JOB = 'online-booking.due';
const ACTIVE = ['pending', 'scheduled', 'confirmed'];
const STATUS_KIND: Partial<Record<string, PublicMessageKind>> = { confirmed: 'confirmed', rejected: 'rejected', cancelled: 'cancelled' };

/**
 * The end client's messages: each is a row of online_booking_sends, unique per (appointment, kind), written in
 * the transaction of what caused it and sent by the due job (claimed with SKIP LOCKED, so once across instances
 * and restarts), through the establishment's WhatsApp instance, else by e-mail; the outcome is recorded.
 * Reminders are rows due `offset` minutes before the start; a cancelled or rejected appointment gets none.
 */
@Injectable()
export class BookingMessagesService implements OnModuleInit {
  private readonly logger = new Logger('OnlineBookingMessages');

  constructor(
    private readonly sends: SendsRepository,
    private readonly bookings: OnlineBookingRepository,
    private readonly whatsapp: WhatsappService,
    private readonly mail: MailService,
    private readonly jobs: JobsService,
    private readonly hooks: DomainHooks,
    private readonly counter: RateCounter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.anonymized', (tx, e) => this.bookings.eraseClient(tx, e, normalizeBrazilPhone(e.formerPhone)));
    this.hooks.subscribe('appointment.status_changed', async (tx, e) => {
      const kind = STATUS_KIND[e.to];
      if (!kind || !(await this.sends.isOnline(tx, e.id))) return;
      await this.sends.schedule(tx, e.establishmentId, { appointmentId: e.id, kind, dueAt: new Date(this.clock.now()) });
      if (e.to !== 'confirmed') await this.sends.skipReminders(tx, e.id);
      this.hooks.afterCommit(tx, () => void this.kick());
    });
    this.hooks.subscribe('appointment.moved', async (tx, e) => {
      if (!(await this.sends.isOnline(tx, e.id)) || e.startsAt.getTime() === e.previous.startsAt.getTime()) return;
      await this.sends.schedule(tx, e.establishmentId, { appointmentId: e.id, kind: `changed:${e.startsAt.toISOString()}`, dueAt: new Date(this.clock.now()) });
      await this.sends.skipReminders(tx, e.id);
      const settings = await this.bookings.settings(e.establishmentId, tx);
      await this.scheduleReminders(tx, e.establishmentId, e.id, e.startsAt, settings.reminderOffsets);
      this.hooks.afterCommit(tx, () => void this.kick());
    });
  }

  /** A new online booking: its first message now and its reminders. */
  async booked(establishmentId: number, appointmentId: number, status: string, startsAt: Date, offsets: number[]): Promise<void> {
    await this.sends.db.transaction(async (tx) => {
      await this.sends.schedule(tx, establishmentId, {
        appointmentId,
        kind: status === 'confirmed' ? 'confirmed' : 'booked',
        dueAt: new Date(this.clock.now()),
      });
      await this.scheduleReminders(tx, establishmentId, appointmentId, startsAt, offsets);
    });
    await this.kick();
  }

  /** A waitlist offer's message (written in the offer's transaction). */
  async offered(tx: EntityManager, establishmentId: number, offerId: number): Promise<void> {
    await this.sends.schedule(tx, establishmentId, { offerId, kind: 'waitlistOffer', dueAt: new Date(this.clock.now()) });
    this.hooks.afterCommit(tx, () => void this.kick());
  }

  /** Runs the due job on some instance soon (the message need not wait for the next minute's cron). */
  async kick(): Promise<void> {
    await this.jobs.enqueue(DUE_JOB, {}).catch((error: Error) => this.logger.warn(`due job: ${error.message}`));
  }

  /** Sends every message due by `now`, each once. */
  async runDue(now: number): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.sends.claimDue(new Date(now), 50);
      for (const send of batch) await this.deliver(send);
      sent += batch.length;
      // Empty only when nothing is left: a row held back behind another claim's earlier message goes out here, next.
      if (batch.length === 0) return sent;
    }
  }

  private async scheduleReminders(tx: EntityManager, establishmentId: number, appointmentId: number, startsAt: Date, offsets: number[]): Promise<void> {
    const now = this.clock.now();
    for (const offset of offsets) {
      const dueAt = startsAt.getTime() - minutes(offset);
      if (dueAt > now)
        await this.sends.schedule(tx, establishmentId, { appointmentId, kind: `reminder:${offset}:${startsAt.toISOString()}`, dueAt: new Date(dueAt) });
    }
  }

  private async deliver(send: ClaimedSend): Promise<void> {
    const kind = send.kind.split(':')[0] as PublicMessageKind;
    try {
      const message = send.offerId !== null ? await this.offerMessage(send.offerId) : await this.appointmentMessage(send.appointmentId!, kind);
      if (!message) return await this.sends.finish(send.id, { status: 'skipped' });
      if (await this.overRecipientLimit(kind, message))
        return await this.sends.finish(send.id, { status: 'skipped', error: 'Limite de mensagens por destinatário na hora.' });
      const est = await this.bookings.byId(send.establishmentId);
      const settings = await this.bookings.settings(send.establishmentId);
      const body = fillTemplate(effectiveTemplates(settings.templates)[kind], { ...message.values, estabelecimento: est!.name });
      if (await this.viaWhatsapp(est!, message.phone, body))
        return await this.sends.finish(send.id, { status: 'sent', channel: 'whatsapp', recipient: message.phone, body });
      if (message.email) {
        await this.mail.send({ to: message.email, subject: `${est!.name}: ${SUBJECTS[kind]}`, text: body });
        return await this.sends.finish(send.id, { status: 'sent', channel: 'email', recipient: message.email, body });
      }
      await this.sends.finish(send.id, { status: 'failed', body, error: 'Sem WhatsApp conectado e sem e-mail do cliente.' });
    } catch (error) {
      await this.sends.finish(send.id, { status: 'failed', error: (error as Error).message.slice(0, 500) });
    }
  }

  /**
   * Anyone can book or join a waitlist with someone else's phone or e-mail: past a few messages an hour to one
   * recipient, the rest are not sent (reminders, asked for by the booking itself, always are).
   */
  private async overRecipientLimit(kind: PublicMessageKind, message: { phone: string; email: string | null }): Promise<boolean> {
    if (kind === 'reminder') return false;
    const limit = this.config.limits.publicMessagesPerRecipient;
    const [byPhone, byEmail] = await Promise.all([
      this.counter.hit('messages.phone', message.phone, 60),
      message.email ? this.counter.hit('messages.email', message.email.toLowerCase(), 60) : 0,
    ]);
    return byPhone > limit || byEmail > limit;
  }

  /** true when sent through the establishment's Evolution instance; false when it has none (409). */
  private async viaWhatsapp(est: NonNullable<Awaited<ReturnType<OnlineBookingRepository['byId']>>>, phone: string, text: string): Promise<boolean> {
    if (est.ownerUserId === null) return false;
    try {
      await this.whatsapp.sendText(actingAuth(est), `55${phone}`, text);
      return true;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 409) return false;
      throw error;
    }
  }

  private async appointmentMessage(
    appointmentId: number,
    kind: PublicMessageKind,
  ): Promise<{ phone: string; email: string | null; values: Record<string, string> } | null> {
    const row = await this.bookings.booking(appointmentId);
    if (!row) return null;
    // A reminder or change for what is no longer happening is not sent.
    if ((kind === 'reminder' || kind === 'changed') && !ACTIVE.includes(row.status)) return null;
    const est = await this.bookings.byId(row.establishmentId);
    const local = localDateTime(row.startsAt.getTime(), ianaZone(est!.timezone));
    const link = kind === 'rejected' || kind === 'cancelled' ? `${this.config.appUrl}${PUBLIC_BOOKING_PATHS.page(est!.slug)}` : manageUrl(this.config, row.id);
    return {
      phone: row.phone,
      email: row.email,
      values: {
        nome: visitorText(row.clientName),
        servico: row.serviceName,
        profissional: row.staffName,
        data: formatDate(local.slice(0, 10)),
        hora: local.slice(11, 16),
        link,
      },
    };
  }

  private async offerMessage(offerId: number): Promise<{ phone: string; email: string | null; values: Record<string, string> } | null> {
    const offer = await this.sends.offer(offerId);
    if (!offer || offer.status !== 'active') return null;
    const zone = ianaZone(offer.timezone);
    const local = localDateTime(offer.startsAt.getTime(), zone);
    return {
      phone: offer.phone,
      email: offer.email,
      values: {
        nome: visitorText(offer.name),
        servico: offer.serviceName,
        profissional: offer.staffName,
        data: formatDate(local.slice(0, 10)),
        hora: local.slice(11, 16),
        validade: localDateTime(offer.expiresAt.getTime(), zone).slice(11, 16),
        link: `${this.config.appUrl}${PUBLIC_BOOKING_PATHS.waitlistOffer(signToken(this.config.secrets.booking, 'offer', offerId))}`,
      },
    };
  }
}

const SUBJECTS: Record<PublicMessageKind, string> = {
  booked: 'agendamento recebido',
  confirmed: 'agendamento confirmado',
  rejected: 'agendamento não confirmado',
  cancelled: 'agendamento cancelado',
  changed: 'agendamento remarcado',
  reminder: 'lembrete do seu horário',
  waitlistOffer: 'vagou um horário para você',
};
