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

  it("records what each closing writes, to the cent: incomes = what was paid, the fee expense = the payments' fees; the refund's are gone", async () => {
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
    expect(rows.find((r) => r.status === 'refunded')?.left).toBe(0);
    const [moves] = await t.db.query(
      `SELECT count(*) FILTER (WHERE kind = 'checkout')::int AS out, count(*) FILTER (WHERE kind = 'estorno')::int AS back FROM stock_movements`,
    );
    expect(moves.out).toBeGreaterThan(5);
    expect(moves.back).toBe(1);
  });
});
