import { COMMISSIONS_MSG, dayjs, type CommissionBase } from '@salao/contracts';
import { createService, insertClient, insertStaff, ZONE } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

/** Commission rules, entries and payouts (docs/product/api.md, 'Comissões'): every amount in cents. */
describe('commissions: rules, entries per comanda item, refunds and payouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const key = () => ({ 'Idempotency-Key': `k-${Math.random().toString(36).slice(2)}-${Date.now()}` });
  const today = () => dayjs().tz(ZONE).format('YYYY-MM-DD');

  type Entry = { staffId: number; kind: string; description: string; baseAmount: number; percent: number; amount: number; status: string };

  /**
   * Ana (a staff login, default 40 %) and Bia (default 30 %); rules: Corte 50 % for everyone, Escova 20 % for
   * everyone but 35 % for Bia, Shampoo 10 %; Máscara has none (Bia's default). Two appointments (Corte R$ 80,00
   * by Ana, Escova R$ 50,00 by Bia), Shampoo R$ 35,10 sold by Ana, 2 × Máscara R$ 20,00 by Bia, 10 % off the
   * comanda (2051) and a R$ 10,00 tip to Ana; paid PIX 10000 (0,99 % → 99), débito 5000 (1,99 % → 100) and
   * dinheiro 4459 with R$ 50,00 handed over.
   */
  async function closedVisit(base: CommissionBase) {
    // Expert: products are sold on it (commissions need Core).
    const owner = await createTenant(t.url, t.db, 'Expert');
    const e = owner.establishmentId;
    const anaLogin = await createStaffLogin(t.url, t.db, e, 'Ana Comissão');
    const ana = anaLogin.staffId;
    const bia = await insertStaff(t.db, e, 'Bia Comissão');
    await t.db.query(`UPDATE staff SET commission_rate = 40 WHERE id = $1`, [ana]);
    const corte = await createService(owner.client, [ana], { name: 'Corte', price: '80.00' });
    const escova = await createService(owner.client, [bia], { name: 'Escova', price: '50.00' });
    const clientId = await insertClient(t.db, e, 'Maria Cliente');
    const start = dayjs().subtract(2, 'hour');
    const appointment = async (serviceId: number, staffId: number, price: number) => {
      const [row] = await t.db.query(
        `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
         VALUES ($1, $2, $3, $4, $5, $6, 60, $7, 'confirmed') RETURNING id`,
        [e, clientId, serviceId, staffId, start.toISOString(), start.add(1, 'hour').toISOString(), price],
      );
      return row.id as number;
    };
    const a1 = await appointment(corte.id, ana, 80);
    const a2 = await appointment(escova.id, bia, 50);
    const shampoo = (await owner.client.post('/api/products', { name: 'Shampoo', category: 'Cabelo', price: '35.10', currentStock: 3, minStock: 0 })).body.id;
    const mascara = (await owner.client.post('/api/products', { name: 'Máscara', category: 'Cabelo', price: '20.00', currentStock: 5, minStock: 0 })).body.id;
    const rules = await owner.client.put('/api/commission-rules', {
      version: 1,
      base,
      services: [
        { serviceId: corte.id, staffId: null, percent: 50 },
        { serviceId: escova.id, staffId: null, percent: 20 },
        { serviceId: escova.id, staffId: bia, percent: 35 },
      ],
      products: [{ productId: shampoo, percent: 10 }],
    });
    expect([rules.status, rules.body]).toEqual([200, expect.objectContaining({ version: 2 })]);
    await owner.client.put('/api/payment-methods', {
      methods: [
        { method: 'pix', active: true, feePercent: 0.99, fixedFee: 0, receiptDays: 0 },
        { method: 'debito', active: true, feePercent: 1.99, fixedFee: 0, receiptDays: 1 },
      ],
    });
    const opened = await owner.client.post(
      '/api/checkouts',
      {
        appointmentIds: [a1, a2],
        items: [
          { type: 'product', productId: shampoo, staffId: ana, quantity: 1 },
          { type: 'product', productId: mascara, staffId: bia, quantity: 2, unitPrice: 2000 },
        ],
        discount: 2051,
        tip: { amount: 1000, staffId: ana },
      },
      key(),
    );
    expect(opened.status).toBe(201);
    const id = opened.body.id as number;
    expect((await owner.client.post(`/api/checkouts/${id}/payments`, { method: 'pix', amount: 10000 }, key())).status).toBe(200);
    expect((await owner.client.post(`/api/checkouts/${id}/payments`, { method: 'debito', amount: 5000 }, key())).status).toBe(200);
    expect((await owner.client.post(`/api/checkouts/${id}/payments`, { method: 'dinheiro', amount: 4459, received: 5000 }, key())).status).toBe(200);
    const closed = await owner.client.post(`/api/checkouts/${id}/close`, {}, key());
    expect(closed.status).toBe(200);
    return { owner, anaLogin, ana, bia, checkoutId: id };
  }

  async function entries(owner: Tenant, query = ''): Promise<{ items: Entry[]; totals: { staffId: number; amount: number }[]; total: number }> {
    const res = await owner.client.get(`/api/commission-entries?page=1${query}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** [description, base, percent, amount] per professional, oldest first. */
  const lines = (list: Entry[], staffId: number) =>
    list
      .filter((x) => x.staffId === staffId)
      .reverse()
      .map((x) => [x.description, x.baseAmount, x.percent, x.amount]);

  // Shared discount: 2051 is exactly 10 % of each item (351, 400, 800, 500). Card fees 199 shared over
  // 3159 / 3600 / 7200 / 4500: 34.06, 38.81, 77.62, 48.51 → 34, 39, 78, 48 (largest remainders get the 2 cents left).
  it.each([
    [
      'bruto' as const,
      [
        ['Comanda #1 - Shampoo', 3510, 10, 351],
        ['Comanda #1 - Corte', 8000, 50, 4000],
        ['Comanda #1 - Gorjeta', 1000, 100, 1000],
      ],
      [
        ['Comanda #1 - 2× Máscara', 4000, 30, 1200],
        ['Comanda #1 - Escova', 5000, 35, 1750],
      ],
    ],
    [
      'desconto' as const,
      [
        // 3159 × 10 % = 315,9 → 316
        ['Comanda #1 - Shampoo', 3159, 10, 316],
        ['Comanda #1 - Corte', 7200, 50, 3600],
        ['Comanda #1 - Gorjeta', 1000, 100, 1000],
      ],
      [
        ['Comanda #1 - 2× Máscara', 3600, 30, 1080],
        ['Comanda #1 - Escova', 4500, 35, 1575],
      ],
    ],
    [
      'desconto_taxas' as const,
      [
        // 3125 × 10 % = 312,5 → 313 (half up)
        ['Comanda #1 - Shampoo', 3125, 10, 313],
        ['Comanda #1 - Corte', 7122, 50, 3561],
        ['Comanda #1 - Gorjeta', 1000, 100, 1000],
      ],
      [
        // 3561 × 30 % = 1068,3 → 1068; 4452 × 35 % = 1558,2 → 1558
        ['Comanda #1 - 2× Máscara', 3561, 30, 1068],
        ['Comanda #1 - Escova', 4452, 35, 1558],
      ],
    ],
  ])('base %s: each item earns its rate of its base, the tip goes whole to Ana; a refund brings both back to zero', async (base, anaLines, biaLines) => {
    const v = await closedVisit(base);
    const before = await entries(v.owner);
    expect(lines(before.items, v.ana)).toEqual(anaLines);
    expect(lines(before.items, v.bia)).toEqual(biaLines);
    expect(before.items.every((x) => x.status === 'open' && x.kind !== 'reversal')).toBe(true);
    const sum = (l: (string | number)[][]) => l.reduce((s, x) => s + (x[3] as number), 0);
    expect(Object.fromEntries(before.totals.map((x) => [x.staffId, x.amount]))).toEqual({ [v.ana]: sum(anaLines), [v.bia]: sum(biaLines) });

    const refund = await v.owner.client.post(`/api/checkouts/${v.checkoutId}/refund`, { reason: 'Cliente desistiu' }, key());
    expect(refund.status).toBe(200);
    const after = await entries(v.owner);
    expect(after.total).toBe(10);
    const reversals = after.items.filter((x) => x.kind === 'reversal');
    expect(reversals).toHaveLength(5);
    expect(reversals.every((x) => x.amount < 0 && x.description.startsWith('Estorno: '))).toBe(true);
    expect(after.totals.map((x) => x.amount)).toEqual([0, 0]);
  });

  it("a refund of one item reverses only that item's entry; the refund of the rest reverses the others and the tip", async () => {
    const v = await closedVisit('bruto');
    const { body: c } = await v.owner.client.get(`/api/checkouts/${v.checkoutId}`);
    const escova = c.items.find((i: { name: string }) => i.name === 'Escova');
    const first = await v.owner.client.post(`/api/checkouts/${v.checkoutId}/refund`, { reason: 'Escova refeita', itemIds: [escova.id] }, key());
    expect(first.status).toBe(200);
    const partial = await entries(v.owner);
    const reversed = partial.items.filter((x) => x.kind === 'reversal');
    expect(reversed.map((x) => [x.staffId, x.description])).toEqual([[v.bia, 'Estorno: Comanda #1 - Escova']]);
    const rest = c.items.filter((i: { id: number }) => i.id !== escova.id).map((i: { id: number }) => i.id);
    const second = await v.owner.client.post(`/api/checkouts/${v.checkoutId}/refund`, { reason: 'Cliente desistiu', itemIds: rest }, key());
    expect([second.status, second.body.status]).toEqual([200, 'refunded']);
    const after = await entries(v.owner);
    expect(after.items.filter((x) => x.kind === 'reversal')).toHaveLength(5);
    expect(after.totals.map((x) => x.amount)).toEqual([0, 0]);
  });

  it('salary-commission reads the same entries as the payout; the payout is one expense, idempotent, and a second one is 409', async () => {
    const v = await closedVisit('desconto');
    const period = { startDate: today(), endDate: today() };
    const sc = await v.owner.client.post('/api/staff/salary-commission', { staffId: v.ana, ...period });
    expect(sc.status).toBe(200);
    // 316 + 3600 + 1000; the comanda's appointment is not counted again at Ana's 40 %.
    expect(sc.body).toMatchObject({ staffName: 'Ana Comissão', commission: '40.00', totalServices: 3, totalServiceValue: '113.59', commissionValue: '49.16' });
    expect(
      sc.body.services.map((s: { serviceName: string; clientName: string; commissionAmount: string }) => [s.serviceName, s.clientName, s.commissionAmount]),
    ).toEqual([
      ['Comanda #1 - Shampoo', 'Maria Cliente', '3.16'],
      ['Comanda #1 - Corte', 'Maria Cliente', '36.00'],
      ['Comanda #1 - Gorjeta', 'Maria Cliente', '10.00'],
    ]);

    const headers = key();
    const payload = { staffId: v.ana, from: today(), to: today() };
    const [first, replay] = [
      await v.owner.client.post('/api/commission-payouts', payload, headers),
      await v.owner.client.post('/api/commission-payouts', payload, headers),
    ];
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ staffId: v.ana, staffName: 'Ana Comissão', from: today(), to: today(), total: 4916, entries: 3 });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    const again = await v.owner.client.post('/api/commission-payouts', payload, key());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: COMMISSIONS_MSG.noOpenEntries });

    const expense = await t.db.query(`SELECT type, amount::text AS amount, category FROM transactions WHERE id = $1`, [first.body.transactionId]);
    expect(expense).toEqual([{ type: 'expense', amount: '49.16', category: 'Salários e Comissões' }]);
    const paid = await entries(v.owner, `&staffId=${v.ana}&status=paid`);
    expect(paid.items).toHaveLength(3);
    const list = await v.owner.client.get(`/api/commission-payouts?staffId=${v.ana}`);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: first.body.id, total: 4916 }] });
    const pdf = await v.owner.client.get(`/api/commission-payouts/${first.body.id}/statement`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);

    // A refund after the payout: the reversals are open and come off the next payout; the period nets to zero.
    await v.owner.client.post(`/api/checkouts/${v.checkoutId}/refund`, { reason: 'Estorno' }, key());
    const open = await entries(v.owner, `&staffId=${v.ana}&status=open`);
    expect(open.items.map((x) => x.amount).sort((a, b) => a - b)).toEqual([-3600, -1000, -316]);
    const next = await v.owner.client.post('/api/commission-payouts', payload, key());
    expect(next.status).toBe(201);
    expect(next.body.total).toBe(-4916);
    const sc2 = await v.owner.client.post('/api/staff/salary-commission', { staffId: v.ana, ...period });
    expect(sc2.body.commissionValue).toBe('0.00');
    const payouts = await v.owner.client.get(`/api/commission-payouts?staffId=${v.ana}`);
    expect(payouts.body.items.reduce((s: number, p: { total: number }) => s + p.total, 0)).toBe(0);
  });

  it('a staff login sees only her own entries and payouts, whatever staffId she sends', async () => {
    const v = await closedVisit('bruto');
    const own = await v.anaLogin.client.get(`/api/commission-entries?staffId=${v.bia}`);
    expect(own.status).toBe(200);
    expect(own.body.items.length).toBe(3);
    expect(own.body.items.every((x: Entry) => x.staffId === v.ana)).toBe(true);
    expect(own.body.totals).toEqual([{ staffId: v.ana, staffName: 'Ana Comissão', amount: 5351, entries: 3 }]);
    const bia = await v.owner.client.post('/api/commission-payouts', { staffId: v.bia, from: today(), to: today() }, key());
    expect(bia.status).toBe(201);
    const payouts = await v.anaLogin.client.get(`/api/commission-payouts?staffId=${v.bia}`);
    expect(payouts.body).toEqual({ items: [], total: 0, page: 1 });
    expect((await v.anaLogin.client.get(`/api/commission-payouts/${bia.body.id}/statement`)).status).toBe(404);
    expect((await v.anaLogin.client.post('/api/commission-payouts', { staffId: v.ana, from: today(), to: today() }, key())).status).toBe(403);
    expect((await v.anaLogin.client.put('/api/commission-rules', { base: 'bruto' })).status).toBe(403);
  });

  it('rules are versioned and validated in pt-BR; Base plan has no commissions', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const first = await owner.client.get('/api/commission-rules');
    expect(first.body).toEqual({ base: 'bruto', services: [], products: [], version: 1 });
    expect((await owner.client.put('/api/commission-rules', { base: 'desconto', version: 1 })).body.version).toBe(2);
    const stale = await owner.client.put('/api/commission-rules', { base: 'bruto', version: 1 });
    expect(stale.status).toBe(409);
    const bad = await owner.client.put('/api/commission-rules', { base: 'liquido' });
    expect(bad).toMatchObject({ status: 400, body: { message: COMMISSIONS_MSG.base } });
    const pct = await owner.client.put('/api/commission-rules', { base: 'bruto', services: [{ serviceId: 1, percent: 120 }] });
    expect(pct).toMatchObject({ status: 400, body: { message: COMMISSIONS_MSG.percent } });
    const missing = await owner.client.put('/api/commission-rules', { base: 'bruto', services: [{ serviceId: 999999, percent: 10 }] });
    expect(missing).toMatchObject({ status: 404, body: { message: COMMISSIONS_MSG.serviceNotFound } });
    const order = await owner.client.post('/api/commission-payouts', { staffId: 1, from: '2025-03-31', to: '2025-03-01' }, key());
    expect(order).toMatchObject({ status: 400, body: { message: COMMISSIONS_MSG.period } });
    const baseTenant = await createTenant(t.url, t.db, 'Base');
    expect((await baseTenant.client.get('/api/commission-entries')).status).toBe(403);
  });
});
