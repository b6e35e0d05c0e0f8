import type { WebhookEventType } from '@salao/contracts';
import { agendaTenant, booking, futureMonday } from './agenda-fixtures';
import { key } from './checkouts-visit';
import type { TestApp } from './support/app';
import { startIsolatedApp } from './support/demo-app';
import { createTenant, type Tenant } from './support/factories';
import { startWebhookReceiver, type FakeWebhookReceiver } from './support/fake-webhook-receiver';
import { waitFor } from './support/wait';

// Its own database: a delivery job of the shared one may be taken by another file's API, set up differently.
// A delivery goes within milliseconds of its commit on a quiet machine; the wait allows a loaded CI machine's
// seconds (docs/architecture.md, 'Runtime topology').
const DELIVERED_WITHIN = 75_000;
jest.setTimeout(240_000);

/** The events beyond appointments (docs/product/webhooks.md): clients, comandas, payments, low stock; each with the API's DTO. */
describe('webhooks: client, comanda, payment and stock events', () => {
  let t: TestApp;
  let rx: FakeWebhookReceiver;
  let a: Tenant;
  const events = (path: string) => rx.accepted(path).map((r) => JSON.parse(r.body) as { type: WebhookEventType; data: Record<string, unknown> });
  const hook = async (path: string, list: WebhookEventType[]) =>
    expect((await a.client.post('/api/webhooks', { url: rx.url(path), events: list }, key())).status).toBe(201);

  beforeAll(async () => {
    rx = await startWebhookReceiver();
    t = await startIsolatedApp('webhooks_events', { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    a = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('client.created and client.updated carry the client as GET /api/clients/{id} answers it', async () => {
    await hook('clientes', ['client.created', 'client.updated']);
    const { body: created } = await a.client.post('/api/clients', { name: 'Joana Webhook', phone: '(11) 95555-1001' }, key());
    const saved = await a.client.put(`/api/clients/${created.id}`, { name: 'Joana Alterada', phone: '(11) 95555-1001', version: created.version });
    expect(saved.status).toBe(200);
    await waitFor(async () => events('clientes').length === 2, 'eventos de cliente', DELIVERED_WITHIN);
    const current = (await a.client.get(`/api/clients/${created.id}`)).body;
    expect(events('clientes')).toEqual([
      { type: 'client.created', timestamp: expect.any(String), data: created },
      { type: 'client.updated', timestamp: expect.any(String), data: saved.body },
    ]);
    expect(saved.body).toEqual(current);
  });

  it('a comanda: payment.received, checkout.closed, checkout.refunded in order, with the comanda; product.low_stock once at its minimum', async () => {
    await hook('comanda', ['payment.received', 'checkout.closed', 'checkout.refunded']);
    await hook('estoque', ['product.low_stock']);
    await a.client.put('/api/payment-methods', { methods: [{ method: 'pix', active: true, feePercent: 0, fixedFee: 0, receiptDays: 0 }] });
    const { body: product } = await a.client.post('/api/products', { name: 'Óleo', category: 'Cabelo', price: '30.00', currentStock: 5, minStock: 2 });
    // 5 → 4: above the minimum, nothing.
    expect((await a.client.post(`/api/products/${product.id}/movements`, { kind: 'perda', quantity: 1 }, key())).status).toBe(201);
    const { body: c } = await a.client.post('/api/checkouts', { items: [{ type: 'product', productId: product.id, quantity: 2 }] }, key());
    const paid = await a.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 6000 }, key());
    expect(paid.status).toBe(200);
    const closed = await a.client.post(`/api/checkouts/${c.id}/close`, {}, key());
    expect(closed.status).toBe(200);
    const refunded = await a.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Devolvido' }, key());
    expect(refunded.status).toBe(200);
    await waitFor(async () => events('comanda').length === 3 && events('estoque').length === 1, 'eventos da comanda', DELIVERED_WITHIN);
    expect(events('comanda')).toEqual([
      { type: 'payment.received', timestamp: expect.any(String), data: paid.body },
      { type: 'checkout.closed', timestamp: expect.any(String), data: closed.body },
      { type: 'checkout.refunded', timestamp: expect.any(String), data: refunded.body },
    ]);
    // The closing took 4 → 2 (its minimum); the refund gives 2 back (4), a loss to 3 stays above it, one to 0 reaches it again.
    const move = (kind: string, quantity: number) => a.client.post(`/api/products/${product.id}/movements`, { kind, quantity }, key());
    expect((await move('perda', 1)).status).toBe(201);
    expect((await move('perda', 3)).status).toBe(201);
    await waitFor(async () => events('estoque').length === 2, 'segundo aviso de estoque', DELIVERED_WITHIN);
    await new Promise((r) => setTimeout(r, 1000));
    expect(events('estoque').map((e) => [e.type, e.data.id, e.data.currentStock, e.data.minStock])).toEqual([
      ['product.low_stock', product.id, 2, 2],
      ['product.low_stock', product.id, 0, 2],
    ]);
  }, 40000);

  it('waitlist.offered: a cancelled time offered to the first in line, without her contact', async () => {
    const b = await agendaTenant(t.url, t.db);
    expect((await b.client.post('/api/webhooks', { url: rx.url('fila'), events: ['waitlist.offered'] }, key())).status).toBe(201);
    const date = futureMonday(3);
    const { body: appt } = await b.client.post('/api/appointments', booking(b, date, '10:00'), key());
    const [entry] = await t.db.query(
      `INSERT INTO online_booking_waitlist (establishment_id, service_id, staff_id, date, name, phone, status)
       VALUES ($1, $2, $3, $4, 'Primeira da Fila', '11955550002', 'waiting') RETURNING id`,
      [b.establishmentId, b.serviceId, b.staffId, date],
    );
    expect((await b.client.delete(`/api/appointments/${appt.id}`)).status).toBe(200);
    await waitFor(async () => events('fila').length === 1, 'oferta da lista de espera', DELIVERED_WITHIN);
    const [offered] = events('fila');
    expect(offered).toMatchObject({ type: 'waitlist.offered', data: { waitlistId: entry.id, serviceId: b.serviceId, staffId: b.staffId } });
    expect(JSON.stringify(offered)).not.toMatch(/Primeira da Fila|11955550002/);
  });
});
