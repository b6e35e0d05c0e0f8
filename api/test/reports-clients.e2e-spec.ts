import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { createService, insertClient, insertStaff } from './agenda-fixtures';
import { key, reportsClock, revenueSet } from './reports-fixtures';

/** Retention, clients, products and commissions on hand-computed sets (docs/product/reports.md). */
describe('reports: retention, clients, products, commissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: reportsClock.file });
  });
  afterAll(() => t.close());

  const visit = (e: number, client: number, service: number, staff: number, start: string) =>
    t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
       VALUES ($1, $2, $3, $4, $5, $5::timestamptz + interval '1 hour', 60, 50, 'completed')`,
      [e, client, service, staff, start],
    );

  it('retention across the period boundary: new in October, back within 30/60/90 days whenever that is', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const e = owner.establishmentId;
    const ana = await insertStaff(t.db, e, 'Ana');
    const bia = await insertStaff(t.db, e, 'Bia');
    const s = (await createService(owner.client, [ana, bia], { name: 'Corte', price: '50.00' })).id;
    const [x, y, z, w] = [
      await insertClient(t.db, e, 'Xênia'),
      await insertClient(t.db, e, 'Yara'),
      await insertClient(t.db, e, 'Zilda'),
      await insertClient(t.db, e, 'Wanda'),
    ];
    await visit(e, x, s, ana, '2026-10-30T15:00:00Z'); // back 6 days later, in November, with Ana
    await visit(e, x, s, ana, '2026-11-05T15:00:00Z');
    await visit(e, y, s, bia, '2026-10-10T15:00:00Z'); // back 87 days later with Ana
    await visit(e, y, s, ana, '2027-01-05T15:00:00Z');
    await visit(e, z, s, ana, '2026-10-15T15:00:00Z'); // never back
    await visit(e, w, s, ana, '2026-09-20T15:00:00Z'); // not new in October
    await visit(e, w, s, ana, '2026-10-12T15:00:00Z');
    const q = 'from=2026-10-01&to=2026-10-31';
    const r = (await owner.client.get(`/api/reports/retention?${q}`)).body;
    expect(r.totals).toEqual({ newClients: 3, back30: 1, back60: 1, back90: 2, rate90: 66.7, sameProfessional: 1, otherProfessional: 1 });
    expect(
      r.rows.map((row: { label: string; values: Record<string, number> }) => [row.label, row.values.newClients, row.values.back30, row.values.back90]),
    ).toEqual([
      ['Ana', 2, 1, 1],
      ['Bia', 1, 0, 1],
    ]);
    const gone = (await owner.client.get(`/api/reports/retention?${q}&groupBy=client`)).body;
    expect(gone.rows).toEqual([
      { key: `c${z}`, label: 'Zilda', drill: { clientId: z }, values: { phone: '11999998888', firstVisit: '2026-10-15', staff: 'Ana', nextVisit: null } },
    ]);
    expect((await owner.client.get('/api/reports/retention?from=2026-11-01&to=2026-11-30')).body.totals.newClients).toBe(0);
  });

  describe('on the revenue set', () => {
    let owner: Tenant;
    let set: Awaited<ReturnType<typeof revenueSet>>;
    const q = 'from=2026-10-01&to=2026-10-31';
    beforeAll(async () => {
      owner = await createTenant(t.url, t.db, 'Expert');
      set = await revenueSet(t, owner);
    }, 60000);

    it('products: units, revenue, cost, margin, stock value at cost and turnover', async () => {
      const r = (await owner.client.get(`/api/reports/products?${q}`)).body;
      // Shampoo: 1 unit at 3510 less 510; cost 2000; 4 left in stock.
      expect(r.rows[0]).toMatchObject({
        label: 'Shampoo',
        values: { units: 1, revenue: 3000, cost: 2000, margin: 1000, marginPercent: 33.3, stock: 4, stockValue: 8000, turnover: 25 },
      });
    });

    it('commissions: generated, paid and payable per professional (30 % on the gross; the tip whole)', async () => {
      const r = (await owner.client.get(`/api/reports/commissions?${q}`)).body;
      // Ana: Corte 2400 + Shampoo 1053 + tip 1000; Bia: Escova 1500. The September Corte (Bia) is not in October.
      expect(r.rows.map((x: { label: string; values: Record<string, number> }) => [x.label, x.values.generated, x.values.paid, x.values.payable])).toEqual([
        ['Ana', 4453, 0, 4453],
        ['Bia', 1500, 0, 1500],
      ]);
      expect(r.totals).toMatchObject({ generated: 5953, payable: 5953 });
    });

    it('clients: top by spend, inactive for more than N days, birthdays of the month', async () => {
      const top = (await owner.client.get(`/api/reports/clients?${q}`)).body;
      expect(top.rows).toEqual([
        { key: `c${set.clientId}`, label: 'Maria Cliente', drill: { clientId: set.clientId }, values: expect.objectContaining({ visits: 3, spent: 21700 }) },
      ]);
      const e = owner.establishmentId;
      const old = await insertClient(t.db, e, 'Olga Antiga');
      await t.db.query(`UPDATE clients SET last_visit = now() - interval '100 days', birthday = '1990-10-07' WHERE id = $1`, [old]);
      await t.db.query(`UPDATE clients SET last_visit = now() - interval '10 days' WHERE id = $1`, [set.clientId]);
      const inactive = (await owner.client.get(`/api/reports/clients?${q}&groupBy=inactive&inactiveDays=90`)).body;
      expect(inactive.rows.map((x: { label: string; values: { days: number } }) => [x.label, x.values.days])).toEqual([['Olga Antiga', 100]]);
      const birthdays = (await owner.client.get(`/api/reports/clients?${q}&groupBy=birthdays`)).body;
      expect(birthdays.rows.map((x: { label: string; values: { birthday: string } }) => [x.label, x.values.birthday])).toEqual([['Olga Antiga', '1990-10-07']]);
    });

    it("clients: a refund takes spend back on its own date; a merged client's spend is the surviving one's", async () => {
      await set.refundEscova();
      const november = (await owner.client.get(`/api/reports/clients?from=2026-11-01&to=2026-11-30`)).body;
      expect(november.rows).toEqual([expect.objectContaining({ label: 'Maria Cliente', values: expect.objectContaining({ visits: 0, spent: -4500 }) })]);
      const target = await insertClient(t.db, owner.establishmentId, 'Maria Souza');
      expect((await owner.client.post(`/api/clients/${target}/merge`, { sourceClientId: set.clientId }, key())).status).toBe(200);
      const top = (await owner.client.get(`/api/reports/clients?${q}`)).body;
      expect(top.rows).toEqual([
        expect.objectContaining({ key: `c${target}`, label: 'Maria Souza', values: expect.objectContaining({ visits: 3, spent: 21700 }) }),
      ]);
    });
  });
});
