import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The longest a name of someone else's choosing may take to resolve (both families, every server). */
export const DNS_DEADLINE_MS = 3000;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * A host's addresses through c-ares (node:dns's Resolver), never getaddrinfo: a name server that never answers costs
 * a timer and a cancelled query, not one of libuv's four threads, which file reads, password hashing and response
 * compression share with dns.lookup. A lookup left hanging there stalled every webhook delivery and push of the
 * process (docs/product/webhooks.md, 'Receivers that never answer'). `servers` replaces the system's name servers
 * (OUTBOUND_DNS_SERVERS); empty keeps /etc/resolv.conf's.
 */
export async function resolveBounded(host: string, servers: readonly string[] = []): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family: family as 4 | 6 }];
  const resolver = new Resolver({ timeout: DNS_DEADLINE_MS / 2, tries: 1 });
  if (servers.length) resolver.setServers([...servers]);
  const deadline = setTimeout(() => resolver.cancel(), DNS_DEADLINE_MS);
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length) return found;
    const error = (v4.status === 'rejected' ? v4.reason : v6.status === 'rejected' ? v6.reason : null) as NodeJS.ErrnoException | null;
    throw Object.assign(new Error(`${host} não resolveu (${error?.code ?? 'sem endereços'})`), { code: error?.code ?? 'ENOTFOUND' });
  } finally {
    clearTimeout(deadline);
  }
}
