import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveBounded } from './bounded-dns';
import { endpointPolicy, isPublicAddress } from './public-address';

/** The receiver's HTTP status, or 'refused' when the address may not be reached (nothing was sent). */
export type GuardedResult = number | 'refused';

const PRIVATE = 'EPRIVATEADDRESS';

/**
 * Connects only to public addresses: checked on the address actually dialled, so DNS rebinding cannot slip past. The
 * name resolves within a bounded time, off libuv's thread pool (bounded-dns.ts).
 */
export function publicOnlyLookup(servers: readonly string[] = []): LookupFunction {
  return (hostname, options, callback) => {
    resolveBounded(hostname, servers).then(
      (found) => {
        const list: LookupAddress[] = found.filter((a) => !options.family || a.family === options.family);
        if (!list.length || found.some((a) => !isPublicAddress(a.address)))
          return callback(Object.assign(new Error(`${hostname} resolve para endereço privado`), { code: PRIVATE }), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface GuardedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** Tests only (PUSH_ALLOWED_HOSTS, WEBHOOK_ALLOWED_HOSTS): hosts reachable over http or on private addresses. */
  allowedHosts: readonly string[];
  /** Name servers for the receiver's name (OUTBOUND_DNS_SERVERS); empty: the system's. */
  dnsServers?: readonly string[];
  timeoutMs: number;
}

/**
 * One outgoing request to an address someone else chose (a push service, a webhook receiver): https to a public
 * host, the address checked when dialled, a timeout. A refused address answers 'refused' without sending;
 * network errors and the timeout reject.
 */
export function guardedRequest(r: GuardedRequest): Promise<GuardedResult> {
  const policy = endpointPolicy(r.url, r.allowedHosts);
  if (!policy) return Promise.resolve('refused');
  const request = policy.url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise<GuardedResult>((resolve, reject) => {
    const req = request(
      policy.url,
      { method: r.method, headers: r.headers, timeout: r.timeoutMs, ...(!policy.allowlisted && { lookup: publicOnlyLookup(r.dnsServers) }) },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('tempo esgotado')));
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === PRIVATE ? resolve('refused') : reject(error)));
    req.end(r.body ?? undefined);
  });
}
