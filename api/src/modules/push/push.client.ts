import { createECDH } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushPayload } from '@salao/contracts';
import type { generateRequestDetails as GenerateRequestDetails } from 'web-push';
import { endpointPolicy, isPublicAddress } from './public-address';

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

/** Connects only to public addresses: checked on the address actually dialled, so DNS rebinding cannot slip past. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    const list = addresses as unknown as LookupAddress[];
    if (error) return callback(error, '', 0);
    if (!list.length || list.some((a) => !isPublicAddress(a.address)))
      return callback(Object.assign(new Error(`push: ${hostname} resolve para endereço privado`), { code: 'EPUSHPRIVATE' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

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
    const request = policy.url.protocol === 'http:' ? httpRequest : httpsRequest;
    return new Promise<PushResult>((resolve, reject) => {
      const req = request(
        policy.url,
        {
          method: details.method,
          headers: details.headers as Record<string, string>,
          timeout: 10000,
          ...(!policy.allowlisted && { lookup: publicOnlyLookup }),
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('push: tempo esgotado')));
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPUSHPRIVATE' ? resolve('refused') : reject(error)));
      req.end(details.body ?? undefined);
    });
  }
}
