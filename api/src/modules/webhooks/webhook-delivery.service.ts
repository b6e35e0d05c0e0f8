import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { WEBHOOK_MSG, type WebhookPayload } from '@salao/contracts';
import { performance } from 'node:perf_hooks';
import type { EntityManager } from 'typeorm';
import { inTransaction } from '../../platform/database/transaction';
import type { ApiEventPublished } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { JobsService } from '../../platform/jobs/jobs.service';
import { MailService } from '../../platform/mail/mail.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { NotificationsService } from '../notifications/notifications.service';
import { DeliveriesRepository, type AttemptOutcome, type ClaimedDelivery } from './deliveries.repository';
import { retriesExhausted, retryDelaySeconds } from './retry-schedule';
import { WEBHOOK_SENDER, type WebhookSender } from './webhook-sender';
import { WebhooksRepository } from './webhooks.repository';

export const DELIVER_JOB = 'webhooks.deliver';
const SWEEP_JOB = 'webhooks.sweep';
const PURGE_JOB = 'webhooks.purge';
/** How long a due delivery's own job has before the sweep queues it again. */
export const SWEEP_GRACE_SECONDS = 60;
/** How long finished deliveries stay in the log. */
const KEEP_DAYS = 30;
/** Delivery jobs one instance runs side by side. */
const SLOTS = 10;
/**
 * Attempts of one webhook under way at once, across instances (docs/product/webhooks.md, 'Fair between
 * establishments'): a receiver that never answers holds 2 of the 10 slots, never all of them.
 */
export const IN_FLIGHT_PER_WEBHOOK = 2;
/** At most this many rows per sweep. */
const SWEEP_BATCH = 500;

/**
 * The outbox and its sender (docs/product/webhooks.md): rows written in the publisher's transaction, one pg-boss
 * job per attempt (claimed once across instances), retried on our own schedule for 3 days, in order per resource,
 * at most IN_FLIGHT_PER_WEBHOOK attempts of one webhook at a time.
 */
@Injectable()
export class WebhookDeliveryService implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly webhooks: WebhooksRepository,
    private readonly hooks: DomainHooks,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    // Retries are ours (next_attempt_at), so a job that throws is not retried by pg-boss on top of them.
    this.jobs.work<{ id: number }>(DELIVER_JOB, ({ id }) => this.attempt(id), { retryLimit: 0, concurrency: SLOTS });
    // The safety net: a delivery whose job was never queued (the process died right after the commit) still goes.
    this.jobs.work(SWEEP_JOB, () => this.sweep(), { retryLimit: 0 });
    this.jobs.schedule(SWEEP_JOB, '* * * * *');
    this.jobs.work(PURGE_JOB, () => this.purge(), { retryLimit: 2 });
    this.jobs.schedule(PURGE_JOB, '23 4 * * *');
  }

  onModuleInit(): void {
    this.hooks.subscribe('api.event', (tx, e) => this.record(tx, e));
  }

  /**
   * In the change's transaction: the rows commit or roll back with it (written in the commit's statement, the ids
   * known by then); their jobs are queued once it commits.
   */
  private async record(tx: EntityManager, e: ApiEventPublished): Promise<void> {
    const payload: WebhookPayload = { type: e.type, timestamp: e.at.toISOString(), data: e.data };
    const ids = await this.deliveries.insertFor(tx, e, JSON.stringify(payload));
    this.hooks.afterCommit(tx, () => ids.forEach((id) => this.queue(id)));
  }

  queue(id: number, startAfterSeconds?: number): void {
    this.jobs.enqueue(DELIVER_JOB, { id }, { startAfterSeconds }).catch((error: Error) => this.logger.error(`webhook ${id} não enfileirado: ${error.message}`));
  }

  private async sweep(): Promise<void> {
    for (const id of await this.deliveries.due(SWEEP_BATCH, SWEEP_GRACE_SECONDS, IN_FLIGHT_PER_WEBHOOK)) this.queue(id);
  }

  private async purge(): Promise<void> {
    while ((await this.deliveries.purge(KEEP_DAYS, 5000)) === 5000);
  }

  /**
   * One attempt; a delivery that is not due, claimed elsewhere, waiting behind an earlier one of its resource, or of
   * a webhook with its attempts in flight already is left alone: the job ends at once, without holding a slot, and
   * the webhook's attempt that finishes queues it (docs/product/webhooks.md, 'Fair between establishments').
   */
  async attempt(id: number): Promise<void> {
    const claimed = await this.deliveries.claim(id, IN_FLIGHT_PER_WEBHOOK);
    if (!claimed) return;
    const outcome = await this.send(claimed);
    let disabled = false;
    await inTransaction(this.deliveries.db, async (tx) => {
      await this.deliveries.record(tx, id, outcome);
      if (outcome.status === 'failed') disabled = await this.disable(tx, claimed.webhookId);
    });
    if (outcome.retryInSeconds !== null) this.queue(id, outcome.retryInSeconds);
    if (disabled) return;
    // Its place is free: the webhook's next due ones go, behind what other webhooks queued meanwhile (the next of
    // the same resource among them once this one is final, or later when it is its turn).
    for (const next of await this.deliveries.nextDue(claimed.webhookId, IN_FLIGHT_PER_WEBHOOK)) this.queue(next);
  }

  private async send(d: ClaimedDelivery): Promise<AttemptOutcome> {
    const now = this.clock.now();
    const started = performance.now();
    let result: number | 'refused' | Error;
    try {
      result = await this.sender.send({ url: d.url, secret: d.secret, messageId: d.messageId, body: d.body, at: new Date(now) });
    } catch (error) {
      result = error as Error;
    }
    const responseMs = Math.round(performance.now() - started);
    if (result === 'refused')
      return { status: 'refused', httpStatus: null, responseMs: null, error: 'endereço não permitido', retryInSeconds: null, firstFailureAt: null };
    if (typeof result === 'number' && result >= 200 && result < 300)
      return { status: 'delivered', httpStatus: result, responseMs, error: null, retryInSeconds: null, firstFailureAt: null };
    const firstFailureAt = d.firstFailureAt ?? new Date(now);
    const httpStatus = typeof result === 'number' ? result : null;
    const error = typeof result === 'number' ? `HTTP ${result}` : result.message.slice(0, 500);
    if (retriesExhausted(firstFailureAt, now)) return { status: 'failed', httpStatus, responseMs, error, retryInSeconds: null, firstFailureAt };
    return { status: 'pending', httpStatus, responseMs, error, retryInSeconds: retryDelaySeconds(d.attempts + 1), firstFailureAt };
  }

  /** 3 days of failures: the webhook goes off, and the owner hears it on the bell and by e-mail. */
  private async disable(tx: EntityManager, webhookId: number): Promise<boolean> {
    const off = await this.webhooks.disable(tx, webhookId, new Date(this.clock.now()));
    if (!off) return false;
    const message = WEBHOOK_MSG.disabled(off.url);
    await this.notifications.raise(tx, {
      establishmentId: off.establishmentId,
      userId: null,
      type: 'webhook',
      title: WEBHOOK_MSG.disabledTitle,
      message,
      appointmentId: null,
    });
    if (off.ownerEmail) {
      const to = off.ownerEmail;
      this.hooks.afterCommit(tx, () => void this.mail.send({ to, subject: WEBHOOK_MSG.disabledTitle, text: message }).catch(() => undefined));
    }
    return true;
  }
}
