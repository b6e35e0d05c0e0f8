import { CLIENT_BALANCE_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { checkoutVisit, key, money } from './checkouts-visit';

/** A client's balance and paying her debt ('fiado') off (docs/product/api.md, 'Checkouts'), in cents. */
describe('checkouts: the client balance and paying a debt off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('a debt of 6510 paid 3000 by débito (fee 60) and 3510 by PIX; never above what she owes; a retry pays once', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const e = owner.establishmentId;
    const v = await checkoutVisit(t, owner);
    await owner.client.put('/api/payment-methods', { methods: [{ method: 'debito', active: true, feePercent: 1.99, fixedFee: 0, receiptDays: 1 }] });
    const { body: c } = await owner.client.post(
      '/api/checkouts',
      {
        clientId: v.clientId,
        items: [
          { type: 'service', serviceId: v.corte.id, staffId: v.ana },
          { type: 'product', productId: v.shampoo },
        ],
      },
      key(),
    );
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 5000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/close`, { leaveBalanceAsDebt: true }, key());

    const owes = await owner.client.get(`/api/clients/${v.clientId}/balance`);
    expect(owes.status).toBe(200);
    expect(owes.body).toMatchObject({ clientId: v.clientId, balance: -6510 });
    expect(owes.body.entries).toMatchObject([{ kind: 'debt', amount: -6510, checkoutId: c.id, checkoutNumber: c.number, method: null }]);

    const above = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 6511 }, key());
    expect(above.status).toBe(409);
    expect(above.body).toEqual({ message: CLIENT_BALANCE_MSG.aboveOwed });
    const ownCredit = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'credito_cliente', amount: 100 }, key());
    expect(ownCredit.status).toBe(400);
    expect(ownCredit.body).toEqual({ message: CLIENT_BALANCE_MSG.method });
    const zero = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 0 }, key());
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ message: CLIENT_BALANCE_MSG.amount });

    const before = (await money(t, e)).length;
    const k = key();
    const first = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'debito', amount: 3000 }, k);
    const retry = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'debito', amount: 3000 }, k);
    expect(first.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.body.balance).toBe(-3510);
    expect(first.body.entries[0]).toMatchObject({ kind: 'payment', amount: 3000, method: 'debito', checkoutId: null });
    // round(3000 × 1,99 %) = 59,7 → 60 cents of fee.
    expect((await money(t, e)).slice(before)).toEqual([
      { type: 'income', category: 'Recebimento de fiado', method: 'Cartão de débito', amount: '30.00' },
      { type: 'expense', category: 'Taxas de cartão', method: null, amount: '0.60' },
    ]);
    const rest = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 3510 }, key());
    expect(rest.body.balance).toBe(0);
    const nothing = await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 1 }, key());
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ message: CLIENT_BALANCE_MSG.nothingOwed });

    const other = await createTenant(t.url, t.db, 'Expert');
    const foreign = await other.client.get(`/api/clients/${v.clientId}/balance`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: CLIENT_BALANCE_MSG.clientNotFound });
    const foreignPay = await other.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 1 }, key());
    expect(foreignPay.status).toBe(404);
  });

  it('20 parallel payments of the whole debt: one is recorded', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await checkoutVisit(t, owner);
    const { body: c } = await owner.client.post('/api/checkouts', { clientId: v.clientId, items: [{ type: 'product', productId: v.shampoo }] }, key());
    await owner.client.post(`/api/checkouts/${c.id}/close`, { leaveBalanceAsDebt: true }, key());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 3510 }, key())),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await owner.client.get(`/api/clients/${v.clientId}/balance`)).body.balance).toBe(0);
  });
});
