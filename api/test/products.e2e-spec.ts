import { PRODUCT_MSG, saleExceedsStockMessage, planRequiredMessage } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

const shampoo = {
  name: 'Shampoo Hidratante',
  category: 'Cabelo',
  brand: 'Salão Pro',
  price: '49.90',
  cost: '20.00',
  currentStock: 10,
  minStock: 3,
  description: 'Frasco 300 ml',
};

/** Products and sales (docs/product/states.md ('Stock')): plan Expert, management only, stock never below zero. */
describe('products: CRUD, sales and plan gating', () => {
  let t: TestApp;
  let owner: Tenant;
  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
  });
  afterAll(() => t.close());

  it('creates, lists, updates and soft-deletes a product with decimal-string money', async () => {
    const created = await owner.client.post('/api/products', { ...shampoo, price: 49.9, cost: '' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...shampoo, cost: '0.00', version: 1 });
    const id = created.body.id;
    const updated = await owner.client.put(`/api/products/${id}`, { ...shampoo, price: '59,90', currentStock: 2 });
    expect(updated.body).toMatchObject({ id, price: '59.90', currentStock: 2 });
    expect((await owner.client.get('/api/products')).body.map((p: { id: number }) => p.id)).toContain(id);
    expect((await owner.client.delete(`/api/products/${id}`)).body).toEqual({ success: true, message: PRODUCT_MSG.removed });
    expect((await owner.client.get('/api/products')).body.map((p: { id: number }) => p.id)).not.toContain(id);
    expect(await owner.client.put(`/api/products/${id}`, shampoo)).toMatchObject({ status: 404, body: { message: PRODUCT_MSG.notFound } });
    expect(await owner.client.delete(`/api/products/${id}`)).toMatchObject({ status: 404, body: { message: PRODUCT_MSG.notFound } });
  });

  it('answers every SPEC §5 Product and Sale message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...shampoo, name: '' }, PRODUCT_MSG.name],
      [{ ...shampoo, category: '' }, PRODUCT_MSG.category],
      [{ ...shampoo, price: '' }, PRODUCT_MSG.price],
      [{ ...shampoo, currentStock: -1 }, PRODUCT_MSG.currentStock],
      [{ ...shampoo, minStock: -1 }, PRODUCT_MSG.minStock],
    ];
    for (const [body, message] of cases) expect(await owner.client.post('/api/products', body)).toMatchObject({ status: 400, body: { message } });
    const { body: p } = await owner.client.post('/api/products', { ...shampoo, currentStock: 1 });
    expect(await owner.client.post('/api/products/sell', { productId: p.id, quantity: 0, unitPrice: '49.90' })).toMatchObject({
      status: 400,
      body: { message: PRODUCT_MSG.quantity },
    });
    expect(await owner.client.post('/api/products/sell', { productId: p.id, quantity: 2, unitPrice: '49.90' })).toMatchObject({
      status: 409,
      body: { message: saleExceedsStockMessage(2, 1) },
    });
    expect(await owner.client.post('/api/products/sell', { productId: p.id, quantity: 1000, unitPrice: '9999999999.99' })).toMatchObject({
      status: 400,
      body: { message: PRODUCT_MSG.saleTooLarge },
    });
    expect(saleExceedsStockMessage(2, 1)).toBe('Quantidade solicitada (2) excede o estoque disponível (1)');
  });

  it('a sale takes the stock, writes a Produtos Vendidos income and is kept after the product is deleted', async () => {
    const { body: p } = await owner.client.post('/api/products', shampoo);
    const sale = await owner.client.post('/api/products/sell', { productId: p.id, quantity: 2, unitPrice: '49.90', productName: 'nome da tela' });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({
      product: { id: p.id, currentStock: 8 },
      sale: { productName: shampoo.name, quantity: 2, unitPrice: '49.90', total: '99.80' },
    });
    const [income] = await t.db.query(`SELECT type, amount::text, category FROM transactions WHERE id = $1`, [sale.body.transactionId]);
    expect(income).toEqual({ type: 'income', amount: '99.80', category: 'Produtos Vendidos' });
    await owner.client.delete(`/api/products/${p.id}`);
    const kept = await t.db.query(`SELECT product_name, quantity, unit_price::text, sold_by_user_id FROM product_sales WHERE product_id = $1`, [p.id]);
    expect(kept).toEqual([{ product_name: shampoo.name, quantity: 2, unit_price: '49.90', sold_by_user_id: owner.admin.id }]);
    expect(await owner.client.post('/api/products/sell', { productId: p.id, quantity: 1, unitPrice: '49.90' })).toMatchObject({
      status: 404,
      body: { message: PRODUCT_MSG.notFound },
    });
  });

  it('the dashboard counts products at or below their minimum', async () => {
    const x = await createTenant(t.url, t.db, 'Expert');
    for (const [currentStock, minStock] of [
      [0, 0],
      [2, 3],
      [3, 3],
      [10, 3],
    ] as const)
      await x.client.post('/api/products', { ...shampoo, currentStock, minStock });
    expect((await x.client.get('/api/dashboard/stats')).body.lowStockProducts).toBe(3);
  });

  it('Base and Core get 403 on products; staff get 403 even on Expert', async () => {
    for (const plan of ['Base', 'Core'] as const) {
      const x = await createTenant(t.url, t.db, plan);
      for (const res of [
        await x.client.get('/api/products'),
        await x.client.post('/api/products', shampoo),
        await x.client.post('/api/products/sell', { productId: 1, quantity: 1, unitPrice: 1 }),
      ]) {
        expect(res).toMatchObject({ status: 403, body: { message: planRequiredMessage('inventory', plan) } });
      }
    }
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    expect((await staff.client.get('/api/products')).status).toBe(403);
    expect((await staff.client.post('/api/products', shampoo)).status).toBe(403);
  });
});
