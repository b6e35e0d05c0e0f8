import { WEBHOOK_MSG, type WebhookEventType } from '@salao/contracts';
import { Webhook } from 'standardwebhooks';
import { DELIVER_JOB, IN_FLIGHT_PER_WEBHOOK } from '../src/modules/webhooks/webhook-delivery.service';
import { booking, futureMonday, laterClock, agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { key } from './checkouts-visit';
import type { TestApp } from './support/app';
import { startIsolatedApp } from './support/demo-app';
import { startWebhookReceiver, type FakeWebhookReceiver, type ReceivedWebhook } from './support/fake-webhook-receiver';
import { waitFor } from './support/wait';

// Its own database: a delivery job of the shared one may be taken by another file's API, set up differently.
// A delivery goes within milliseconds of its commit on a quiet machine; the wait allows a loaded CI machine's
// seconds (docs/architecture.md, 'Runtime topology').
const DELIVERED_WITHIN = 75_000;
jest.setTimeout(240_000);

/** Delivery (docs/product/webhooks.md): signed, retried, in order per resource, redeliverable, sent only after a commit. */
describe('webhooks: delivery to a local receiver', () => {
  let t: TestApp;
  let rx: FakeWebhookReceiver;
  let a: AgendaTenant;
  const clock = laterClock(0);
  const settle = () => new Promise((r) => setTimeout(r, 1500));
  const typeOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { type: WebhookEventType }).type;
  const on = (path: string) => rx.received.filter((r) => r.path === path);
  const create = async (path: string, events: WebhookEventType[]) => {
    const res = await a.client.post('/api/webhooks', { url: rx.url(path), events }, key());
    expect(res.status).toBe(201);
    return res.body as { id: number; secret: string };
  };

  beforeAll(async () => {
    rx = await startWebhookReceiver();
    t = await startIsolatedApp('webhooks_delivery', { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db);
  }, 60000);
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it("signs with Standard Webhooks: Webhook.verify accepts it; the body is {type, timestamp, data} with the API's DTO", async () => {
    const w = await create('assinado', ['appointment.created']);
    const booked = await a.client.post('/api/appointments', booking(a, futureMonday(), '09:00'), key());
    expect(booked.status).toBe(201);
    const [got] = await waitFor(async () => on('assinado').length > 0 && on('assinado'), 'entrega assinada', DELIVERED_WITHIN);
    const headers = {
      'webhook-id': String(got!.headers['webhook-id']),
      'webhook-timestamp': String(got!.headers['webhook-timestamp']),
      'webhook-signature': String(got!.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(new Webhook(w.secret).verify(got!.body, headers)).toEqual({ type: 'appointment.created', timestamp: expect.any(String), data: booked.body });
    // Another secret, or a changed byte, does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(got!.body, headers)).toThrow();
    expect(() => new Webhook(w.secret).verify(got!.body.replace('"appointment.created"', '"appointment.updated"'), headers)).toThrow();
    const log = (await a.client.get(`/api/webhooks/${w.id}/deliveries`)).body;
    expect(log).toEqual([
      {
        id: expect.any(Number),
        messageId: headers['webhook-id'],
        event: 'appointment.created',
        status: 'delivered',
        httpStatus: 200,
        responseTimeMs: expect.any(Number),
        attempts: 1,
        nextAttemptAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('500 then 200: sent exactly once more; the later events of the appointment wait and arrive in order; a redelivery keeps the webhook-id', async () => {
    const w = await create('ordem', ['appointment.created', 'appointment.updated', 'appointment.status_changed', 'appointment.cancelled']);
    rx.answer('ordem', 500);
    const date = futureMonday(2);
    const { body: appt } = await a.client.post('/api/appointments', booking(a, date, '10:00'), key());
    expect((await a.client.put(`/api/appointments/${appt.id}`, booking(a, date, '11:00'))).status).toBe(200);
    expect((await a.client.delete(`/api/appointments/${appt.id}`)).status).toBe(200);
    await waitFor(async () => rx.accepted('ordem').length === 4, 'quatro eventos entregues', DELIVERED_WITHIN);
    await settle();
    expect(on('ordem').map((r) => [typeOf(r), r.status])).toEqual([
      ['appointment.created', 500],
      ['appointment.created', 200],
      ['appointment.updated', 200],
      ['appointment.status_changed', 200],
      ['appointment.cancelled', 200],
    ]);
    const [first, retry] = on('ordem');
    expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(retry!.body).toBe(first!.body);
    const log = (await a.client.get(`/api/webhooks/${w.id}/deliveries`)).body as { id: number; event: string; attempts: number; status: string }[];
    expect(log.map((d) => [d.event, d.status, d.attempts])).toEqual([
      ['appointment.cancelled', 'delivered', 1],
      ['appointment.status_changed', 'delivered', 1],
      ['appointment.updated', 'delivered', 1],
      ['appointment.created', 'delivered', 2],
    ]);

    const again = await a.client.post(`/api/webhooks/${w.id}/deliveries/${log[3]!.id}/redeliver`, {}, key());
    expect(again.body).toMatchObject({ id: log[3]!.id, status: 'pending' });
    await waitFor(async () => on('ordem').length === 6, 'reenvio', DELIVERED_WITHIN);
    const replay = on('ordem')[5]!;
    expect([replay.headers['webhook-id'], replay.body]).toEqual([first!.headers['webhook-id'], first!.body]);
    expect((await a.client.get(`/api/webhooks/${w.id}/deliveries`)).body[3]).toMatchObject({ status: 'delivered', attempts: 3 });
    const foreign = await a.client.post(`/api/webhooks/${w.id}/deliveries/999999999/redeliver`, {}, key());
    expect([foreign.status, foreign.body]).toEqual([404, { message: WEBHOOK_MSG.deliveryNotFound }]);
  }, 60000);

  it('a rolled-back write sends nothing; the next committed one is sent once', async () => {
    await create('reverte', ['client.created']);
    // The audit rows are the transaction's last write (docs/architecture.md, 'Audit log'): failing them rolls back everything before.
    await t.db.query(`CREATE OR REPLACE FUNCTION webhook_test_fail() RETURNS trigger AS $$
      BEGIN IF NEW.after::text LIKE '%Reverte Webhook%' THEN RAISE EXCEPTION 'falha simulada'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.db.query(`CREATE TRIGGER webhook_test_fail BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION webhook_test_fail()`);
    try {
      const failed = await a.client.post('/api/clients', { name: 'Reverte Webhook', phone: '(11) 97777-0001' }, key());
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.query(`DROP TRIGGER webhook_test_fail ON audit_log`);
    }
    expect(await t.db.query(`SELECT count(*)::int AS n FROM clients WHERE name = 'Reverte Webhook'`)).toEqual([{ n: 0 }]);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE body LIKE '%Reverte Webhook%'`)).toEqual([{ n: 0 }]);
    const ok = await a.client.post('/api/clients', { name: 'Confirma Webhook', phone: '(11) 97777-0002' }, key());
    expect(ok.status).toBe(201);
    await waitFor(async () => on('reverte').length === 1, 'cliente confirmado', DELIVERED_WITHIN);
    await settle();
    expect(on('reverte').map((r) => JSON.parse(r.body).data.name)).toEqual(['Confirma Webhook']);
  });

  it('turned on again, what waited goes out: two attempts queued at a time, not the whole backlog, and each sent once', async () => {
    const waiting = 30;
    const off = await a.client.post('/api/webhooks', { url: rx.url('volta'), events: ['client.created'], active: false }, key());
    expect(off.status).toBe(201);
    // What was pending when it was turned off, due now (the webhook's own events are not written while it is off).
    const rows: { id: number }[] = await t.db.query(
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event, resource, body, next_attempt_at)
       SELECT $1, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'client.created', 'client:volta' || n, '{}', now()
         FROM generate_series(1, $2::int) n
       RETURNING id::int AS id`,
      [off.body.id, waiting],
    );
    const ids = rows.map((r) => r.id);
    const queued = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND (data->>'id')::int = ANY($2::int[])`, [DELIVER_JOB, ids]))[0]
        .n as number;
    const held = rx.hold('volta');
    expect((await a.client.put(`/api/webhooks/${off.body.id}`, { url: rx.url('volta'), events: ['client.created'], active: true, version: 1 })).status).toBe(
      200,
    );
    await held.arrived;
    await settle();
    // The two in flight; each attempt that finishes queues the next ones.
    expect(await queued()).toBe(IN_FLIGHT_PER_WEBHOOK);
    held.release();
    await waitFor(async () => rx.accepted('volta').length === waiting, 'entregas pendentes', DELIVERED_WITHIN);
    await settle();
    expect(new Set(on('volta').map((r) => r.headers['webhook-id'])).size).toBe(waiting);
    expect(on('volta')).toHaveLength(waiting);
  }, 60000);

  it('after 3 days of failures the webhook is turned off, the owner told on the bell and by e-mail', async () => {
    const w = await create('fora', ['client.created']);
    rx.answer('fora', ...Array(20).fill(503));
    await a.client.post('/api/clients', { name: 'Cliente Fora', phone: '(11) 97777-0003' }, key());
    await waitFor(async () => on('fora').length === 1, 'primeira tentativa', DELIVERED_WITHIN);
    clock.set(new Date(Date.now() + 3 * 24 * 3600 * 1000 + 60000).toISOString());
    try {
      await waitFor(async () => (await a.client.get(`/api/webhooks/${w.id}`)).body.active === false, 'webhook desativado', DELIVERED_WITHIN);
    } finally {
      clock.set(null);
    }
    const [delivery] = (await a.client.get(`/api/webhooks/${w.id}/deliveries`)).body;
    expect(delivery).toMatchObject({ status: 'failed', httpStatus: 503, attempts: 2, nextAttemptAt: null });
    const [bell] = await t.db.query(`SELECT title, message FROM notifications WHERE establishment_id = $1 AND type = 'webhook'`, [a.establishmentId]);
    expect(bell).toEqual({ title: WEBHOOK_MSG.disabledTitle, message: WEBHOOK_MSG.disabled(rx.url('fora')) });
    await waitFor(
      async () =>
        (await t.db.query(`SELECT 1 FROM outbox_emails WHERE subject = $1 AND text_body = $2`, [WEBHOOK_MSG.disabledTitle, bell.message])).length === 1,
      'e-mail',
    );
    // Off: later events are not even written.
    await a.client.post('/api/clients', { name: 'Cliente Depois', phone: '(11) 97777-0004' }, key());
    await settle();
    expect(on('fora')).toHaveLength(2);
  }, 40000);
});
