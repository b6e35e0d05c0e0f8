import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PUSH_MSG, PUSH_URL, type PushPayload, type PushPublicKeyDto, type PushSubscriptionInput } from '@salao/contracts';
import { isIP } from 'node:net';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { NotificationRaised } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PUSH_CLIENT, usableKeys, type PushClient } from './push.client';
import { PushRepository } from './push.repository';
import { canonicalHost, endpointPolicy, resolvesPrivate } from '../../platform/http/public-address';

export const PUSH_JOB = 'push.send';

interface PushJob {
  subscriptionId: number;
  payload: PushPayload;
}

/** Subscriptions per device, and one queued push per device for every notification raised. */
@Injectable()
export class PushService implements OnModuleInit {
  private readonly logger = new Logger('Push');

  constructor(
    private readonly repository: PushRepository,
    private readonly hooks: DomainHooks,
    private readonly jobs: JobsService,
    @Inject(PUSH_CLIENT) private readonly client: PushClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Retried with backoff by pg-boss; a job survives restarts and runs once across instances.
    this.jobs.work<PushJob>(PUSH_JOB, (job) => this.deliver(job), { retryLimit: 5, retryDelaySeconds: 10, concurrency: 8 });
  }

  onModuleInit(): void {
    this.hooks.subscribe('notification.raised', (tx, n) => this.queue(tx, n));
  }

  publicKey(): PushPublicKeyDto {
    return { publicKey: this.config.push.publicKey };
  }

  async subscribe(auth: AuthContext, input: PushSubscriptionInput): Promise<{ success: true }> {
    if (!usableKeys(input.keys)) throw fail(400, PUSH_MSG.keys);
    const policy = endpointPolicy(input.endpoint, this.config.push.allowedHosts);
    const host = policy ? canonicalHost(policy.url) : '';
    if (!policy || (!policy.allowlisted && !isIP(host) && (await resolvesPrivate(host, this.config.push.dnsServers))))
      throw fail(400, PUSH_MSG.endpointNotAllowed);
    await this.repository.upsert(auth.establishmentId, auth.userId, auth.sessionId, input);
    return { success: true };
  }

  async unsubscribe(auth: AuthContext, endpoint: string): Promise<{ success: true }> {
    await this.repository.remove(auth.userId, endpoint);
    return { success: true };
  }

  /** In the notification's transaction: who gets it is decided now, the jobs are queued once it commits. */
  private async queue(tx: EntityManager, n: NotificationRaised): Promise<void> {
    const ids = await this.repository.recipients(tx, n.establishmentId, n.userId);
    if (!ids.length) return;
    const payload: PushPayload = { title: n.title, body: n.message, url: n.appointmentId ? PUSH_URL.appointment : PUSH_URL.default };
    this.hooks.afterCommit(tx, () => {
      Promise.all(ids.map((subscriptionId) => this.jobs.enqueue<PushJob>(PUSH_JOB, { subscriptionId, payload }))).catch((error: Error) =>
        this.logger.error(`push não enfileirado: ${error.message}`),
      );
    });
  }

  /** 404/410: the browser dropped the subscription, so do we. 429/5xx/network errors throw and are retried. */
  private async deliver({ subscriptionId, payload }: PushJob): Promise<void> {
    const subscription = await this.repository.find(subscriptionId);
    if (!subscription) return;
    const result = await this.client.send(subscription, payload);
    if (result === 404 || result === 410) return this.repository.removeById(subscriptionId);
    if (result === 'refused') return this.logger.warn(`push ${subscriptionId}: endereço não permitido, ignorado`);
    if (result === 429 || result >= 500) throw new Error(`serviço de push respondeu ${result}`);
    if (result >= 400) this.logger.warn(`push ${subscriptionId}: serviço de push recusou (${result})`);
  }
}
