import { CHECKOUT_MSG } from '@salao/contracts';
import { createService } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant } from './support/factories';
import { checkoutVisit, key } from './checkouts-visit';

/** A professional and the comanda (docs/product/roles.md, 'checkouts.open'). */
describe('checkouts: what a professional may do', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('opens, reads and edits a comanda of her own services and sales; not another’s; payments, close and refund are management’s', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await checkoutVisit(t, owner);
    const carla = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Carla');
    const corte = await createService(owner.client, [carla.staffId], { name: 'Corte Carla', price: '60.00' });

    const opened = await carla.client.post(
      '/api/checkouts',
      {
        clientId: v.clientId,
        items: [
          { type: 'service', serviceId: corte.id, staffId: carla.staffId },
          { type: 'product', productId: v.shampoo, staffId: carla.staffId },
        ],
      },
      key(),
    );
    expect(opened.status).toBe(201);
    expect(opened.body.total).toBe(6000 + 3510);
    const edited = await carla.client.put(
      `/api/checkouts/${opened.body.id}`,
      {
        clientId: v.clientId,
        items: [{ type: 'service', serviceId: corte.id, staffId: carla.staffId }],
        tip: { amount: 300, staffId: carla.staffId },
        version: opened.body.version,
      },
      key(),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.total).toBe(6300);
    expect((await carla.client.get(`/api/checkouts/${opened.body.id}`)).body.id).toBe(opened.body.id);

    // Another professional's item, or another's appointment, is refused.
    const others = await carla.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id, staffId: v.ana }] }, key());
    expect(others.status).toBe(403);
    expect(others.body).toEqual({ message: CHECKOUT_MSG.ownOnly });
    const theirVisit = await carla.client.post('/api/checkouts', { appointmentIds: [v.a1] }, key());
    expect(theirVisit.status).toBe(403);

    // A comanda of Ana's, opened by the owner: neither seen nor edited by Carla.
    const { body: anas } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1] }, key());
    expect((await carla.client.get(`/api/checkouts/${anas.id}`)).status).toBe(404);
    const list = await carla.client.get('/api/checkouts');
    expect(list.body.items.map((c: { id: number }) => c.id)).toEqual([opened.body.id]);
    const hijack = await carla.client.put(
      `/api/checkouts/${anas.id}`,
      { items: [{ type: 'service', serviceId: corte.id, staffId: carla.staffId }], version: anas.version },
      key(),
    );
    expect(hijack.status).toBe(404);
    expect((await owner.client.get('/api/checkouts')).body.total).toBe(2);

    for (const path of ['payments', 'close', 'refund', 'receipt/send'])
      expect(
        (await carla.client.post(`/api/checkouts/${opened.body.id}/${path}`, { method: 'pix', amount: 100, reason: 'x', channel: 'email' }, key())).status,
      ).toBe(403);
    expect((await carla.client.get(`/api/checkouts/${opened.body.id}/receipt`)).status).toBe(403);
    expect((await carla.client.get(`/api/clients/${v.clientId}/balance`)).status).toBe(403);
  });
});
