import { Webhook } from 'standardwebhooks';
import { guardedRequest, type GuardedResult } from '../../platform/http/guarded-request';

export interface SignedMessage {
  url: string;
  secret: string;
  /** The webhook-id header: the same on every attempt of one delivery. */
  messageId: string;
  body: string;
  at: Date;
}

/** Sends one signed delivery; the seam the delivery service depends on. */
export interface WebhookSender {
  send(message: SignedMessage): Promise<GuardedResult>;
}

export const WEBHOOK_SENDER = Symbol('WEBHOOK_SENDER');

/** The three Standard Webhooks headers, signed by the spec's reference library. */
export function signedHeaders(m: Pick<SignedMessage, 'secret' | 'messageId' | 'body' | 'at'>): Record<string, string> {
  return {
    'webhook-id': m.messageId,
    'webhook-timestamp': String(Math.floor(m.at.getTime() / 1000)),
    'webhook-signature': new Webhook(m.secret).sign(m.messageId, m.at, m.body),
  };
}

/** https to public hosts only, checked when dialled; 10 s to answer (docs/product/webhooks.md). */
export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly allowedHosts: string[],
    private readonly dnsServers: string[] = [],
  ) {}

  send(m: SignedMessage): Promise<GuardedResult> {
    return guardedRequest({
      url: m.url,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Salao-Webhooks/1', ...signedHeaders(m) },
      body: m.body,
      allowedHosts: this.allowedHosts,
      dnsServers: this.dnsServers,
      timeoutMs: 10000,
    });
  }
}
