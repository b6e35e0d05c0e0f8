import { createTenant, type Tenant } from './support/factories';
import { key } from './checkouts-visit';
import type { TestApp } from './support/app';
import { startIsolatedApp } from './support/demo-app';
import { startWebhookReceiver, type FakeWebhookReceiver } from './support/fake-webhook-receiver';
import { waitFor } from './support/wait';

// Its own database: a delivery job of the shared one may be taken by another file's API, set up differently.
// A delivery goes within milliseconds of its commit on a quiet machine; the wait allows a loaded CI machine's
// seconds (docs/architecture.md, 'Runtime topology').
const DELIVERED_WITHIN = 75_000;
jest.setTimeout(240_000);

/**
 * Without the tests' allowlist (docs/product/webhooks.md, 'Where it may send'): loopback and private targets are
 * never dialled, whatever the spelling; the delivery shows 'refused' and is not retried.
 */
describe('webhooks: private and loopback targets', () => {
  let t: TestApp;
  let rx: FakeWebhookReceiver;
  let a: Tenant;

  beforeAll(async () => {
    rx = await startWebhookReceiver();
    t = await startIsolatedApp('webhooks_refused');
    a = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('0 connections to https://127.0.0.1, 10.x, [::1], hex loopback or a name resolving to 127.0.0.1: every delivery refused', async () => {
    const port = new URL(rx.url('')).port;
    const targets = [
      `https://127.0.0.1:${port}/a`,
      `https://localhost:${port}/b`,
      `https://[::1]:${port}/c`,
      `https://0x7f.1:${port}/d`,
      `https://[::ffff:127.0.0.1]:${port}/e`,
      'https://10.0.0.1/f',
      'https://192.168.0.10/g',
      'https://169.254.169.254/latest/meta-data',
    ];
    const ids: number[] = [];
    for (const url of targets) {
      const res = await a.client.post('/api/webhooks', { url, events: ['client.created'] }, key());
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    // Plain http is refused when saved, even to the receiver's own address.
    expect((await a.client.post('/api/webhooks', { url: rx.url('h'), events: ['client.created'] }, key())).status).toBe(400);

    expect((await a.client.post('/api/clients', { name: 'Cliente Privado', phone: '(11) 96666-0001' }, key())).status).toBe(201);
    for (const id of ids) {
      const [d] = await waitFor(
        async () => {
          const log = (await a.client.get(`/api/webhooks/${id}/deliveries`)).body;
          return log.length === 1 && log[0].status !== 'pending' && log;
        },
        `entrega do webhook ${id}`,
        DELIVERED_WITHIN,
      );
      expect(d).toMatchObject({ event: 'client.created', status: 'refused', httpStatus: null, attempts: 1, nextAttemptAt: null });
    }
    expect(rx.connections()).toBe(0);
    expect(rx.received).toEqual([]);
    // Still on: a refusal is the address's fault, not the receiver's failure.
    expect((await a.client.get('/api/webhooks')).body.every((w: { active: boolean }) => w.active)).toBe(true);
  });
});
