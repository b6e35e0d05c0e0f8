import { CHECKOUT_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { checkoutVisit, key, money, net } from './checkouts-visit';

/** Refunds item by item (docs/product/states.md, 'Comanda'): every amount is integer cents, computed by hand. */
describe('checkouts: refund per item', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const stock = async (id: number) => (await t.db.query(`SELECT current_stock AS n FROM products WHERE id = $1`, [id]))[0].n;
  const points = async (clientId: number) =>
    (await t.db.query(`SELECT coalesce(sum(balance), 0)::int AS n FROM loyalty_accounts WHERE client_id = $1`, [clientId]))[0].n;

  it('each refunded item gives back its total less its part of the discount and its fee share; the last one the rest, to 0', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const e = owner.establishmentId;
    const v = await checkoutVisit(t, owner);
    const program = (await owner.client.get('/api/loyalty/programs')).body[0];
    await owner.client.put(`/api/loyalty/programs/${program.id}`, { ...program, pointsPerService: 2, services: [v.corte.id, v.escova.id] });
    await owner.client.put('/api/payment-methods', {
      methods: [
        { method: 'pix', active: true, feePercent: 0.99, fixedFee: 0, receiptDays: 0 },
        { method: 'debito', active: true, feePercent: 1.99, fixedFee: 0, receiptDays: 1 },
      ],
    });
    // Items: Shampoo 3510, Máscara 2 × 2000, Corte 8000, Escova 5000 (subtotal 20510); 10 % off (2051) shares as
    // 351, 400, 800, 500; tip 1000; total 19459. Fees 99 (PIX 10000) + 100 (débito 5000) = 199, shared by
    // 3159, 3600, 7200, 4500 as 34, 39, 78, 48.
    const { body: c } = await owner.client.post(
      '/api/checkouts',
      {
        appointmentIds: [v.a1, v.a2],
        items: [
          { type: 'product', productId: v.shampoo, staffId: v.ana, quantity: 1 },
          { type: 'product', productId: v.mascara, staffId: v.bia, quantity: 2 },
        ],
        discount: 2051,
        tip: { amount: 1000, staffId: v.ana },
      },
      key(),
    );
    const [shampoo, mascara, corte, escova] = c.items.map((i: { id: number }) => i.id);
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 10000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'debito', amount: 5000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 4459, received: 5000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
    const closedNet = 19459 - 199;
    expect(await net(t, e)).toBe(closedNet);
    expect(await points(v.clientId)).toBe(4);
    const closedRows = (await money(t, e)).length;

    // Corte: 8000 − 800 = 7200 back, shared by PIX 10000, débito 5000, dinheiro 4459: 3700.08, 1850.04, 1649.88 →
    // 3700, 1850, 1650 (the cent left to the largest remainder); its fee share 78 reversed.
    const first = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Corte refeito', itemIds: [corte] }, key());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'closed', refunded: 7200 });
    expect(first.body.items.map((i: { refundedAt: string | null }) => i.refundedAt !== null)).toEqual([false, false, true, false]);
    expect((await money(t, e)).slice(closedRows)).toEqual([
      { type: 'expense', category: 'Estornos', method: 'PIX', amount: '37.00' },
      { type: 'expense', category: 'Estornos', method: 'Cartão de débito', amount: '18.50' },
      { type: 'expense', category: 'Estornos', method: 'Dinheiro', amount: '16.50' },
      { type: 'income', category: 'Estorno de taxas de cartão', method: null, amount: '0.78' },
    ]);
    expect(await net(t, e)).toBe(closedNet - 7200 + 78);
    // The Corte's appointment gave 2 points: taken back; the Escova's stay.
    expect(await points(v.clientId)).toBe(2);

    const again = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'De novo', itemIds: [corte] }, key());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: CHECKOUT_MSG.itemAlreadyRefunded });
    const twice = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Dois', itemIds: [mascara, mascara] }, key());
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: CHECKOUT_MSG.refundItemDuplicate });
    const foreign = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Outro', itemIds: [999999] }, key());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: CHECKOUT_MSG.refundItemNotFound });

    // Máscara ×2: 4000 − 400 = 3600 back, by what each method has left (6300, 3150, 2809): 1850.07, 925.03, 824.89 →
    // 1850, 925, 825; fee 39; both units back in stock.
    const second = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Alergia', itemIds: [mascara] }, key());
    expect(second.body).toMatchObject({ status: 'closed', refunded: 10800 });
    expect(await stock(v.mascara)).toBe(5);
    expect(await stock(v.shampoo)).toBe(2);
    expect(await net(t, e)).toBe(closedNet - 7200 + 78 - 3600 + 39);

    // The rest (Shampoo, Escova and the tip): 19459 − 10800 = 8659, exactly what each method has left
    // (4450, 2225, 1984), and the fees left, 199 − 117 = 82: the comanda is refunded and the month back to 0.
    const rest = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Desistiu' }, key());
    expect(rest.body).toMatchObject({ status: 'refunded', refunded: 19459 });
    expect((await money(t, e)).slice(closedRows + 8)).toEqual([
      { type: 'expense', category: 'Estornos', method: 'PIX', amount: '44.50' },
      { type: 'expense', category: 'Estornos', method: 'Cartão de débito', amount: '22.25' },
      { type: 'expense', category: 'Estornos', method: 'Dinheiro', amount: '19.84' },
      { type: 'income', category: 'Estorno de taxas de cartão', method: null, amount: '0.82' },
    ]);
    expect(await net(t, e)).toBe(0);
    expect(await stock(v.shampoo)).toBe(3);
    expect(await points(v.clientId)).toBe(0);
    const closedAgain = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Fim', itemIds: [escova] }, key());
    expect(closedAgain.status).toBe(409);
    expect(closedAgain.body).toEqual({ message: CHECKOUT_MSG.notClosed });
    expect([shampoo, escova].every((id) => rest.body.items.find((i: { id: number }) => i.id === id).refundedAt)).toBe(true);
  });
});
