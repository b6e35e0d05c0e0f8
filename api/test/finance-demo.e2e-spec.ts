import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, stockStatus } from '@salao/contracts';
import { DEMO } from '../src/seed/demo';
import { ApiClient } from './support/client';
import type { TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';

/** The demo's stock and money (docs/product/overview.md ('Demo data')), exactly as the first start seeds them. */
describe('finance and stock: demo data', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startDemoApp('finance_demo');
    admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(() => t?.close());

  it('has products in every stock status, and the dashboard counts the ones to reorder', async () => {
    const products = (await admin.get('/api/products')).body as { currentStock: number; minStock: number }[];
    const statuses = products.map(stockStatus);
    expect(statuses.filter((s) => s === 'out')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'low').length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain('ok');
    expect((await admin.get('/api/dashboard/stats')).body.lowStockProducts).toBe(statuses.filter((s) => s !== 'ok').length);
  });

  it("keeps the stock ledger: each product's movements (its initial entrada, then its sales) sum to its stock", async () => {
    const rows: { stock: number; total: number; sales: number; lines: number }[] = await t.db.query(
      `SELECT p.current_stock AS stock, coalesce(sum(m.quantity), 0)::int AS total, count(*) FILTER (WHERE m.kind = 'venda')::int AS lines,
              (SELECT count(*)::int FROM product_sales s WHERE s.product_id = p.id) AS sales
         FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id GROUP BY p.id`,
    );
    for (const r of rows) expect([r.total, r.lines]).toEqual([r.stock, r.sales]);
    expect(rows.reduce((n, r) => n + r.lines, 0)).toBeGreaterThan(10);
  });

  it('has 60 days of movements of every category, and figures on every card', async () => {
    const rows: { category: string; days: number }[] = await t.db.query(
      `SELECT category, count(DISTINCT transaction_date::date)::int AS days FROM transactions GROUP BY category`,
    );
    const categories = rows.map((r) => r.category);
    for (const c of [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES]) expect(categories).toContain(c);
    const [span] = await t.db.query(`SELECT extract(day FROM max(transaction_date) - min(transaction_date))::int AS days FROM transactions`);
    expect(span.days).toBeGreaterThanOrEqual(55);
    const stats = (await admin.get('/api/finances/stats')).body;
    for (const v of Object.values(stats)) expect(Number(v)).toBeGreaterThan(0);
    const page = (await admin.get('/api/transactions')).body;
    expect(page.transactions).toHaveLength(25);
    expect(page.total).toBeGreaterThan(100);
  });

  it('earns more than it spends over the last 30 days, as a busy salon does', async () => {
    const [sum] = await t.db.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE type = 'income'), 0)::numeric AS income,
              coalesce(sum(amount) FILTER (WHERE type = 'expense'), 0)::numeric AS expense
         FROM transactions WHERE transaction_date > now() - interval '30 days'`,
    );
    expect(Number(sum.income)).toBeGreaterThan(Number(sum.expense));
  });
});
