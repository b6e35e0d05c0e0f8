import { REPORTS_MSG, UNIT_MSG } from '@salao/contracts';
import { createService, insertClient, insertStaff } from './agenda-fixtures';
import { key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

/** The network's units side by side in every advanced report (docs/product/units.md, 'Reports by unit'). */
describe('reports by unit: each unit a row, the network the total', () => {
  let t: TestApp;
  let owner: Tenant;
  let inB: ApiClient;
  let unitB: number;
  const q = (name: string, extra = '') => `/api/reports/${name}?from=2026-01-01&to=2026-12-31${extra}`;

  /** A comanda of one service item, paid in cash and closed, in the unit the client acts in. */
  async function sell(client: ApiClient, establishmentId: number, price: string) {
    const staff = await insertStaff(t.db, establishmentId, 'Profissional');
    const service = await createService(client, [staff], { name: `Corte ${price}`, price });
    const clientId = await insertClient(t.db, establishmentId, 'Cliente');
    const c = await client.post('/api/checkouts', { clientId, items: [{ type: 'service', serviceId: service.id, staffId: staff }] }, key());
    if (c.status !== 201) throw new Error(`comanda: ${c.status} ${JSON.stringify(c.body)}`);
    await client.post(`/api/checkouts/${c.body.id}/payments`, { method: 'dinheiro', amount: c.body.total }, key());
    const closed = await client.post(`/api/checkouts/${c.body.id}/close`, {}, key());
    if (closed.status !== 200) throw new Error(`fechar: ${closed.status} ${JSON.stringify(closed.body)}`);
  }

  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    unitB = (await owner.client.post('/api/units', { name: 'Unidade Sul' })).body.id;
    inB = new ApiClient(t.url);
    await inB.login(owner.admin.email, owner.admin.password);
    await inB.post('/api/session/unit', { establishmentId: unitB });
    await sell(owner.client, owner.establishmentId, '80.00');
    await sell(owner.client, owner.establishmentId, '50.00');
    await sell(inB, unitB, '120.00');
  }, 60000);
  afterAll(() => t.close());

  it("revenue: one row per unit with that unit's own totals; the network's totals are their sum, the ticket from the sums", async () => {
    const all = await owner.client.get(q('revenue', '&units=all'));
    expect(all.status).toBe(200);
    expect(all.body.groupBy).toBe('unit');
    expect(all.body.units.map((u: { id: number }) => u.id)).toEqual([owner.establishmentId, unitB]);
    const own = (await owner.client.get(q('revenue'))).body.totals;
    const south = (await inB.get(q('revenue'))).body.totals;
    expect(all.body.rows.map((r: { label: string; values: unknown }) => r.values)).toEqual([own, south]);
    expect(own).toMatchObject({ visits: 2, revenue: 13000 });
    expect(south).toMatchObject({ visits: 1, revenue: 12000 });
    expect(all.body.totals).toMatchObject({ visits: 3, revenue: 25000, net: 25000, ticket: 8333 });
    expect(all.body.cards.find((c: { key: string }) => c.key === 'revenue').value).toBe(25000);
    // Chosen units only, in the order asked.
    const one = (await owner.client.get(q('revenue', `&units=${unitB}`))).body;
    expect(one.rows.map((r: { label: string }) => r.label)).toEqual(['Unidade Sul']);
  });

  it('every report answers by unit', async () => {
    for (const name of ['revenue', 'occupancy', 'retention', 'attendance', 'clients', 'products', 'commissions', 'dre']) {
      const res = await owner.client.get(q(name, '&units=all&compare=previous'));
      expect([name, res.status]).toEqual([name, 200]);
      expect(res.body.rows).toHaveLength(2);
      expect(res.body.previous.rows).toHaveLength(2);
    }
    expect((await owner.client.get(q('dre', '&units=all'))).body.totals).toMatchObject({ income: 25000, result: 25000 });
  });

  it("only the network's owner, only its units, only a well-formed list", async () => {
    const stranger = await createTenant(t.url, t.db, 'Expert');
    const foreign = await owner.client.get(q('revenue', `&units=${stranger.establishmentId}`));
    expect([foreign.status, foreign.body]).toEqual([403, { message: UNIT_MSG.forbidden }]);
    const strangerAll = await stranger.client.get(q('revenue', '&units=all'));
    expect(strangerAll.body.units.map((u: { id: number }) => u.id)).toEqual([stranger.establishmentId]);
    const bad = await owner.client.get(q('revenue', '&units=1;DROP'));
    expect([bad.status, bad.body]).toEqual([400, { message: REPORTS_MSG.units }]);
    const manager = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Gerente');
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [manager.userId]);
    const asManager = new ApiClient(t.url);
    await asManager.login(manager.email, manager.password);
    const refused = await asManager.get(q('revenue', '&units=all'));
    expect([refused.status, refused.body]).toEqual([403, { message: REPORTS_MSG.unitsOwnerOnly }]);
    expect((await asManager.get(q('revenue'))).status).toBe(200);
  });
});
