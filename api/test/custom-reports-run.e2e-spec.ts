import { dayjs, type ReportAnswer } from '@salao/contracts';
import { ZONE } from './agenda-fixtures';
import { checkoutVisit, key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';

/**
 * A custom report's run (docs/product/reports.md, 'Relatórios personalizados') on a hand-computed set:
 * comanda #1 (client Maria): Corte R$ 80,00 by Ana, Escova R$ 50,00 by Bia, Shampoo R$ 35,10 by Ana, 2 × Máscara
 * R$ 20,00 by Bia, 10 % off (2051: exactly 10 % of each item, so the nets are 7200, 4500, 3159, 3600), a R$ 10,00
 * tip to Ana (not revenue), paid PIX + débito + dinheiro ('Mais de uma forma'); comanda #2: a walk-in Shampoo
 * R$ 35,10 with no professional, paid PIX; a Corte by Ana completed without a comanda (income R$ 80,00, no method).
 */
describe('custom reports: run', () => {
  let t: TestApp;
  let owner: Tenant;
  let v: Awaited<ReturnType<typeof checkoutVisit>>;
  let checkoutId: number;
  const from = dayjs().tz(ZONE).subtract(1, 'day').format('YYYY-MM-DD');
  const to = dayjs().tz(ZONE).format('YYYY-MM-DD');

  async function closeComanda(o: Tenant, body: Record<string, unknown>, payments: Record<string, unknown>[]): Promise<number> {
    const opened = await o.client.post('/api/checkouts', body, key());
    expect(opened.status).toBe(201);
    for (const p of payments) expect((await o.client.post(`/api/checkouts/${opened.body.id}/payments`, p, key())).status).toBe(200);
    expect((await o.client.post(`/api/checkouts/${opened.body.id}/close`, {}, key())).status).toBe(200);
    return opened.body.id;
  }

  async function seed(o: Tenant) {
    const visit = await checkoutVisit(t, o);
    const id = await closeComanda(
      o,
      {
        appointmentIds: [visit.a1, visit.a2],
        clientId: visit.clientId,
        items: [
          { type: 'product', productId: visit.shampoo, staffId: visit.ana, quantity: 1 },
          { type: 'product', productId: visit.mascara, staffId: visit.bia, quantity: 2, unitPrice: 2000 },
        ],
        discount: 2051,
        tip: { amount: 1000, staffId: visit.ana },
      },
      [
        { method: 'pix', amount: 10000 },
        { method: 'debito', amount: 5000 },
        { method: 'dinheiro', amount: 4459 },
      ],
    );
    await closeComanda(o, { items: [{ type: 'product', productId: visit.shampoo, quantity: 1 }] }, [{ method: 'pix', amount: 3510 }]);
    const start = dayjs().subtract(4, 'hour');
    const [a3] = await t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
       VALUES ($1, $2, $3, $4, $5, $6, 60, 80, 'confirmed') RETURNING id`,
      [o.establishmentId, visit.clientId, visit.corte.id, visit.ana, start.toISOString(), start.add(1, 'hour').toISOString()],
    );
    expect((await o.client.patch(`/api/appointments/${a3.id}/status`, { status: 'completed' })).status).toBe(200);
    return { visit, checkoutId: id };
  }

  async function run(body: Record<string, unknown>, o = owner): Promise<ReportAnswer> {
    const created = await o.client.post('/api/reports/custom', { name: 'Teste', chart: 'bar', ...body }, key());
    expect(created.status).toBe(201);
    const res = await o.client.get(`/api/reports/custom/${created.body.id}/run?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** [label, value] of each row. */
  const figures = (a: ReportAnswer) => a.rows.map((r) => [r.label, r.values[a.columns[a.columns.length - 1]!.key]]);

  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    ({ visit: v, checkoutId } = await seed(owner));
    // Another establishment with the same visits: never counted in the owner's answers.
    await seed(await createTenant(t.url, t.db, 'Expert'));
  }, 60000);
  afterAll(() => t.close());

  it('revenue by professional, to the cent, as the reports answer it', async () => {
    const a = await run({ metric: 'revenue', groupBy: ['professional'] });
    expect(a).toMatchObject({
      report: 'custom',
      title: 'Teste',
      period: { from, to },
      groupBy: 'professional',
      columns: [
        { key: 'professional', label: 'Profissional', type: 'text' },
        { key: 'revenue', label: 'Faturamento após descontos', type: 'money' },
      ],
      totals: { revenue: 29969 },
      cards: [{ key: 'revenue', value: 29969, previous: null }],
      chart: { type: 'bar', x: 'professional', series: ['revenue'] },
    });
    // Ana: Corte 7200 + Shampoo 3159 + the Corte completed without a comanda 8000; Bia: Escova 4500 + Máscara 3600.
    expect(figures(a)).toEqual([
      ['Ana', 18359],
      ['Bia', 8100],
      ['Sem profissional', 3510],
    ]);
    expect(a.rows[0]!.drill).toEqual({ staffId: v.ana });
  });

  it('revenue by payment method and professional', async () => {
    const a = await run({ metric: 'revenue', groupBy: ['payment_method', 'professional'], chart: 'table' });
    expect(a.chart).toBeNull();
    expect(a.columns.map((c) => c.key)).toEqual(['payment_method', 'professional', 'revenue']);
    expect(figures(a)).toEqual([
      ['Mais de uma forma · Ana', 10359],
      ['Mais de uma forma · Bia', 8100],
      ['Não informada · Ana', 8000],
      ['PIX · Sem profissional', 3510],
    ]);
    expect(a.totals).toEqual({ revenue: 29969 });
  });

  it('visits, distinct clients, booked minutes, units and commissions', async () => {
    expect((await run({ metric: 'visits', groupBy: ['day'] })).totals).toEqual({ visits: 3 });
    expect(figures(await run({ metric: 'visits', groupBy: ['professional'] }))).toEqual([
      ['Ana', 2],
      ['Bia', 1],
      ['Sem profissional', 1],
    ]);
    expect((await run({ metric: 'clients', groupBy: ['month'] })).totals).toEqual({ clients: 1 });
    expect(figures(await run({ metric: 'minutes', groupBy: ['professional'] }))).toEqual([
      ['Ana', 120],
      ['Bia', 60],
    ]);
    // The two appointments of comanda #1 take its method; the one completed without a comanda has none.
    expect(figures(await run({ metric: 'minutes', groupBy: ['payment_method'] }))).toEqual([
      ['Mais de uma forma', 120],
      ['Não informada', 60],
    ]);
    expect(figures(await run({ metric: 'units', groupBy: ['service'] })).filter(([, n]) => n !== 0)).toEqual([
      ['Máscara', 2],
      ['Shampoo', 2],
    ]);
    // Base 'bruto' at each professional's 30 %: Ana 3510 → 1053, 8000 → 2400, and her tip whole (1000); Bia 4000 → 1200, 5000 → 1500.
    expect(figures(await run({ metric: 'commission', groupBy: ['professional'] }))).toEqual([
      ['Ana', 4453],
      ['Bia', 2700],
    ]);
  });

  it('filters by professional, service, category and payment method', async () => {
    expect((await run({ metric: 'revenue', groupBy: ['service'], filters: { staffIds: [v.ana] } })).totals).toEqual({ revenue: 18359 });
    expect((await run({ metric: 'revenue', groupBy: ['service'], filters: { serviceIds: [v.corte.id] } })).totals).toEqual({ revenue: 15200 });
    expect((await run({ metric: 'revenue', groupBy: ['service'], filters: { paymentMethods: ['pix'] } })).totals).toEqual({ revenue: 3510 });
    expect((await run({ metric: 'revenue', groupBy: ['category'], filters: { categories: ['Nenhuma'] } })).totals).toEqual({ revenue: 0 });
  });

  it("a refunded item counts back on the refund's day; the visit stays", async () => {
    const escova = (await owner.client.get(`/api/checkouts/${checkoutId}`)).body.items.find((i: { serviceId: number | null }) => i.serviceId === v.escova.id);
    expect((await owner.client.post(`/api/checkouts/${checkoutId}/refund`, { reason: 'Cliente insatisfeita', itemIds: [escova.id] }, key())).status).toBe(200);
    const a = await run({ metric: 'revenue', groupBy: ['professional'] });
    expect(figures(a)).toEqual([
      ['Ana', 18359],
      ['Bia', 3600],
      ['Sem profissional', 3510],
    ]);
    expect(a.totals).toEqual({ revenue: 25469 });
    expect((await run({ metric: 'visits', groupBy: ['day'] })).totals).toEqual({ visits: 3 });
  });
});
