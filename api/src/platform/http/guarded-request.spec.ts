import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedRequest, publicOnlyLookup } from './guarded-request';

describe('guardedRequest', () => {
  it('the lookup refuses a name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.code).toBe('EPRIVATEADDRESS');
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
