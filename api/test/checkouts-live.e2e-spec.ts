import type WebSocket from 'ws';
import { checkoutVisit, key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { connectLive, waitForMessage } from './support/live-socket';

type Message = { type: string };

/**
 * The day's comandas and the Comissões card refresh in other tabs: opening, editing and paying a comanda, and the
 * commission entries its closing and refund write, each send financial_change once committed (docs/product/api.md).
 */
describe('checkouts: live events of an open comanda and of its commissions', () => {
  let t: TestApp;
  let owner: Tenant;
  let live: { ws: WebSocket; messages: Message[] };
  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    live = await connectLive<Message>(t.url, owner.client.token);
  });
  afterAll(async () => {
    live.ws.close();
    await t.close();
  });

  const financialChange = () => waitForMessage(live.messages, (m) => m.type === 'financial_change');

  it('opening, editing and paying a comanda send financial_change; a refused edit sends nothing', async () => {
    const v = await checkoutVisit(t, owner);
    live.messages.length = 0;
    const opened = await owner.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id, staffId: v.ana }] }, key());
    expect(opened.status).toBe(201);
    await financialChange();

    live.messages.length = 0;
    const edited = await owner.client.put(`/api/checkouts/${opened.body.id}`, {
      version: opened.body.version,
      items: [{ type: 'service', serviceId: v.escova.id, staffId: v.bia }],
    });
    expect(edited.status).toBe(200);
    await financialChange();

    live.messages.length = 0;
    const stale = await owner.client.put(`/api/checkouts/${opened.body.id}`, {
      version: opened.body.version,
      items: [{ type: 'service', serviceId: v.corte.id }],
    });
    expect(stale.status).toBe(409);
    await new Promise((r) => setTimeout(r, 200));
    expect(live.messages).toEqual([]);

    // Card, so that no open drawer is what announces it.
    const paid = await owner.client.post(`/api/checkouts/${opened.body.id}/payments`, { method: 'pix', amount: 1000 }, key());
    expect(paid.status).toBe(200);
    await financialChange();
  });

  it("closing and refunding write the professionals' commission entries and send financial_change", async () => {
    const v = await checkoutVisit(t, owner);
    const { body: c } = await owner.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id, staffId: v.ana }] }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 8000 }, key());
    live.messages.length = 0;
    expect((await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key())).status).toBe(200);
    await financialChange();
    const entries = async () =>
      (await t.db.query(`SELECT kind FROM commission_entries WHERE establishment_id = $1 AND checkout_id = $2 ORDER BY id`, [owner.establishmentId, c.id])).map(
        (r: { kind: string }) => r.kind,
      );
    expect(await entries()).toEqual(['item']);

    live.messages.length = 0;
    expect((await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Cliente desistiu' }, key())).status).toBe(200);
    await financialChange();
    expect(await entries()).toEqual(['item', 'reversal']);
  });
});
