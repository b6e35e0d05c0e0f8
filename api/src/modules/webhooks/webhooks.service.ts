import { Injectable } from '@nestjs/common';
import {
  cursorPage,
  type CursorQuery,
  WEBHOOKS_MAX,
  WEBHOOK_MSG,
  type WebhookCreatedDto,
  type WebhookDeliveryCursorPage,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookInput,
} from '@salao/contracts';
import { randomBytes } from 'node:crypto';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { updatedOrConflict } from '../../platform/http/versioned';
import { DeliveriesRepository } from './deliveries.repository';
import { IN_FLIGHT_PER_WEBHOOK, WebhookDeliveryService } from './webhook-delivery.service';
import { WebhooksRepository } from './webhooks.repository';

/** What the audit row keeps of a webhook: never the secret. */
const audited = ({ url, events, active }: WebhookDto) => ({ url, events, active });

/** Standard Webhooks secrets: 'whsec_' and base64 of 24 random bytes. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The owner's webhooks and their delivery log (docs/product/webhooks.md). */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly delivery: WebhookDeliveryService,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
  ) {}

  list(auth: AuthContext): Promise<WebhookDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async get(auth: AuthContext, id: number): Promise<WebhookDto> {
    const webhook = await this.repository.find(this.repository.db, auth.establishmentId, id);
    if (!webhook) throw fail(404, WEBHOOK_MSG.notFound);
    return webhook;
  }

  /** The only answer that carries the secret. */
  create(auth: AuthContext, input: WebhookInput): Promise<WebhookCreatedDto> {
    return this.audit.transaction(async (tx) => {
      if ((await this.repository.count(tx, auth.establishmentId)) >= WEBHOOKS_MAX) throw fail(409, WEBHOOK_MSG.tooMany);
      const secret = newSecret();
      const created = await this.repository.insert(tx, auth.establishmentId, input, secret);
      await this.audit.record(tx, auth, { entity: 'webhook', entityId: created.id, action: 'create', after: audited(created) });
      const { disabledAt: _, ...shown } = created;
      return { ...shown, secret };
    });
  }

  /** With `version`, a save over someone else's is 409 stale_version and writes nothing. */
  update(auth: AuthContext, id: number, input: WebhookInput): Promise<WebhookDto> {
    return this.audit.transaction(async (tx) => {
      const before = await this.repository.find(tx, auth.establishmentId, id, true);
      const after = await updatedOrConflict(
        await this.repository.update(tx, auth.establishmentId, id, input),
        async () => before !== null,
        WEBHOOK_MSG.notFound,
      );
      await this.audit.record(tx, auth, { entity: 'webhook', entityId: id, action: 'update', before: audited(before!), after: audited(after) });
      // Turned on again: what waited while it was off goes now.
      if (after.active && !before!.active) this.hooks.afterCommit(tx, () => this.requeue(id));
      return after;
    });
  }

  remove(auth: AuthContext, id: number): Promise<{ success: true }> {
    return this.audit.transaction(async (tx) => {
      const before = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!before || !(await this.repository.delete(tx, auth.establishmentId, id))) throw fail(404, WEBHOOK_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'webhook', entityId: id, action: 'delete', before: audited(before) });
      return { success: true as const };
    });
  }

  async deliveriesOf(auth: AuthContext, id: number): Promise<WebhookDeliveryDto[]> {
    await this.get(auth, id);
    return this.deliveries.list(id);
  }

  /** The whole log by cursor (docs/product/api.md 'Cursor pages'); one more row read tells whether a next page exists. */
  async deliveriesAfter(auth: AuthContext, id: number, q: CursorQuery): Promise<WebhookDeliveryCursorPage> {
    await this.get(auth, id);
    const { items, next } = cursorPage(await this.deliveries.after(id, q.after ?? 0, q.limit + 1), q.limit);
    return { deliveries: items, next };
  }

  /** Sent again with the same webhook-id, so the receiver can tell it is a replay. */
  redeliver(auth: AuthContext, id: number, deliveryId: number): Promise<WebhookDeliveryDto> {
    return this.audit.transaction(async (tx) => {
      if (!(await this.repository.find(tx, auth.establishmentId, id))) throw fail(404, WEBHOOK_MSG.notFound);
      const delivery = await this.deliveries.redeliver(tx, id, deliveryId);
      if (!delivery) throw fail(404, WEBHOOK_MSG.deliveryNotFound);
      this.hooks.afterCommit(tx, () => this.delivery.queue(delivery.id));
      return delivery;
    });
  }

  /**
   * As many as may be in flight: each attempt that finishes queues the next ones, so a backlog of thousands goes
   * out without as many jobs queued at once (docs/product/webhooks.md, 'Fair between establishments').
   */
  private async requeue(webhookId: number): Promise<void> {
    for (const id of await this.deliveries.nextDue(webhookId, IN_FLIGHT_PER_WEBHOOK)) this.delivery.queue(id);
  }
}
