import { DEMO } from '../src/seed/demo';
import { ApiClient } from './support/client';
import type { TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';

/** The demo's comandas (docs/product/api.md, 'Checkouts'), exactly as the first start seeds them. */
describe('comandas: demo data', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startDemoApp('checkouts_demo');
    admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(() => t?.close());

  it('sets card fees on the payment methods', async () => {
    const { methods } = (await admin.get('/api/payment-methods')).body as { methods: { method: string; feePercent: number; installmentFees: unknown[] }[] };
    expect(methods.find((m) => m.method === 'debito')?.feePercent).toBe(1.99);
    expect(methods.find((m) => m.method === 'credito')).toMatchObject({
      feePercent: 3.49,
      installmentFees: [
        { installments: 2, feePercent: 4.59 },
        { installments: 3, feePercent: 5.29 },
      ],
    });
  });

  it('has a month of closed comandas with split payments, tips, discounts, change and one refund', async () => {
    const page = (await admin.get('/api/checkouts?status=closed')).body as { total: number; items: { payments: unknown[] }[] };
    expect(page.total).toBe(29);
    expect(page.items).toHaveLength(20);
    const [figures] = await t.db.query(
      `SELECT count(*) FILTER (WHERE status = 'refunded')::int AS refunded, count(*) FILTER (WHERE tip_cents > 0)::int AS tips,
              count(*) FILTER (WHERE discount_cents > 0)::int AS discounts,
              count(*) FILTER (WHERE (SELECT count(*) FROM checkout_payments p WHERE p.checkout_id = c.id) > 1)::int AS split,
              (SELECT count(*)::int FROM checkout_payments WHERE change_cents > 0) AS change,
              extract(day FROM max(created_at) - min(created_at))::int AS days
         FROM checkouts c`,
    );
    expect(figures.refunded).toBe(1);
    expect(figures.tips).toBeGreaterThan(3);
    expect(figures.discounts).toBeGreaterThan(3);
    expect(figures.split).toBeGreaterThan(5);
    expect(figures.change).toBeGreaterThan(3);
    expect(figures.days).toBeGreaterThanOrEqual(28);
  });

  it("records what each closing writes, to the cent: incomes = what was paid, the fee expense = the payments' fees; the refund reverses them", async () => {
    const rows: { status: string; paid: number; fees: number; income: number; expense: number; left: number }[] = await t.db.query(
      `SELECT c.status,
              (SELECT sum(amount_cents)::int FROM checkout_payments p WHERE p.checkout_id = c.id) AS paid,
              (SELECT sum(fee_cents)::int FROM checkout_payments p WHERE p.checkout_id = c.id) AS fees,
              coalesce((SELECT round(sum(amount) * 100)::int FROM transactions t WHERE t.id = ANY(c.transaction_ids) AND t.type = 'income'), 0) AS income,
              coalesce((SELECT round(sum(amount) * 100)::int FROM transactions t WHERE t.id = ANY(c.transaction_ids) AND t.type = 'expense'
                          AND t.category = 'Taxas de cartão'), 0) AS expense,
              (SELECT count(*)::int FROM transactions t WHERE t.id = ANY(c.transaction_ids)) AS left
         FROM checkouts c ORDER BY c.number`,
    );
    expect(rows).toHaveLength(30);
    for (const r of rows.filter((x) => x.status === 'closed')) expect([r.income, r.expense]).toEqual([r.paid, r.fees]);
    expect(rows.filter((r) => r.status === 'closed').reduce((s, r) => s + r.fees, 0)).toBeGreaterThan(0);
    // The refunded comanda keeps its closing's rows (a reported month stays as it was) and its refund reverses them.
    expect(rows.find((r) => r.status === 'refunded')?.left).toBeGreaterThan(0);
    const [moves] = await t.db.query(
      `SELECT count(*) FILTER (WHERE kind = 'checkout')::int AS out, count(*) FILTER (WHERE kind = 'estorno')::int AS back FROM stock_movements`,
    );
    expect(moves.out).toBeGreaterThan(5);
    expect(moves.back).toBe(1);
  });

  it("the refund is what the API writes: a refund row dated the next day, its items refunded, 'Estornos' per method and the fees back; the comanda nets 0", async () => {
    const [c] = await t.db.query(
      `SELECT c.id, c.number, c.closed_at AS "closedAt", c.refunded_at AS "refundedAt", c.transaction_ids AS closing,
              (SELECT sum(amount_cents)::int FROM checkout_payments p WHERE p.checkout_id = c.id) AS paid,
              (SELECT sum(fee_cents)::int FROM checkout_payments p WHERE p.checkout_id = c.id) AS fees
         FROM checkouts c WHERE c.status = 'refunded'`,
    );
    const refunds = await t.db.query(
      `SELECT amount_cents::int AS amount, debt_cents::int AS debt, fee_cents::int AS fee, methods, transaction_ids AS tids, created_at AS at FROM checkout_refunds WHERE checkout_id = $1`,
      [c.id],
    );
    expect(refunds).toHaveLength(1);
    const [r] = refunds;
    expect(r).toMatchObject({ amount: c.paid, debt: 0, fee: c.fees });
    expect(new Date(r.at).getTime()).toBe(new Date(c.refundedAt).getTime());
    expect(new Date(r.at).getTime() - new Date(c.closedAt).getTime()).toBe(86_400_000);
    const byMethod = await t.db.query(`SELECT method, sum(amount_cents)::int AS cents FROM checkout_payments WHERE checkout_id = $1 GROUP BY method`, [c.id]);
    expect(r.methods).toEqual(Object.fromEntries(byMethod.map((m: { method: string; cents: number }) => [m.method, m.cents])));
    const items = await t.db.query(`SELECT refunded_at AS at, refund_id AS "refundId" FROM checkout_items WHERE checkout_id = $1`, [c.id]);
    expect(items.every((i: { at: Date | null }) => i.at !== null && new Date(i.at).getTime() === new Date(r.at).getTime())).toBe(true);
    const back: { type: string; category: string; cents: number; at: Date }[] = await t.db.query(
      `SELECT type, category, round(amount * 100)::int AS cents, transaction_date AS at FROM transactions WHERE id = ANY($1::int[]) ORDER BY id`,
      [r.tids],
    );
    expect(back.filter((x) => x.category === 'Estornos' && x.type === 'expense').reduce((sum, x) => sum + x.cents, 0)).toBe(c.paid);
    expect(back.filter((x) => x.category === 'Estorno de taxas de cartão' && x.type === 'income').reduce((sum, x) => sum + x.cents, 0)).toBe(c.fees);
    expect(back.every((x) => new Date(x.at).getTime() === new Date(r.at).getTime())).toBe(true);
    const [net] = await t.db.query(
      `SELECT round(sum(CASE WHEN type = 'income' THEN amount ELSE -amount END) * 100)::int AS cents, count(*)::int AS n FROM transactions WHERE id = ANY($1::int[])`,
      [[...c.closing, ...r.tids]],
    );
    expect(net).toEqual({ cents: 0, n: c.closing.length + r.tids.length });
  });

  it('writes the commission entries of every closed item and tip with the rules and rates, reverses the refunded one, and pays one earlier period', async () => {
    const [settings] = await t.db.query(`SELECT base FROM commission_settings`);
    expect(settings.base).toBe('desconto');
    const rules = (await admin.get('/api/commission-rules')).body as { base: string; services: { percent: number }[]; products: unknown[] };
    expect(rules.base).toBe('desconto');
    expect(rules.services.length).toBeGreaterThanOrEqual(1);
    expect(rules.products.length).toBeGreaterThanOrEqual(1);

    // One 'item' entry per item with a professional, at the rate the rules give, of its base after discounts.
    const items: { itemId: number; entries: number; percent: number; expected: number; base: number; amount: number; net: number; checkoutId: number }[] =
      await t.db.query(
        `SELECT i.id AS "itemId", i.checkout_id AS "checkoutId",
              (SELECT count(*)::int FROM commission_entries e WHERE e.checkout_item_id = i.id AND e.kind = 'item') AS entries,
              e.percent::float8 AS percent, e.base_amount::int AS base, e.amount::int AS amount,
              coalesce((SELECT r.percent FROM commission_rates r WHERE (r.service_id = i.service_id OR r.product_id = i.product_id) AND r.staff_id = i.staff_id),
                       (SELECT r.percent FROM commission_rates r WHERE (r.service_id = i.service_id OR r.product_id = i.product_id) AND r.staff_id IS NULL),
                       s.commission_rate, 0)::float8 AS expected,
              (i.quantity * i.unit_price_cents - i.discount_cents)::int AS net
         FROM checkout_items i JOIN staff s ON s.id = i.staff_id
         LEFT JOIN commission_entries e ON e.checkout_item_id = i.id AND e.kind = 'item'`,
      );
    expect(items.length).toBeGreaterThan(30);
    for (const i of items) {
      expect(i.entries).toBe(1);
      expect(i.percent).toBe(i.expected);
      expect(i.amount).toBe(Math.round((i.base * i.percent) / 100));
      expect(i.base).toBeLessThanOrEqual(i.net);
    }
    expect(new Set(items.map((i) => i.percent)).size).toBeGreaterThanOrEqual(3);
    // The bases of a comanda add up to its items after both discounts.
    const sums: { base: number; net: number }[] = await t.db.query(
      `SELECT (SELECT sum(base_amount)::int FROM commission_entries e WHERE e.checkout_id = c.id AND e.kind = 'item') AS base,
              (SELECT sum(quantity * unit_price_cents - discount_cents)::int FROM checkout_items i WHERE i.checkout_id = c.id) - c.discount_cents::int AS net
         FROM checkouts c`,
    );
    for (const x of sums) expect(x.base).toBe(x.net);
    const [tips] = await t.db.query(
      `SELECT count(*)::int AS n, count(e.id)::int AS entries, coalesce(sum(c.tip_cents), 0)::int AS cents, coalesce(sum(e.amount), 0)::int AS paid
         FROM checkouts c LEFT JOIN commission_entries e ON e.checkout_id = c.id AND e.kind = 'tip' WHERE c.tip_cents > 0`,
    );
    expect(tips.entries).toBe(tips.n);
    expect(tips.paid).toBe(tips.cents);

    // The refunded comanda: every entry reversed at the refund, netting 0.
    const [refunded] = await t.db.query(
      `SELECT count(*) FILTER (WHERE e.kind <> 'reversal')::int AS entries, count(*) FILTER (WHERE e.kind = 'reversal')::int AS reversals,
              sum(e.amount)::int AS net, bool_and(e.kind <> 'reversal' OR e.occurred_at = c.refunded_at) AS "atRefund"
         FROM commission_entries e JOIN checkouts c ON c.id = e.checkout_id WHERE c.status = 'refunded'`,
    );
    expect(refunded.entries).toBeGreaterThan(0);
    expect(refunded).toMatchObject({ reversals: refunded.entries, net: 0, atRefund: true });

    // One payout of an earlier period: its entries paid, its total an expense 'Salários e Comissões'.
    const payouts = (await admin.get('/api/commission-payouts')).body as {
      items: { id: number; staffId: number; total: number; entries: number; transactionId: number }[];
    };
    expect(payouts.items).toHaveLength(1);
    const [payout] = payouts.items;
    const [paid] = await t.db.query(`SELECT count(*)::int AS n, sum(amount)::int AS cents FROM commission_entries WHERE payout_id = $1 AND status = 'paid'`, [
      payout.id,
    ]);
    expect(paid).toEqual({ n: payout.entries, cents: payout.total });
    expect(payout.total).toBeGreaterThan(0);
    const [expense] = await t.db.query(`SELECT type, category, round(amount * 100)::int AS cents FROM transactions WHERE id = $1`, [payout.transactionId]);
    expect(expense).toEqual({ type: 'expense', category: 'Salários e Comissões', cents: payout.total });

    // What GET /api/commission-entries shows is these rows, to the cent.
    const shown: { id: number; amount: number; staffId: number; description: string; status: string }[] = [];
    for (let page = 1; ; page++) {
      const body = (await admin.get(`/api/commission-entries?page=${page}`)).body as { items: typeof shown; total: number };
      shown.push(...body.items);
      if (shown.length >= body.total || body.items.length === 0) break;
    }
    const stored: typeof shown = await t.db.query(
      `SELECT id, amount::int AS amount, staff_id AS "staffId", description, status FROM commission_entries ORDER BY id`,
    );
    expect(shown.map(({ id, amount, staffId, description, status }) => ({ id, amount, staffId, description, status })).sort((a, b) => a.id - b.id)).toEqual(
      stored,
    );
  });

  it('salary-commission of the demo month lists each commission entry of the professional with its amount', async () => {
    const [staff] = await t.db.query(`SELECT id FROM staff WHERE email = $1`, [DEMO.staff.email]);
    const [range] = await t.db.query(
      `SELECT to_char(min(occurred_at) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "from", to_char(max(occurred_at) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "to" FROM commission_entries`,
    );
    const res = await admin.post('/api/staff/salary-commission', { staffId: staff.id, startDate: range.from, endDate: range.to });
    expect(res.status).toBe(200);
    const lines = (res.body.services as { serviceName: string; commissionAmount: string }[])
      .filter((l) => l.serviceName.startsWith('Comanda #') || l.serviceName.startsWith('Estorno: '))
      .map((l) => [l.serviceName, l.commissionAmount])
      .sort();
    const entries: { description: string; amount: number }[] = await t.db.query(
      `SELECT description, amount::int AS amount FROM commission_entries WHERE staff_id = $1`,
      [staff.id],
    );
    expect(entries.length).toBeGreaterThan(10);
    expect(lines).toEqual(entries.map((e) => [e.description, (e.amount / 100).toFixed(2)]).sort());
  });
});
