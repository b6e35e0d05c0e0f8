import createClient from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import { agendaTenant, futureMonday, laterClock, type AgendaTenant } from './agenda-fixtures';
import type { paths } from './generated/salao-api';
import { scopedKey } from './integration-scopes-fixtures';
import type { TestApp } from './support/app';
import { startIsolatedApp } from './support/demo-app';
import { startWebhookReceiver, type FakeWebhookReceiver } from './support/fake-webhook-receiver';
import { waitFor } from './support/wait';

// Its own database: a delivery job of the shared one may be taken by another file's API, set up differently.
// A delivery goes within milliseconds of its commit on a quiet machine; the wait allows a loaded CI machine's
// seconds (docs/architecture.md, 'Runtime topology').
const DELIVERED_WITHIN = 75_000;
jest.setTimeout(180_000);

/**
 * An integrator's whole day through the typed client generated from /api/openapi.json (openapi-typescript's types in
 * test/generated, openapi-fetch's calls): nothing here is typed by hand, so a document that drifts from what the
 * API answers fails the typecheck or these assertions (docs/product/api.md 'OpenAPI').
 */
describe('the generated client drives a day and verifies its webhooks', () => {
  let t: TestApp;
  let rx: FakeWebhookReceiver;
  let a: AgendaTenant;
  // Closing completes the visit, which is refused before its start (docs/product/states.md): the close runs later.
  const clock = laterClock();

  beforeAll(async () => {
    rx = await startWebhookReceiver();
    t = await startIsolatedApp('openapi_client', { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db, 'Expert');
    await a.client.put('/api/payment-methods', { methods: [{ method: 'pix', active: true, feePercent: 0, fixedFee: 0, receiptDays: 0 }] });
  }, 60000);
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('client, availability, booking, confirmation, comanda closed; every webhook signed and verified', async () => {
    const { key } = await scopedKey(
      a,
      ['clients:read', 'clients:write', 'agenda:read', 'agenda:write', 'checkout:write', 'webhooks:write'],
      'Automação do dia',
    );
    const api = createClient<paths>({ baseUrl: t.url, headers: { Authorization: `Bearer ${key}` } });
    let n = 0;
    const once = () => ({ 'Idempotency-Key': `dia-${Date.now()}-${++n}` });

    const hook = await api.POST('/api/webhooks', {
      params: { header: once() },
      body: { url: rx.url('dia'), events: ['client.created', 'appointment.created', 'appointment.status_changed', 'payment.received', 'checkout.closed'] },
    });
    expect(hook.response.status).toBe(201);
    const secret = hook.data!.secret;
    expect(secret).toMatch(/^whsec_/);

    const client = await api.POST('/api/clients', { params: { header: once() }, body: { name: 'Marina Integração', phone: '(11) 97777-1234' } });
    expect(client.response.status).toBe(201);
    const clientId = client.data!.id;

    const date = futureMonday(2);
    const times = await api.GET('/api/appointments/available-times', { params: { query: { date, staffId: a.staffId, serviceId: a.serviceId } } });
    expect(times.response.status).toBe(200);
    const time = times.data!.timeSlots.find((s) => s.available)!.time;

    const booked = await api.POST('/api/appointments', {
      params: { header: once() },
      body: { clientId, serviceId: a.serviceId, staffId: a.staffId, appointmentDate: date, appointmentTime: time },
    });
    expect(booked.response.status).toBe(201);
    const appointment = booked.data!;
    expect(appointment).toMatchObject({ clientId, staffId: a.staffId, status: 'scheduled' });

    const confirmed = await api.PATCH('/api/appointments/{id}/status', { params: { path: { id: appointment.id } }, body: { status: 'confirmed' } });
    expect([confirmed.response.status, confirmed.error]).toEqual([200, undefined]);
    expect(confirmed.data!.status).toBe('confirmed');

    const opened = await api.POST('/api/checkouts', { params: { header: once() }, body: { clientId, appointmentIds: [appointment.id] } });
    expect(opened.response.status).toBe(201);
    const comanda = opened.data!;
    expect(comanda.total).toBe(8000);
    const paid = await api.POST('/api/checkouts/{id}/payments', {
      params: { path: { id: comanda.id }, header: once() },
      body: { method: 'pix', amount: comanda.total },
    });
    expect(paid.response.status).toBe(200);
    const closed = await clock.during(() => api.POST('/api/checkouts/{id}/close', { params: { path: { id: comanda.id }, header: once() }, body: {} }));
    expect([closed.response.status, closed.error]).toEqual([200, undefined]);
    expect(closed.data!.status).toBe('closed');

    // What the receiver got: six deliveries (closing completed the visit), each verified with the webhook's secret
    // by the spec's own library. The receiver's clock reads each one's send time: the close ran on the test clock.
    await waitFor(async () => rx.accepted('dia').length === 6, 'os seis webhooks do dia', DELIVERED_WITHIN);
    const verifier = new Webhook(secret);
    const verify = (body: string, headers: Record<string, string>) => {
      const now = jest.spyOn(Date, 'now').mockReturnValue(Number(headers['webhook-timestamp']) * 1000);
      try {
        return verifier.verify(body, headers) as { type: string; data: { id: number; status?: string } };
      } finally {
        now.mockRestore();
      }
    };
    const events = rx.accepted('dia').map((d) => verify(d.body, d.headers as Record<string, string>));
    // In order per resource (confirmed before completed); resources are delivered side by side.
    expect(events.map((e) => e.type).sort()).toEqual([
      'appointment.created',
      'appointment.status_changed',
      'appointment.status_changed',
      'checkout.closed',
      'client.created',
      'payment.received',
    ]);
    const data = (type: string, i = 0) => events.filter((e) => e.type === type)[i]!.data;
    expect(data('client.created')).toEqual(client.data);
    expect(data('appointment.created')).toEqual(appointment);
    expect(data('appointment.status_changed')).toEqual(confirmed.data);
    expect(data('appointment.status_changed', 1)).toMatchObject({ id: appointment.id, status: 'completed' });
    expect(data('payment.received')).toEqual(paid.data);
    expect(data('checkout.closed')).toEqual(closed.data);
    // A body changed on the way does not verify.
    const first = rx.accepted('dia')[0]!;
    expect(() => verify(first.body.replace('"type"', '"tipo"'), first.headers as Record<string, string>)).toThrow();
  });
});
