import { randomUUID } from 'node:crypto';
import { ERROR_CODES, planRequiredMessage, PRODUCT_MSG, saleExceedsStockMessage, STOCK_MOVEMENT_MSG, WRITE_SAFETY_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

const product = { name: 'Shampoo Hidratante', category: 'Cabelo', price: '49.90', currentStock: 10, minStock: 2 };
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** The stock ledger: every change of a product's stock is a movement, with who, when and why. */
describe('products: the stock ledger', () => {
  let t: TestApp;
  let owner: Tenant;
  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
  });
  afterAll(() => t.close());

  const create = async (stock = product.currentStock) =>
    (await owner.client.post('/api/products', { ...product, currentStock: stock })).body as { id: number; version: number };
  const history = async (id: number, query = '') => (await owner.client.get(`/api/products/${id}/movements${query}`)).body;
  const stockOf = async (id: number) => (await t.db.query(`SELECT current_stock FROM products WHERE id = $1`, [id]))[0].current_stock as number;

  it('creating with stock writes an entrada "Estoque inicial"; with none, no line', async () => {
    const p = await create(7);
    expect(p.version).toBe(1);
    expect(await history(p.id)).toEqual({
      total: 1,
      movements: [
        {
          id: expect.any(Number),
          kind: 'entrada',
          kindLabel: 'Entrada',
          quantity: 7,
          stockAfter: 7,
          reason: STOCK_MOVEMENT_MSG.initialStock,
          saleId: null,
          transferUnit: null,
          userName: 'Maria Teste',
          createdAt: expect.stringMatching(LOCAL_TIME),
        },
      ],
    });
    expect(await history((await create(0)).id)).toEqual({ total: 0, movements: [] });
  });

  it('entrada, perda, uso interno and ajuste (both signs) each move the stock, bump the version and are listed newest first', async () => {
    const p = await create(10);
    const moves = [
      [{ kind: 'entrada', quantity: 5, reason: 'Nota 123' }, 5, 15],
      [{ kind: 'perda', quantity: 2, reason: 'Frasco quebrado' }, -2, 13],
      [{ kind: 'uso_interno', quantity: 1 }, -1, 12],
      [{ kind: 'ajuste', quantity: -3, reason: 'Contagem' }, -3, 9],
      [{ kind: 'ajuste', quantity: 4, reason: 'Achado no depósito' }, 4, 13],
    ] as const;
    let version = p.version;
    for (const [body, quantity, after] of moves) {
      const answer = await owner.client.post(`/api/products/${p.id}/movements`, body);
      expect(answer.status).toBe(201);
      expect(answer.body.movement).toMatchObject({
        kind: body.kind,
        quantity,
        stockAfter: after,
        reason: 'reason' in body ? body.reason : null,
        userName: 'Maria Teste',
      });
      expect(answer.body.product).toMatchObject({ id: p.id, currentStock: after, version: version + 1 });
      version += 1;
    }
    const { movements, total } = await history(p.id);
    expect(total).toBe(6);
    expect(movements.map((m: { kindLabel: string; quantity: number; stockAfter: number }) => [m.kindLabel, m.quantity, m.stockAfter])).toEqual([
      ['Ajuste', 4, 13],
      ['Ajuste', -3, 9],
      ['Uso interno', -1, 12],
      ['Perda', -2, 13],
      ['Entrada', 5, 15],
      ['Entrada', 10, 10],
    ]);
    expect(await stockOf(p.id)).toBe(13);
  });

  it("a sale writes a 'venda' line naming the sale and bumps the product's version", async () => {
    const p = await create(10);
    const sale = await owner.client.post('/api/products/sell', { productId: p.id, quantity: 3, unitPrice: '49.90' });
    expect(sale.body.product).toMatchObject({ currentStock: 7, version: 2 });
    const [latest] = (await history(p.id)).movements;
    expect(latest).toMatchObject({ kind: 'venda', kindLabel: 'Venda', quantity: -3, stockAfter: 7, saleId: sale.body.sale.id, userName: 'Maria Teste' });
  });

  it('a product edit with a stale version after a sale: 409 stale_version, nothing written, the sold units stay sold', async () => {
    const p = await create(10);
    await owner.client.post('/api/products/sell', { productId: p.id, quantity: 4, unitPrice: '49.90' });
    const stale = await owner.client.put(`/api/products/${p.id}`, { ...product, name: 'Nome novo', currentStock: 10, version: p.version });
    expect(stale).toMatchObject({ status: 409, body: { message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion } });
    const [row] = await t.db.query(`SELECT name, current_stock, version FROM products WHERE id = $1`, [p.id]);
    expect(row).toEqual({ name: product.name, current_stock: 6, version: 2 });
    expect((await history(p.id)).total).toBe(2);
    // Reloaded, the same edit goes through with the current version and records its difference.
    const fresh = await owner.client.put(`/api/products/${p.id}`, { ...product, name: 'Nome novo', currentStock: 8, version: 2 });
    expect(fresh.body).toMatchObject({ name: 'Nome novo', currentStock: 8, version: 3 });
    expect((await history(p.id)).movements[0]).toMatchObject({ kind: 'ajuste', quantity: 2, stockAfter: 8, reason: STOCK_MOVEMENT_MSG.editAdjustment });
  });

  it('a PUT without version still works as SPEC sends it, and records the difference as an ajuste; the same stock records nothing', async () => {
    const p = await create(10);
    const cut = await owner.client.put(`/api/products/${p.id}`, { ...product, currentStock: 4 });
    expect(cut).toMatchObject({ status: 200, body: { currentStock: 4, version: 2 } });
    expect((await history(p.id)).movements[0]).toMatchObject({ kind: 'ajuste', quantity: -6, stockAfter: 4, reason: STOCK_MOVEMENT_MSG.editAdjustment });
    expect((await owner.client.put(`/api/products/${p.id}`, { ...product, currentStock: 4, price: '55.00' })).body).toMatchObject({
      price: '55.00',
      version: 3,
    });
    expect((await history(p.id)).total).toBe(2);
    expect(await owner.client.put(`/api/products/${p.id}`, { ...product, version: 'x' })).toMatchObject({
      status: 400,
      body: { message: WRITE_SAFETY_MSG.invalidVersion },
    });
  });

  it('never below zero: 409 in pt-BR and nothing written; nor above the maximum', async () => {
    const p = await create(3);
    for (const body of [
      { kind: 'perda', quantity: 4 },
      { kind: 'uso_interno', quantity: 5 },
      { kind: 'ajuste', quantity: -4, reason: 'Contagem' },
    ]) {
      const refused = await owner.client.post(`/api/products/${p.id}/movements`, body);
      expect(refused).toMatchObject({ status: 409, body: { message: saleExceedsStockMessage(Math.abs(body.quantity), 3) } });
    }
    expect(await owner.client.post(`/api/products/${p.id}/movements`, { kind: 'entrada', quantity: 1_000_000 })).toMatchObject({
      status: 409,
      body: { message: STOCK_MOVEMENT_MSG.stockAboveMax },
    });
    expect(await stockOf(p.id)).toBe(3);
    expect((await history(p.id)).total).toBe(1);
    expect((await owner.client.post(`/api/products/${p.id}/movements`, { kind: 'perda', quantity: 3 })).body.product.currentStock).toBe(0);
  });

  it('bad input: 400 or 404 with a pt-BR message, never a 500', async () => {
    const p = await create(3);
    const cases: [unknown, string][] = [
      [{ kind: 'venda', quantity: 1 }, STOCK_MOVEMENT_MSG.kind],
      [{ quantity: 1 }, STOCK_MOVEMENT_MSG.kind],
      [{ kind: 'entrada', quantity: 0 }, STOCK_MOVEMENT_MSG.quantity],
      [{ kind: 'perda', quantity: -2 }, STOCK_MOVEMENT_MSG.quantity],
      [{ kind: 'entrada', quantity: 'muitos' }, STOCK_MOVEMENT_MSG.quantity],
      [{ kind: 'entrada', quantity: 2.5 }, STOCK_MOVEMENT_MSG.quantity],
      [{ kind: 'ajuste', quantity: 0, reason: 'Contagem' }, STOCK_MOVEMENT_MSG.adjustment],
      [{ kind: 'ajuste', quantity: 2 }, STOCK_MOVEMENT_MSG.reason],
      [{ kind: 'ajuste', quantity: 2, reason: '   ' }, STOCK_MOVEMENT_MSG.reason],
      [{ kind: 'entrada', quantity: 2, reason: 'x'.repeat(301) }, STOCK_MOVEMENT_MSG.reasonMax],
    ];
    for (const [body, message] of cases)
      expect(await owner.client.post(`/api/products/${p.id}/movements`, body)).toMatchObject({ status: 400, body: { message } });
    expect((await owner.client.post(`/api/products/${p.id}/movements`, { kind: { $ne: 1 }, quantity: [1] })).status).toBe(400);
    expect(await owner.client.get(`/api/products/${p.id}/movements?page=0`)).toMatchObject({ status: 400, body: { message: STOCK_MOVEMENT_MSG.page } });
    expect(await owner.client.get(`/api/products/${p.id}/movements?limit=101`)).toMatchObject({ status: 400, body: { message: STOCK_MOVEMENT_MSG.limit } });
    for (const path of ['/api/products/abc/movements', '/api/products/999999999/movements']) {
      expect(await owner.client.get(path)).toMatchObject({ status: 404, body: { message: PRODUCT_MSG.notFound } });
      expect(await owner.client.post(path, { kind: 'entrada', quantity: 1 })).toMatchObject({ status: 404, body: { message: PRODUCT_MSG.notFound } });
    }
    await owner.client.delete(`/api/products/${p.id}`);
    expect((await owner.client.post(`/api/products/${p.id}/movements`, { kind: 'entrada', quantity: 1 })).status).toBe(404);
  });

  it("pages the history: 'page' and 'limit', newest first, with the total", async () => {
    const p = await create(1);
    for (let i = 1; i <= 24; i++) await owner.client.post(`/api/products/${p.id}/movements`, { kind: 'entrada', quantity: i });
    const first = await history(p.id, '?page=1&limit=10');
    expect(first.total).toBe(25);
    expect(first.movements.map((m: { quantity: number }) => m.quantity)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    const last = await history(p.id, '?page=3&limit=10');
    expect(last.movements.map((m: { quantity: number }) => m.quantity)).toEqual([4, 3, 2, 1, 1]);
    expect((await history(p.id)).movements).toHaveLength(20);
    expect((await history(p.id, '?page=9')).movements).toEqual([]);
  });

  it('a movement sent twice with one Idempotency-Key is recorded once', async () => {
    const p = await create(5);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await owner.client.post(`/api/products/${p.id}/movements`, { kind: 'perda', quantity: 1 }, headers);
    const second = await owner.client.post(`/api/products/${p.id}/movements`, { kind: 'perda', quantity: 1 }, headers);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await stockOf(p.id)).toBe(4);
  });

  it('staff get 403; another establishment gets 404 and changes nothing; Core gets the plan message', async () => {
    const p = await create(5);
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    expect((await staff.client.get(`/api/products/${p.id}/movements`)).status).toBe(403);
    expect((await staff.client.post(`/api/products/${p.id}/movements`, { kind: 'perda', quantity: 1 })).status).toBe(403);
    const other = await createTenant(t.url, t.db, 'Expert');
    expect(await other.client.get(`/api/products/${p.id}/movements`)).toMatchObject({ status: 404, body: { message: PRODUCT_MSG.notFound } });
    expect(await other.client.post(`/api/products/${p.id}/movements`, { kind: 'perda', quantity: 1 })).toMatchObject({
      status: 404,
      body: { message: PRODUCT_MSG.notFound },
    });
    const core = await createTenant(t.url, t.db, 'Core');
    expect(await core.client.get(`/api/products/${p.id}/movements`)).toMatchObject({
      status: 403,
      body: { message: planRequiredMessage('inventory', 'Core') },
    });
    expect(await stockOf(p.id)).toBe(5);
  });
});
