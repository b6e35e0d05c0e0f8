import PgBoss from 'pg-boss';
import { rebuildRevenueLedger } from '../src/modules/reports/ledger/revenue-ledger';
import { startApp, type TestApp } from './support/app';
import { waitFor } from './support/wait';
import { createTenant, type Tenant } from './support/factories';
import { at, key, ledger, reportsClock, revenueSet } from './reports-fixtures';

/**
 * The revenue report and the DRE on a hand-computed set (docs/product/reports.md): totals to the cent, the same as the
 * ledger's (GET /api/transactions), the previous period, a refund moving both back on its date, another salon never counted.
 */
describe('reports: revenue and DRE', () => {
  let t: TestApp;
  let owner: Tenant;
  let set: Awaited<ReturnType<typeof revenueSet>>;
  const october = 'from=2026-10-01&to=2026-10-31';
  const november = 'from=2026-11-01&to=2026-11-30';

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: reportsClock.file });
    owner = await createTenant(t.url, t.db, 'Expert');
    set = await revenueSet(t, owner);
    // Another salon's comanda the same month: never in these reports.
    const other = await createTenant(t.url, t.db, 'Expert');
    const p = (await other.client.post('/api/products', { name: 'Creme', category: 'Cabelo', price: '99.00', currentStock: 5, minStock: 0 })).body.id;
    await at('2026-10-06T15:00:00Z', async () => {
      const c = await other.client.post('/api/checkouts', { items: [{ type: 'product', productId: p }] }, key());
      await other.client.post(`/api/checkouts/${c.body.id}/payments`, { method: 'dinheiro', amount: 9900 }, key());
      await other.client.post(`/api/checkouts/${c.body.id}/close`, {}, key());
    });
  }, 60000);
  afterAll(() => t.close());

  it('October by professional: gross, discounts, tips, fees, net, visits and ticket to the cent', async () => {
    const r = await owner.client.get(`/api/reports/revenue?${october}&groupBy=professional`);
    expect(r.status).toBe(200);
    // gross 8000 + 5000 + 3510 + 6000; discounts 800 + 500 + 510; fee 126; visits A, B and the Manicure.
    expect(r.body.totals).toEqual({ visits: 3, gross: 22510, discounts: 1810, tips: 1000, revenue: 21700, fees: 126, net: 21574, ticket: 7191 });
    const row = (label: string) => r.body.rows.find((x: { label: string }) => x.label === label);
    expect(row('Ana')).toMatchObject({
      drill: { staffId: set.ana },
      values: { visits: 2, gross: 11510, discounts: 1310, tips: 1000, revenue: 11200, fees: 78, net: 11122, ticket: 5561 },
    });
    expect(row('Bia').values).toMatchObject({ visits: 1, gross: 5000, discounts: 500, revenue: 4500, fees: 48, net: 4452 });
    expect(row('Carla').values).toMatchObject({ visits: 1, gross: 6000, revenue: 6000, fees: 0, net: 6000 });
    expect(r.body.title).toBe('Faturamento');
  });

  it('reconciles with the ledger: revenue = incomes − refunds, net = incomes − expenses; the DRE is the ledger', async () => {
    const l = await ledger(owner, '2026-10');
    const r = (await owner.client.get(`/api/reports/revenue?${october}`)).body;
    expect(r.totals.revenue).toBe(l.by('income', 'Serviços Realizados') + l.by('income', 'Produtos Vendidos') - l.by('expense', 'Estornos'));
    expect(r.totals.fees).toBe(l.by('expense', 'Taxas de cartão') - l.by('income', 'Estorno de taxas de cartão'));
    expect(r.totals.net).toBe(l.income - l.expense);
    const dre = (await owner.client.get(`/api/reports/dre?${october}`)).body;
    expect(dre.totals).toEqual({ income: l.income, expense: l.expense, result: l.income - l.expense });
    expect(dre.totals).toEqual({ income: 21700, expense: 126, result: 21574 });
    expect(dre.rows.find((x: { key: string }) => x.key === 'income:Serviços Realizados').values).toMatchObject({ '2026-10': 18700, total: 18700 });
    // By method: what each method took in at the closings.
    const m = (await owner.client.get(`/api/reports/revenue?${october}&groupBy=method`)).body;
    expect(m.rows.map((x: { label: string; values: { revenue: number } }) => [x.label, x.values.revenue])).toEqual([
      ['PIX', 12700],
      ['Sem comanda', 6000],
      ['Dinheiro', 3000],
    ]);
    expect(m.totals).toMatchObject({ revenue: 21700, fees: 126, net: 21574 });
  });

  it('compare=previous: the 31 days before, on the cards too', async () => {
    const r = (await owner.client.get(`/api/reports/revenue?${october}&groupBy=month&compare=previous`)).body;
    expect(r.previousPeriod).toEqual({ from: '2026-08-31', to: '2026-09-30' });
    expect(r.previous.totals).toMatchObject({ visits: 1, gross: 8000, revenue: 8000, net: 8000 });
    expect(r.cards.find((c: { key: string }) => c.key === 'revenue')).toEqual({
      key: 'revenue',
      label: 'Faturado',
      type: 'money',
      value: 21700,
      previous: 8000,
    });
    expect(r.rows.map((x: { key: string }) => x.key)).toEqual(['2026-10']);
    const days = (await owner.client.get(`/api/reports/revenue?${october}&groupBy=day`)).body;
    expect(days.rows).toHaveLength(31);
    expect(days.rows[4]).toMatchObject({ key: '2026-10-05', label: '05/10/2026', values: { revenue: 12700 } });
  });

  it('a refund moves revenue and the DRE back on its own date, matching the Estornos entries', async () => {
    await set.refundEscova();
    const oct = (await owner.client.get(`/api/reports/revenue?${october}`)).body;
    expect(oct.totals.revenue).toBe(21700);
    const nov = (await owner.client.get(`/api/reports/revenue?${november}&groupBy=professional`)).body;
    // Escova 5000 less its 500 share back, its fee share 48 back; no visit taken away.
    expect(nov.totals).toEqual({ visits: 0, gross: -5000, discounts: -500, tips: 0, revenue: -4500, fees: -48, net: -4452, ticket: 0 });
    const l = await ledger(owner, '2026-11');
    expect(l.by('expense', 'Estornos')).toBe(4500);
    expect(nov.totals.net).toBe(l.income - l.expense);
    const dre = (await owner.client.get(`/api/reports/dre?${november}`)).body;
    expect(dre.totals).toEqual({ income: 48, expense: 4500, result: -4452 });
  });

  it('filters by professional and service, and drills down to the visits', async () => {
    const r = (await owner.client.get(`/api/reports/revenue?${october}&groupBy=service&staffId=${set.ana}`)).body;
    expect(r.rows.map((x: { label: string; values: { revenue: number } }) => [x.label, x.values.revenue])).toEqual([
      ['Corte', 7200],
      ['Shampoo', 3000],
      ['Gorjeta', 1000],
    ]);
    const v = (await owner.client.get(`/api/reports/visits?${october}&staffId=${set.ana}`)).body;
    expect(v.total).toBe(2);
    expect(
      v.visits.map((x: { date: string; serviceName: string; gross: number; discount: number; net: number }) => [
        x.date,
        x.serviceName,
        x.gross,
        x.discount,
        x.net,
      ]),
    ).toEqual([
      ['2026-10-20', 'Shampoo', 3510, 510, 3000],
      ['2026-10-05', 'Corte', 8000, 800, 7200],
    ]);
    const s = (await owner.client.get(`/api/reports/visits?${october}&serviceId=${set.manicure.id}`)).body;
    expect(s.visits).toMatchObject([{ date: '2026-10-10', serviceName: 'Manicure', staffName: 'Carla', clientName: 'Maria Cliente', net: 6000 }]);
  });

  it('the ledger each closing and refund wrote is the one its comandas give when written again from them', async () => {
    const lines = async () => ({
      entries: await t.db.query(
        `SELECT checkout_id, refund_id, client_id, day::text, type, staff_id, service_id, category_id, name, gross, discount, tip, fee,
                v_total, v_staff, v_service, v_category, v_staff_service, v_staff_category
           FROM revenue_entries WHERE establishment_id = $1 ORDER BY checkout_id, refund_id NULLS FIRST, id`,
        [owner.establishmentId],
      ),
      methods: await t.db.query(
        `SELECT checkout_id, refund_id, day::text, method, amount, fee, v_total, v_method
           FROM revenue_method_entries WHERE establishment_id = $1 ORDER BY checkout_id, refund_id NULLS FIRST, id`,
        [owner.establishmentId],
      ),
    });
    const live = await lines();
    // The October comandas and the November refund (the test above): closings and a refund line at least.
    expect(live.entries.filter((e: { refund_id: number | null }) => e.refund_id !== null).length).toBeGreaterThan(0);
    // On the transaction's one connection its reads go one at a time: pg queues a query sent while another runs and
    // warns that pg 9 refuses it.
    let running = 0;
    let most = 0;
    await t.db.transaction(async (tx) => {
      const connection = (tx.queryRunner as unknown as { databaseConnection: { query: (...args: unknown[]) => Promise<unknown> } }).databaseConnection;
      const query = connection.query.bind(connection);
      connection.query = (...args: unknown[]) => {
        most = Math.max(most, (running += 1));
        return query(...args).finally(() => (running -= 1));
      };
      try {
        await rebuildRevenueLedger(tx, owner.establishmentId);
      } finally {
        connection.query = query;
      }
    });
    expect(most).toBe(1);
    expect(await lines()).toEqual(live);

    // Comandas from before the ledger (what its migration lists): the rebuild job writes them, once.
    await t.db.query(`DELETE FROM revenue_entries WHERE establishment_id = $1`, [owner.establishmentId]);
    await t.db.query(`DELETE FROM revenue_method_entries WHERE establishment_id = $1`, [owner.establishmentId]);
    await t.db.query(`INSERT INTO revenue_ledger_rebuilds (establishment_id) VALUES ($1)`, [owner.establishmentId]);
    expect((await owner.client.get(`/api/reports/revenue?${october}`)).body.totals.visits).toBe(1);
    const boss = new PgBoss({ connectionString: process.env.TEST_DB_URL!, schedule: false, supervise: false, max: 1 });
    await boss.start();
    try {
      await boss.send('reports.revenue-ledger-rebuild', {});
      await waitFor(
        async () => ((await t.db.query(`SELECT 1 FROM revenue_ledger_rebuilds WHERE establishment_id = $1`, [owner.establishmentId])).length ? null : true),
        'revenue ledger rebuilt',
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect(await lines()).toEqual(live);
    expect((await owner.client.get(`/api/reports/revenue?${october}`)).body.totals.visits).toBe(3);
  });
});
