import { IN_FLIGHT_PER_WEBHOOK } from '../src/modules/webhooks/webhook-delivery.service';
import { key } from './checkouts-visit';
import type { TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { startIsolatedApp } from './support/demo-app';
import { startFakeDns, type FakeDns } from './support/fake-dns';
import { startWebhookReceiver, type FakeWebhookReceiver } from './support/fake-webhook-receiver';
import { waitFor } from './support/wait';

jest.setTimeout(240_000);

/** The delivery job's slots on one instance (docs/architecture.md, 'Runtime topology'). */
const SLOTS = 10;
/** A's due deliveries: three rounds of every slot, each round one failed lookup (3 s) long in a plain queue. */
const STALLED = 3 * SLOTS;
const LOOKUP_MS = 3_000;
const DEAD_URL = 'https://parado.exemplo.com.br/salao';

/**
 * Fair delivery (docs/product/webhooks.md, 'Fair between establishments'): one establishment's receiver that never
 * answers (its name server is silent, so each attempt takes the 3 s lookup) with more due deliveries than two
 * rounds of the slots does not hold back another establishment's delivery, which in a plain first-in first-out
 * queue would wait STALLED / SLOTS rounds of 3 s; the stalled ones are still each tried and wait for their retry.
 */
describe('webhooks: fair between establishments', () => {
  let dns: FakeDns;
  let rx: FakeWebhookReceiver;
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    dns = await startFakeDns({}, { silent: true });
    rx = await startWebhookReceiver();
    t = await startIsolatedApp('webhooks_fair', { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', OUTBOUND_DNS_SERVERS: dns.server });
    a = await createTenant(t.url, t.db, 'Expert');
    b = await createTenant(t.url, t.db, 'Expert');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rx.close();
    await dns.close();
  });

  it("another establishment's delivery goes at once while one receiver's backlog waits on its lookups", async () => {
    expect((await a.client.post('/api/webhooks', { url: DEAD_URL, events: ['client.created'] }, key())).status).toBe(201);
    expect((await b.client.post('/api/webhooks', { url: rx.url('outro'), events: ['client.created'] }, key())).status).toBe(201);
    for (let batch = 0; batch < STALLED / SLOTS; batch++)
      await Promise.all(
        Array.from({ length: SLOTS }, async (_, i) => {
          const n = batch * SLOTS + i;
          const res = await a.client.post('/api/clients', { name: `Cliente ${n}`, phone: `1198888${String(1000 + n)}` }, key());
          expect(res.status).toBe(201);
        }),
      );
    await waitFor(async () => dns.questions.some((q) => q.name === 'parado.exemplo.com.br'), 'as primeiras tentativas de A', 10_000);

    const started = Date.now();
    expect((await b.client.post('/api/clients', { name: 'Cliente do outro salão', phone: '11977770000' }, key())).status).toBe(201);
    await waitFor(async () => rx.received.some((r) => r.path === 'outro'), 'a entrega do outro salão', 30_000);
    const waited = Date.now() - started;
    // A plain queue sends it after every job queued before it, (STALLED / SLOTS) rounds of 3 s: about 10 s here (some
    // of A's already done). Fair, it waits for none of A's attempts.
    console.log(`fair delivery: B's delivery arrived ${waited} ms after its event, behind ${STALLED} due deliveries of A`);
    expect(waited).toBeLessThan(LOOKUP_MS);

    // Each of A's was tried (failed on the name) and waits for its retry: pending, with its error; never more than
    // IN_FLIGHT_PER_WEBHOOK of them under way at once (2 per lookup: STALLED × 3 s / 2, 75 s here).
    let most = 0;
    const tried = await waitFor(
      async () => {
        const [{ n }]: { n: number }[] = await t.db.query(
          `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.url = $1 AND d.claimed_until > now()`,
          [DEAD_URL],
        );
        most = Math.max(most, n);
        const rows: { status: string; attempts: number; last_error: string | null }[] = await t.db.query(
          `SELECT d.status, d.attempts, d.last_error FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.url = $1`,
          [DEAD_URL],
        );
        return rows.length === STALLED && rows.every((r) => r.attempts >= 1) && rows;
      },
      'uma tentativa de cada entrega de A',
      120_000,
    );
    expect(most).toBeLessThanOrEqual(IN_FLIGHT_PER_WEBHOOK);
    expect(tried.every((r) => r.status === 'pending' && r.last_error !== null)).toBe(true);
    expect(rx.received.filter((r) => r.path === 'outro')).toHaveLength(1);
  });
});
