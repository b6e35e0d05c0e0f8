import { saleExceedsStockMessage } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';

/** The stock invariant under contention: the row lock and the conditional update (docs/product/states.md ('Stock')). */
describe('products: concurrent sales never oversell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('20 simultaneous sales of a 5-unit product: 5 sales, 15 × 409, stock 0, income equal to the 5 sales', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const { body: p } = await owner.client.post('/api/products', { name: 'Máscara Capilar', category: 'Cabelo', price: '35.10', currentStock: 5, minStock: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.client.post('/api/products/sell', { productId: p.id, quantity: 1, unitPrice: '35.10' })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body).toEqual({ message: saleExceedsStockMessage(1, 0) });
    const [row] = await t.db.query(`SELECT current_stock FROM products WHERE id = $1`, [p.id]);
    expect(row.current_stock).toBe(0);
    const [sales] = await t.db.query(`SELECT count(*)::int AS n, sum(total)::text AS total FROM product_sales WHERE product_id = $1`, [p.id]);
    expect(sales).toEqual({ n: 5, total: '175.50' });
    const [income] = await t.db.query(
      `SELECT count(*)::int AS n, sum(amount)::text AS total FROM transactions WHERE establishment_id = $1 AND category = 'Produtos Vendidos'`,
      [owner.establishmentId],
    );
    expect(income).toEqual({ n: 5, total: '175.50' });
  });

  it('two people selling the last unit at the same moment: one sale, one 409', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const { body: p } = await owner.client.post('/api/products', { name: 'Óleo', category: 'Cabelo', price: '20.00', currentStock: 1, minStock: 0 });
    const answers = await Promise.all([1, 2].map(() => owner.client.post('/api/products/sell', { productId: p.id, quantity: 1, unitPrice: '20.00' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
