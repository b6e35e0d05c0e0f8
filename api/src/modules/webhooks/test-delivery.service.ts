import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOK_MSG, webhookSampleData, type WebhookTestDeliveryDto, type WebhookTestDeliveryInput, type WebhookTestPayload } from '@salao/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { WEBHOOK_SENDER, type WebhookSender } from './webhook-sender';

/**
 * One signed sample delivery to an address the owner is about to register (docs/product/webhooks.md, 'Test
 * delivery'): a one-off secret, the same guarded send as real deliveries, nothing stored but the audit row. The
 * answer is always a 200: a refused or unreachable receiver is the test's result, not our error.
 */
@Injectable()
export class WebhookTestDeliveryService {
  constructor(
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(auth: AuthContext, input: WebhookTestDeliveryInput): Promise<WebhookTestDeliveryDto> {
    const at = new Date(this.clock.now());
    const payload: WebhookTestPayload = { type: input.event, timestamp: at.toISOString(), data: webhookSampleData(input.event), test: true };
    const body = JSON.stringify(payload);
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const webhookId = `msg_${randomUUID().replace(/-/g, '')}`;
    const started = performance.now();
    let result: number | 'refused' | Error;
    try {
      result = await this.sender.send({ url: input.url, secret, messageId: webhookId, body, at });
    } catch (error) {
      result = error instanceof Error ? error : new Error(String(error));
    }
    const ms = Math.round(performance.now() - started);
    const answer: WebhookTestDeliveryDto =
      result === 'refused'
        ? { webhookId, secret, status: 'refused', httpStatus: null, responseTimeMs: null, body, error: WEBHOOK_MSG.testRefused }
        : typeof result === 'number' && result >= 200 && result < 300
          ? { webhookId, secret, status: 'delivered', httpStatus: result, responseTimeMs: ms, body }
          : typeof result === 'number'
            ? { webhookId, secret, status: 'failed', httpStatus: result, responseTimeMs: ms, body, error: WEBHOOK_MSG.testFailed(`HTTP ${result}`) }
            : {
                webhookId,
                secret,
                status: 'failed',
                httpStatus: null,
                responseTimeMs: ms,
                body,
                error: WEBHOOK_MSG.testUnreachable(result.message.slice(0, 200)),
              };
    // Something left the server on the owner's behalf: the audit says where and what, never the secret.
    await this.audit.transaction((tx) =>
      this.audit.record(tx, auth, {
        entity: 'webhook',
        entityId: 0,
        action: 'test',
        after: { url: input.url, event: input.event, webhookId, status: answer.status, httpStatus: answer.httpStatus },
      }),
    );
    return answer;
  }
}
