import type { ClientExportDto } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { checkoutVisit, key } from './checkouts-visit';

/** Comandas in the client's LGPD export and anonymization (docs/product/roles.md, 'LGPD'). */
describe('checkouts: LGPD export and anonymization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('the export has her comandas with items, payments and refunds and her balance entries; anonymizing erases her name from refund reasons', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await checkoutVisit(t, owner);
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
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 5000, received: 5000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/close`, { leaveBalanceAsDebt: true }, key());
    await owner.client.post(`/api/clients/${v.clientId}/balance/payments`, { method: 'pix', amount: 1000 }, key());
    const product = c.items.find((i: { type: string }) => i.type === 'product').id;
    await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Maria Cliente devolveu o shampoo', itemIds: [product] }, key());

    const { body } = await owner.client.get(`/api/clients/${v.clientId}/export`);
    const data = body as ClientExportDto;
    expect(data.checkouts).toHaveLength(1);
    expect(data.checkouts[0]).toMatchObject({ id: c.id, number: c.number, status: 'closed', discount: 0, tip: 0 });
    expect(data.checkouts[0]!.items).toMatchObject([
      { type: 'service', name: 'Corte', staff: 'Ana', quantity: 1, unitPrice: 8000, discount: 0, refundedAt: null },
      { type: 'product', name: 'Shampoo', staff: null, quantity: 1, unitPrice: 3510 },
    ]);
    expect(data.checkouts[0]!.items[1]!.refundedAt).not.toBeNull();
    expect(data.checkouts[0]!.payments).toMatchObject([{ method: 'dinheiro', amount: 5000, received: 5000, change: 0, installments: 1 }]);
    // Debt 11510 − 5000 = 6510; 1000 paid; the Shampoo's 3510 refunded forgives 3510 of the rest.
    expect(data.balanceEntries.map((e) => [e.kind, e.amount])).toEqual([
      ['debt', -6510],
      ['payment', 1000],
      ['refund', 3510],
    ]);

    expect((await owner.client.post(`/api/clients/${v.clientId}/anonymize`, {}, key())).status).toBe(200);
    const [refund] = await t.db.query(`SELECT reason FROM checkout_refunds WHERE checkout_id = $1`, [c.id]);
    expect(refund.reason).not.toContain('Maria Cliente');
    expect(refund.reason).toContain('devolveu o shampoo');
  });
});
