import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../src/platform/database/data-source';
import { MIGRATIONS } from '../src/platform/database/migrations';
import { StockLedger1700000001400 } from '../src/platform/database/migrations/1700000001400-stock-ledger';
import { StockTransfers1700000003300 } from '../src/platform/database/migrations/1700000003300-stock-transfers';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { createDatabase } from './support/pg-process';

interface Line {
  quantity: number;
  stock_after: number;
  kind: string;
}

/** The movements of a product, in the order they were applied. */
const ledgerOf = (db: DataSource, productId: number): Promise<Line[]> =>
  db.query(`SELECT quantity, stock_after, kind FROM stock_movements WHERE product_id = $1 ORDER BY id`, [productId]);

/** Each line's stock_after is the previous one's plus its quantity, and the last one is the product's stock. */
function expectChained(lines: Line[], currentStock: number) {
  let stock = 0;
  for (const line of lines) {
    stock += line.quantity;
    expect(line.stock_after).toBe(stock);
  }
  expect(stock).toBe(currentStock);
}

/** The ledger under contention, and the opening balance given to products that existed before it. */
describe('products: the stock ledger always sums to the stock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('20 concurrent sales mixed with entradas, perdas and edits (stale and version-less): every line chains, the sum is the stock', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const base = { name: 'Esmalte', category: 'Unhas', price: '10.00', minStock: 0 };
    const { body: p } = await owner.client.post('/api/products', { ...base, currentStock: 30 });
    const sell = () => owner.client.post('/api/products/sell', { productId: p.id, quantity: 1, unitPrice: '10.00' });
    const move = (kind: string, quantity: number) => owner.client.post(`/api/products/${p.id}/movements`, { kind, quantity });
    const edit = (version?: number) => owner.client.put(`/api/products/${p.id}`, { ...base, name: 'Esmalte Vermelho', currentStock: 25, version });
    const writes = [
      ...Array.from({ length: 20 }, sell),
      ...Array.from({ length: 5 }, () => move('entrada', 2)),
      ...Array.from({ length: 5 }, () => move('perda', 1)),
      ...Array.from({ length: 3 }, () => edit(p.version)),
      edit(),
    ];
    const answers = await Promise.all(writes);
    for (const a of answers) expect([200, 201, 409]).toContain(a.status);
    const staleEdits = answers.slice(30, 33).filter((a) => a.status === 409);
    // The form's version is stale as soon as anything else got the row first: at most one of them may win.
    expect(staleEdits.length).toBeGreaterThanOrEqual(2);
    for (const a of staleEdits) expect(a.body.code).toBe('stale_version');
    expect(answers[33]!.status).toBe(200);

    const [row] = await t.db.query(`SELECT current_stock, version FROM products WHERE id = $1`, [p.id]);
    const lines = await ledgerOf(t.db, p.id);
    expectChained(lines, row.current_stock);
    const sold = answers.slice(0, 20).filter((a) => a.status === 200).length;
    expect(lines.filter((l) => l.kind === 'venda')).toHaveLength(sold);
    const [sales] = await t.db.query(`SELECT count(*)::int AS n FROM product_sales WHERE product_id = $1`, [p.id]);
    expect(sales.n).toBe(sold);
    // Every committed write bumped the version once.
    expect(row.version).toBe(1 + answers.filter((a) => a.status === 200 || a.status === 201).length);
  });

  it('products that existed before the ledger get one "Saldo inicial" line with their stock', async () => {
    const name = `${process.env.TEST_DB_NAME}_ledger_backfill`;
    const url = await createDatabase(process.env.TEST_DB_SERVER!, name);
    // The transfers change the ledger's table: they run after it, as in order.
    const later = [StockLedger1700000001400, StockTransfers1700000003300] as unknown[];
    const before = new DataSource({ ...dataSourceOptions(url), migrations: MIGRATIONS.filter((m) => !later.includes(m)) });
    await before.initialize();
    try {
      await before.runMigrations();
      await before.query(`
        INSERT INTO establishments (id, name, plan, api_key) OVERRIDING SYSTEM VALUE VALUES (1, 'Salão', 'Expert', 'backfill');
        INSERT INTO products (establishment_id, name, category, price, current_stock) VALUES (1, 'A', 'Cabelo', 10, 12), (1, 'B', 'Cabelo', 10, 0)`);
      expect(await runMigrations(url)).toContain('StockLedger1700000001400');
      const lines = await before.query(
        `SELECT p.name, m.kind, m.quantity, m.stock_after, m.reason, m.user_id FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id ORDER BY p.name`,
      );
      expect(lines).toEqual([
        { name: 'A', kind: 'ajuste', quantity: 12, stock_after: 12, reason: 'Saldo inicial', user_id: null },
        { name: 'B', kind: null, quantity: null, stock_after: null, reason: null, user_id: null },
      ]);
      expect((await before.query(`SELECT version FROM products ORDER BY name`)).map((r: { version: number }) => r.version)).toEqual([1, 1]);
    } finally {
      await before.destroy();
      const admin = new DataSource({ ...dataSourceOptions(process.env.TEST_DB_SERVER!), migrations: [] });
      await admin.initialize();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.destroy();
    }
  });
});
