import { scrypt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeDns } from '../../../test/support/fake-dns';
import { DNS_DEADLINE_MS } from './bounded-dns';
import { guardedRequest, publicOnlyLookup } from './guarded-request';

function lookup(host: string, servers: string[]): Promise<{ error: NodeJS.ErrnoException | null; address: string }> {
  return new Promise((resolve) => publicOnlyLookup(servers)(host, {}, (error, address) => resolve({ error, address: address as string })));
}

describe('guardedRequest', () => {
  it('the lookup answers a public name and refuses one that resolves to a private address, even among public ones', async () => {
    const dns = await startFakeDns({
      'api.exemplo.com.br': ['93.184.216.34'],
      'interno.exemplo.com.br': ['10.0.0.7'],
      'misto.exemplo.com.br': ['93.184.216.34', 'fd00::1'],
    });
    try {
      expect(await lookup('api.exemplo.com.br', [dns.server])).toEqual({ error: null, address: '93.184.216.34' });
      expect((await lookup('interno.exemplo.com.br', [dns.server])).error?.code).toBe('EPRIVATEADDRESS');
      expect((await lookup('misto.exemplo.com.br', [dns.server])).error?.code).toBe('EPRIVATEADDRESS');
      expect((await lookup('nao-existe.exemplo.com.br', [dns.server])).error?.code).toBe('ENOTFOUND');
    } finally {
      await dns.close();
    }
  });

  it('a name server that never answers fails the lookup in bounded time and holds none of the thread pool', async () => {
    const dns = await startFakeDns({}, { silent: true });
    try {
      const started = Date.now();
      // More lookups than libuv has threads: getaddrinfo would hold all four until the system resolver gave up.
      const pending = Array.from({ length: 8 }, (_, i) => lookup(`lento${i}.exemplo.com.br`, [dns.server]));
      const hashed = Date.now();
      await new Promise((resolve, reject) => scrypt('senha', 'sal', 32, (e, k) => (e ? reject(e) : resolve(k))));
      expect(Date.now() - hashed).toBeLessThan(1000);
      const results = await Promise.all(pending);
      expect(results.every((r) => r.error && r.error.code !== 'EPRIVATEADDRESS')).toBe(true);
      expect(Date.now() - started).toBeLessThan(DNS_DEADLINE_MS + 1000);
      expect(dns.questions.length).toBeGreaterThanOrEqual(8);
    } finally {
      await dns.close();
    }
  });

  it('refuses without dialling unless the host is allowlisted; then it sends and answers the status', async () => {
    let connections = 0;
    const server = createServer((_, res) => res.writeHead(204).end());
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const request = (url: string, allowedHosts: string[]) => guardedRequest({ url, method: 'POST', headers: {}, body: '{}', allowedHosts, timeoutMs: 2000 });
    try {
      expect(await request(`https://127.0.0.1:${port}/`, [])).toBe('refused');
      expect(await request(`http://127.0.0.1:${port}/`, [])).toBe('refused');
      expect(connections).toBe(0);
      expect(await request(`http://127.0.0.1:${port}/`, ['127.0.0.1'])).toBe(204);
    } finally {
      server.close();
    }
  });
});
