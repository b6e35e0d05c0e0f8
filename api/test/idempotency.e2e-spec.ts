import { randomUUID } from 'node:crypto';
import { ERROR_CODES, WRITE_SAFETY_MSG } from '@salao/contracts';
import { agendaTenant, booking, futureMonday } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { createTenant } from './support/factories';

const key = () => ({ 'Idempotency-Key': randomUUID() });

/** Idempotency keys: a write sent again with its key is answered again, never done twice. */
describe('idempotency keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  async function productWithStock(stock: number) {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const { body: p } = await owner.client.post('/api/products', { name: 'Máscara', category: 'Cabelo', price: '30.00', currentStock: stock, minStock: 0 });
    return { owner, productId: p.id as number };
  }
  const sales = async (productId: number) => (await t.db.query(`SELECT count(*)::int AS n FROM product_sales WHERE product_id = $1`, [productId]))[0].n;

  it('a sale sent twice with one key: one sale, the same answer twice, the second marked as replayed', async () => {
    const { owner, productId } = await productWithStock(5);
    const headers = key();
    const sale = { productId, quantity: 2, unitPrice: '30.00' };
    const first = await owner.client.post('/api/products/sell', sale, headers);
    const second = await owner.client.post('/api/products/sell', sale, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await sales(productId)).toBe(1);
    const [row] = await t.db.query(`SELECT current_stock FROM products WHERE id = $1`, [productId]);
    expect(row.current_stock).toBe(3);
  });

  it('a booking sent twice with one key: one appointment, the same 201 answer', async () => {
    const a = await agendaTenant(t.url, t.db);
    const headers = key();
    const body = booking(a, `${futureMonday(2)}T00:00:00`, '10:00');
    const first = await a.client.post('/api/appointments', body, headers);
    const second = await a.client.post('/api/appointments', body, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const [n] = await t.db.query(`SELECT count(*)::int AS n FROM appointments WHERE establishment_id = $1`, [a.establishmentId]);
    expect(n.n).toBe(1);
  });

  it('the same key with another body: 422 in pt-BR, nothing done', async () => {
    const { owner, productId } = await productWithStock(5);
    const headers = key();
    expect((await owner.client.post('/api/products/sell', { productId, quantity: 1, unitPrice: '30.00' }, headers)).status).toBe(200);
    const other = await owner.client.post('/api/products/sell', { productId, quantity: 3, unitPrice: '30.00' }, headers);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: WRITE_SAFETY_MSG.keyReused, code: ERROR_CODES.idempotencyKeyReused });
    expect(await sales(productId)).toBe(1);
  });

  it('20 parallel requests with one key: one execution, 20 identical answers', async () => {
    const { owner, productId } = await productWithStock(50);
    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.client.post('/api/products/sell', { productId, quantity: 1, unitPrice: '30.00' }, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await sales(productId)).toBe(1);
  });

  it('a refused write frees its key: the same request runs again once it can succeed', async () => {
    const { owner, productId } = await productWithStock(1);
    const headers = key();
    const sale = { productId, quantity: 2, unitPrice: '30.00' };
    expect((await owner.client.post('/api/products/sell', sale, headers)).status).toBe(409);
    await t.db.query(`UPDATE products SET current_stock = 2 WHERE id = $1`, [productId]);
    expect((await owner.client.post('/api/products/sell', sale, headers)).status).toBe(200);
    expect(await sales(productId)).toBe(1);
  });

  it('another user with the same key is another caller; a malformed key is 400', async () => {
    const { owner, productId } = await productWithStock(5);
    const other = await createTenant(t.url, t.db, 'Expert');
    const { body: p2 } = await other.client.post('/api/products', { name: 'Óleo', category: 'Cabelo', price: '10.00', currentStock: 5, minStock: 0 });
    const headers = key();
    expect((await owner.client.post('/api/products/sell', { productId, quantity: 1, unitPrice: '30.00' }, headers)).status).toBe(200);
    const theirs = await other.client.post('/api/products/sell', { productId: p2.id, quantity: 1, unitPrice: '10.00' }, headers);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const bad = await owner.client.post('/api/products/sell', { productId, quantity: 1, unitPrice: '30.00' }, { 'Idempotency-Key': 'com espaço' });
    expect(bad).toMatchObject({ status: 400, body: { message: WRITE_SAFETY_MSG.invalidKey } });
  });

  it('the purge forgets keys older than 24 hours and keeps newer ones', async () => {
    const { owner, productId } = await productWithStock(5);
    const headers = key();
    await owner.client.post('/api/products/sell', { productId, quantity: 1, unitPrice: '30.00' }, headers);
    await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [headers['Idempotency-Key']]);
    const fresh = key();
    await owner.client.post('/api/products/sell', { productId, quantity: 1, unitPrice: '30.00' }, fresh);
    const { IdempotencyRepository } = await import('../src/platform/idempotency/idempotency.repository');
    expect(await new IdempotencyRepository(t.db).purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.db.query(`SELECT key FROM idempotency_keys WHERE key = ANY($1)`, [[headers['Idempotency-Key'], fresh['Idempotency-Key']]]);
    expect(left.map((r: { key: string }) => r.key)).toEqual([fresh['Idempotency-Key']]);
  });
});

describe('idempotency keys across a crash', () => {
  it('a sale whose process is killed right after its commit, retried with its key: one sale', async () => {
    const crashing = await startApp({ TEST_KILL_AFTER_COMMIT: '1' });
    const owner = await createTenant(crashing.url, crashing.db, 'Expert');
    const { body: p } = await owner.client.post('/api/products', { name: 'Máscara', category: 'Cabelo', price: '30.00', currentStock: 5, minStock: 0 });
    const headers = key();
    const sale = { productId: p.id, quantity: 1, unitPrice: '30.00' };
    const lost = await owner.client.post('/api/products/sell', sale, headers).catch((error: unknown) => error);
    expect(lost).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    await crashing.close();
    const t = await startApp();
    try {
      const client = new ApiClient(t.url);
      client.token = owner.client.token;
      // The key is marked committed with the sale: once the dead request is stale, the retry says so instead of selling again.
      await t.db.query(`UPDATE idempotency_keys SET updated_at = now() - interval '1 minute' WHERE key = $1`, [headers['Idempotency-Key']]);
      const retry = await client.post('/api/products/sell', sale, headers);
      expect(retry.status).toBe(409);
      expect(retry.body).toEqual({ message: WRITE_SAFETY_MSG.answerLost, code: ERROR_CODES.idempotencyAnswerLost });
      const [row] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM product_sales WHERE product_id = $1) AS sales, current_stock FROM products WHERE id = $1`,
        [p.id],
      );
      expect(row).toEqual({ sales: 1, current_stock: 4 });
    } finally {
      await t.close();
    }
  }, 90000);
});
