import { WEBHOOK_MSG, planRequiredMessage, webhookSampleData } from '@salao/contracts';
import { Webhook } from 'standardwebhooks';
import { key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { startWebhookReceiver, type FakeWebhookReceiver } from './support/fake-webhook-receiver';

/** POST /api/webhooks/test-delivery (docs/product/webhooks.md, 'Test delivery'): one signed sample, always a 200 answer. */
describe('webhooks: test delivery', () => {
  let t: TestApp;
  let rx: FakeWebhookReceiver;
  let untouched: FakeWebhookReceiver;
  let a: Tenant;
  const test = (body: unknown, headers = key()) => a.client.post('/api/webhooks/test-delivery', body, headers);

  beforeAll(async () => {
    rx = await startWebhookReceiver();
    untouched = await startWebhookReceiver();
    // Only 127.0.0.1 is allowlisted: 'localhost' and [::1] stay private targets.
    t = await startApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    a = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(async () => {
    await t.close();
    await rx.close();
    await untouched.close();
  });

  it('delivered: the receiver verifies the signature with the returned secret; the body is a marked sample of the DTO', async () => {
    const res = await test({ url: rx.url('teste'), event: 'appointment.created' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      webhookId: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      status: 'delivered',
      httpStatus: 200,
      responseTimeMs: expect.any(Number),
      body: expect.any(String),
    });
    expect(rx.received).toHaveLength(1);
    const got = rx.received[0]!;
    expect(got.body).toBe(res.body.body);
    const headers = {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe(res.body.webhookId);
    expect(new Webhook(res.body.secret).verify(got.body, headers)).toEqual({
      type: 'appointment.created',
      timestamp: expect.any(String),
      data: webhookSampleData('appointment.created'),
      test: true,
    });
    // Each test gets its own secret: the previous one does not verify the next.
    const again = await test({ url: rx.url('teste'), event: 'client.updated' });
    expect(again.body.secret).not.toBe(res.body.secret);
    expect(() => new Webhook(res.body.secret).verify(rx.received[1]!.body, rx.received[1]!.headers as Record<string, string>)).toThrow();
    // Nothing is kept as a webhook; the audit log has the test, without the secret.
    expect((await a.client.get('/api/webhooks')).body).toEqual([]);
    const audit = await t.db.query(`SELECT entity, action, after::text AS after FROM audit_log WHERE establishment_id = $1 AND action = 'test'`, [
      a.establishmentId,
    ]);
    expect(audit).toHaveLength(2);
    expect(audit[0].entity).toBe('webhook');
    expect(audit.some((r: { after: string }) => r.after.includes(res.body.webhookId))).toBe(true);
    expect(audit.every((r: { after: string }) => !r.after.includes('whsec_'))).toBe(true);
  });

  it('an Idempotency-Key replay answers the first answer without sending again', async () => {
    const before = rx.received.length;
    const headers = key();
    const first = await test({ url: rx.url('idem'), event: 'product.low_stock' }, headers);
    const second = await test({ url: rx.url('idem'), event: 'product.low_stock' }, headers);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(rx.received.length).toBe(before + 1);
  });

  it("the receiver's error or an address nobody answers: 200 with 'failed' and a pt-BR error", async () => {
    rx.answer('quebrado', 500);
    const res = await test({ url: rx.url('quebrado'), event: 'checkout.closed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed', httpStatus: 500, error: WEBHOOK_MSG.testFailed('HTTP 500') });
    const closed = await startWebhookReceiver();
    const url = closed.url('ninguem');
    await closed.close();
    const down = await test({ url, event: 'waitlist.offered' });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'failed', httpStatus: null, error: expect.stringContaining('Não foi possível conectar ao receptor') });
  });

  it("a private target off the allowlist: 200 'refused', 0 connections", async () => {
    const port = new URL(untouched.url('')).port;
    for (const url of [`https://localhost:${port}/x`, `https://[::1]:${port}/y`, 'https://10.0.0.1/z', 'https://169.254.169.254/latest/meta-data']) {
      const res = await test({ url, event: 'client.created' });
      expect([url, res.status, res.body.status, res.body.httpStatus, res.body.error]).toEqual([url, 200, 'refused', null, WEBHOOK_MSG.testRefused]);
    }
    expect(untouched.connections()).toBe(0);
  });

  it('bad input is a pt-BR 400; plan Base is 403', async () => {
    const port = new URL(untouched.url('')).port;
    const cases: [unknown, unknown][] = [
      [{ url: `http://localhost:${port}/x`, event: 'client.created' }, WEBHOOK_MSG.urlHttps],
      [{ url: 'nada', event: 'client.created' }, WEBHOOK_MSG.urlInvalid],
      [{ event: 'client.created' }, WEBHOOK_MSG.url],
      [{ url: 'https://example.com/h', event: 'client.deleted' }, WEBHOOK_MSG.eventInvalid],
      [{ url: 'https://example.com/h' }, WEBHOOK_MSG.testEvent],
      // A list where one text belongs: the shared yup refusal ('O campo "event" tem um formato inválido.').
      [{ url: 'https://example.com/h', event: ['client.created'] }, expect.stringContaining('event')],
    ];
    for (const [body, message] of cases) {
      const res = await test(body);
      expect([JSON.stringify(body), res.status, res.body.message]).toEqual([JSON.stringify(body), 400, message]);
    }
    expect(untouched.connections()).toBe(0);
    const base = await createTenant(t.url, t.db, 'Base');
    const res = await base.client.post('/api/webhooks/test-delivery', { url: rx.url('base'), event: 'client.created' }, key());
    expect([res.status, res.body.message]).toEqual([403, planRequiredMessage('webhooks', 'Base')]);
    expect(rx.received.some((r) => r.path === 'base')).toBe(false);
  });
});
