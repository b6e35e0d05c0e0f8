import { BlockList, isIP } from 'node:net';
import { resolveBounded } from './bounded-dns';

/** Loopback, private, link-local, CGNAT, multicast and reserved ranges: never a push service nor a webhook receiver. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
// 6to4 and Teredo can carry a private IPv4 inside.
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 inside an IPv4-mapped IPv6 address, dotted (`::ffff:7f00:1` as the URL parser writes it, or `::ffff:127.0.0.1`). */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on the public internet (an IPv4-mapped IPv6 address counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const ip = mappedIpv4(address) ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !BLOCKED.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export interface EndpointPolicy {
  url: URL;
  /** On the test-only allowlist (PUSH_ALLOWED_HOSTS, WEBHOOK_ALLOWED_HOSTS): http and private addresses allowed. */
  allowlisted: boolean;
}

/** Names that only mean something on the local machine or network (special-use and common private suffixes). */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa|invalid|test|example)$/;

/**
 * The host as DNS reads it: no brackets, no trailing dots (`localhost.` is `localhost`). The URL parser has
 * already turned decimal, hex and octal IPv4 spellings (`2130706433`, `0x7f.1`) into dotted ones.
 */
export function canonicalHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
}

/** The checks that need no DNS: https, not a local name, not a private IP literal (or on the allowlist). Null when refused. */
export function endpointPolicy(raw: string, allowedHosts: readonly string[]): EndpointPolicy | null {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  const host = canonicalHost(url);
  if (url.username || url.password) return null;
  if (allowedHosts.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:' ? { url, allowlisted: true } : null;
  if (url.protocol !== 'https:' || !host || LOCAL_NAME.test(host) || (!host.includes('.') && !isIP(host))) return null;
  if (isIP(host) && !isPublicAddress(host)) return null;
  return { url, allowlisted: false };
}

/**
 * Whether a host name resolves, now, to a private address: such a subscription is refused at once. A name that
 * does not resolve here (no DNS on this network, a resolver that hangs) is accepted: nothing is sent at
 * subscribe time, and every send resolves the name again and refuses private addresses (guarded-request).
 */
export async function resolvesPrivate(host: string, dnsServers: readonly string[] = []): Promise<boolean> {
  try {
    const addresses = await resolveBounded(host.replace(/^\[|\]$/g, ''), dnsServers);
    return addresses.some((a) => !isPublicAddress(a.address));
  } catch {
    return false;
  }
}
