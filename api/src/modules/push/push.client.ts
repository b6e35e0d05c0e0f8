import { createECDH } from 'node:crypto';
import type { PushPayload } from '@salao/contracts';
import type { generateRequestDetails as GenerateRequestDetails } from 'web-push';
import { guardedRequest } from '../../platform/http/guarded-request';
import { endpointPolicy } from '../../platform/http/public-address';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's HTTP status, or 'refused' when the endpoint may not be reached (never sent). */
export type PushResult = number | 'refused';

/** Sends one encrypted push; the seam the service depends on. */
export interface PushClient {
  send(subscription: StoredSubscription, payload: PushPayload): Promise<PushResult>;
}

export const PUSH_CLIENT = Symbol('PUSH_CLIENT');

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  allowedHosts: string[];
  /** Name servers for the push services' names (OUTBOUND_DNS_SERVERS); empty: the system's. */
  dnsServers?: string[];
}

/** Whether the browser's keys can encrypt a push: p256dh a point on P-256, auth 16 bytes. */
export function usableKeys(keys: { p256dh: string; auth: string }): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
    return Buffer.from(keys.auth, 'base64url').length === 16;
  } catch {
    return false;
  }
}

/** web-push builds the VAPID headers and the aes128gcm body; the request itself is ours, to guard the address. */
export class WebPushClient implements PushClient {
  constructor(private readonly vapid: VapidSettings) {}

  async send(subscription: StoredSubscription, payload: PushPayload): Promise<PushResult> {
    const policy = endpointPolicy(subscription.endpoint, this.vapid.allowedHosts);
    if (!policy) return 'refused';
    // web-push loads with the first push, not at every start of the API (docs/architecture.md, 'Start-up cost').
    const generateRequestDetails: typeof GenerateRequestDetails = (await import('web-push')).generateRequestDetails;
    const details = generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        TTL: 24 * 60 * 60,
        vapidDetails: { subject: this.vapid.subject, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
      },
    );
    return guardedRequest({
      url: subscription.endpoint,
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      allowedHosts: this.vapid.allowedHosts,
      dnsServers: this.vapid.dnsServers,
      timeoutMs: 10000,
    });
  }
}
