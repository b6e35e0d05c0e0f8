import { TRANSACTIONS_PAGE_SQL } from '../src/modules/finances/finances.sql';
import { ANCHOR_EVERY } from '../src/modules/finances/transaction-anchors';
import { startApp, type TestApp } from './support/app';
import { ownDatabase } from './support/demo-app';
import { createTenant, type Tenant } from './support/factories';
import { startQueryCounter, type QueryCounter } from './support/query-counter';

/**
 * SPEC's numbered pages of GET /api/transactions at any depth (docs/product/api.md 'Cursor pages'): a page past the
 * first ANCHOR_EVERY rows starts from a remembered anchor instead of walking every row before it, and stays exact
 * however the rows change: through this API, in SQL (as another instance would) or deleted.
 */
describe('GET /api/transactions?page: deep pages from anchors', () => {
  const ROWS = 2 * ANCHOR_EVERY + 700;
  const LIMIT = 100;
  let counter: QueryCounter;
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  let tenant: Tenant;

  /** The ids PostgreSQL puts at that place, newest first (ties by id), of every transaction or of one month. */
  async function truth(offset: number, month?: [string, string]): Promise<number[]> {
    const rows: { id: number }[] = await t.db.query(
      `SELECT id FROM transactions WHERE establishment_id = $1 AND transaction_date >= coalesce($4::timestamptz, '-infinity') AND transaction_date < coalesce($5::timestamptz, 'infinity')
        ORDER BY transaction_date DESC, id DESC LIMIT $2 OFFSET $3`,
      [tenant.establishmentId, LIMIT, offset, month?.[0] ?? null, month?.[1] ?? null],
    );
    return rows.map((r) => r.id);
  }

  async function page(n: number, query = ''): Promise<{ ids: number[]; total: number }> {
    const res = await tenant.client.get(`/api/transactions?page=${n}&limit=${LIMIT}${query}`);
    expect(res.status).toBe(200);
    return { ids: res.body.transactions.map((x: { id: number }) => x.id), total: res.body.total };
  }

  /** The page, asked twice (the first may measure the anchors again, the second starts from them), against the truth. */
  async function expectExact(n: number, total: number): Promise<void> {
    const want = await truth((n - 1) * LIMIT);
    expect(await page(n)).toEqual({ ids: want, total });
    expect(await page(n)).toEqual({ ids: want, total });
  }

  beforeAll(async () => {
    // Its own database: jobs an earlier file left on the worker's would be counted here.
    database = await ownDatabase('deep_pages');
    counter = await startQueryCounter(database.url);
    t = await startApp({ DATABASE_URL: counter.url });
    tenant = await createTenant(t.url, t.db, 'Expert');
    // Three an hour from 2025-01-01 (into February), two of each three at the same microsecond: ties are ordered by id.
    await t.db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date)
       SELECT $1, CASE WHEN g % 4 = 0 THEN 'expense' ELSE 'income' END, 10 + g % 90, 'Lançamento ' || g, 'Serviços',
              '2025-01-01 09:00:00.123456-03'::timestamptz + (g / 3) * interval '1 hour' + (g % 3 / 2) * interval '1 microsecond'
         FROM generate_series(1, $2::int) g`,
      [tenant.establishmentId, ROWS],
    );
  }, 60000);
  afterAll(async () => {
    await t.close();
    await counter.close();
    await database.drop();
  });

  it('every page, shallow and deep, holds exactly the rows of its place, each row once', async () => {
    const seen: number[] = [];
    for (let n = 1; n <= Math.ceil(ROWS / LIMIT); n++) {
      const want = await truth((n - 1) * LIMIT);
      const got = await page(n);
      expect(got).toEqual({ ids: want, total: ROWS });
      seen.push(...got.ids);
    }
    expect(new Set(seen).size).toBe(ROWS);
    expect((await page(Math.ceil(ROWS / LIMIT) + 1)).ids).toEqual([]);
  });

  it('a deep page starts from its anchor: no walk from the first row', async () => {
    await page(25);
    counter.reset();
    const deep = await page(25);
    expect(deep.ids).toEqual(await truth(24 * LIMIT));
    const texts = counter.statements().map((s) => s.text);
    expect(texts.some((x) => x.includes('(transaction_date, id) <='))).toBe(true);
    expect(texts).not.toContain(TRANSACTIONS_PAGE_SQL);
  });

  it('rows written after the anchors were measured never make a page wrong: through the API, in SQL, deleted', async () => {
    await page(20);
    const created = await tenant.client.post('/api/transactions', {
      type: 'income',
      amount: 42,
      description: 'Venda avulsa',
      category: 'Outros Rendimentos',
      paymentMethod: 'PIX',
      date: '2025-01-20',
    });
    expect(created.status).toBe(201);
    await expectExact(20, ROWS + 1);
    await expectExact(12, ROWS + 1);

    // Another instance (or a script) writes in SQL: this process never heard of it.
    await t.db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date)
       SELECT $1, 'expense', 5, 'Ajuste ' || g, 'Outros', '2025-01-05 12:00:00-03'::timestamptz FROM generate_series(1, 3) g`,
      [tenant.establishmentId],
    );
    await expectExact(25, ROWS + 4);

    const [newest] = await truth(0);
    expect((await tenant.client.delete(`/api/transactions/${newest}`)).status).toBe(200);
    await expectExact(25, ROWS + 3);
    await expectExact(14, ROWS + 3);
  });

  it("a month's deep pages too, with the month's own total", async () => {
    const month: [string, string] = ['2025-01-01T03:00:00.000Z', '2025-02-01T03:00:00.000Z'];
    const [{ total }] = await t.db.query(
      `SELECT count(*)::int AS total FROM transactions WHERE establishment_id = $1 AND transaction_date >= $2 AND transaction_date < $3`,
      [tenant.establishmentId, ...month],
    );
    expect(total).toBeGreaterThan(ANCHOR_EVERY + LIMIT);
    const last = Math.ceil(total / LIMIT);
    for (const n of [11, 15, last, 15]) expect(await page(n, '&month=2025-01')).toEqual({ ids: await truth((n - 1) * LIMIT, month), total });
  });
});
