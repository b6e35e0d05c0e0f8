import { key } from './checkouts-visit';
import type { TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { startIsolatedApp } from './support/demo-app';
import { startFakeDns, type FakeDns } from './support/fake-dns';
import { startWebhookReceiver, type FakeWebhookReceiver } from './support/fake-webhook-receiver';
import { waitFor } from './support/wait';

jest.setTimeout(90_000);

/**
 * A receiver's name whose name server never answers (docs/product/webhooks.md, 'Receivers that never answer'): its
 * attempts fail in bounded time and are retried, and meanwhile another establishment's deliveries and the API's
 * own work (a login hashes its password on libuv's thread pool) go on.
 */
describe('webhooks: a receiver whose DNS never answers', () => {
  let dns: FakeDns;
  let rx: FakeWebhookReceiver;
  let t: TestApp;
  let slow: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    dns = await startFakeDns({}, { silent: true });
    rx = await startWebhookReceiver();
    t = await startIsolatedApp('webhooks_dns', { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', OUTBOUND_DNS_SERVERS: dns.server });
    slow = await createTenant(t.url, t.db, 'Expert');
    other = await createTenant(t.url, t.db, 'Expert');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rx.close();
    await dns.close();
  });

  it('fails those attempts within seconds and keeps delivering to everyone else', async () => {
    const hook = await slow.client.post('/api/webhooks', { url: 'https://recebe.exemplo.com.br/salao', events: ['client.created'] }, key());
    expect(hook.status).toBe(201);
    // More due deliveries to the silent name than the instance has delivery slots (10).
    for (let i = 0; i < 12; i++)
      expect((await slow.client.post('/api/clients', { name: `Cliente ${i}`, phone: `1198888${String(1000 + i)}` }, key())).status).toBe(201);
    expect((await other.client.post('/api/webhooks', { url: rx.url('outro'), events: ['client.created'] }, key())).status).toBe(201);
    const started = Date.now();
    expect((await other.client.post('/api/clients', { name: 'Cliente de outro salão', phone: '11977770000' }, key())).status).toBe(201);
    // Behind at most two rounds of 3 s lookups: getaddrinfo kept the four threads for the system resolver's 20 s+.
    await waitFor(async () => rx.received.some((r) => r.path === 'outro'), 'a entrega do outro salão', 15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    const login = Date.now();
    expect((await slow.client.post('/api/login', { email: slow.admin.email, password: slow.admin.password })).status).toBe(200);
    expect(Date.now() - login).toBeLessThan(3_000);
    // The stalled ones were tried, failed on the name, and wait for their retry (pending, one attempt each).
    const tried = await waitFor(
      async () => {
        const rows: { status: string; attempts: number }[] = await t.db.query(
          `SELECT d.status, d.attempts FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.url = 'https://recebe.exemplo.com.br/salao'`,
        );
        return rows.length === 12 && rows.every((r) => r.attempts >= 1) && rows;
      },
      // Two at a time for one webhook (docs/product/webhooks.md, 'Fair between establishments'): 12 × 3 s ÷ 2.
      'as tentativas ao nome sem resposta',
      40_000,
    );
    expect(tried.every((r) => r.status === 'pending')).toBe(true);
    expect(dns.questions.some((q) => q.name === 'recebe.exemplo.com.br')).toBe(true);
  });
});
