import { CHECKOUT_MSG, ERROR_CODES, PAYMENT_METHODS_MSG, WRITE_SAFETY_MSG, dayjs } from '@salao/contracts';
import { insertClient, ZONE } from './agenda-fixtures';
import { checkoutVisit, net } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { connectLive, waitForMessage } from './support/live-socket';

/** Comandas and payment methods (docs/product/api.md, 'Checkouts'): every amount is integer cents. */
describe('checkouts: the comanda, its payments and the payment methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const key = () => ({ 'Idempotency-Key': `k-${Math.random().toString(36).slice(2)}-${Date.now()}` });

  const visit = (owner: Tenant) => checkoutVisit(t, owner);

  it('a new establishment has every method active, without fees, credit in 30 days and debit in 1; a stale PUT is 409', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const { body } = await owner.client.get('/api/payment-methods');
    expect(body.version).toBe(1);
    expect(body.methods.map((m: { method: string }) => m.method)).toEqual([
      'dinheiro',
      'debito',
      'credito',
      'pix',
      'transferencia',
      'cheque',
      'vale_presente',
      'credito_cliente',
    ]);
    expect(body.methods.find((m: { method: string }) => m.method === 'credito')).toEqual({
      method: 'credito',
      active: true,
      feePercent: 0,
      fixedFee: 0,
      receiptDays: 30,
      installmentFees: [],
    });
    expect(body.methods.find((m: { method: string }) => m.method === 'debito').receiptDays).toBe(1);
    const saved = await owner.client.put('/api/payment-methods', {
      version: 1,
      methods: [{ method: 'cheque', active: false, feePercent: 0, fixedFee: 0, receiptDays: 0 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.body.methods.find((m: { method: string }) => m.method === 'cheque').active).toBe(false);
    const stale = await owner.client.put('/api/payment-methods', {
      version: 1,
      methods: [{ method: 'pix', active: true, feePercent: 1, fixedFee: 0, receiptDays: 0 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion });
    const bad = await owner.client.put('/api/payment-methods', { methods: [{ method: 'pix', active: true, feePercent: 101, fixedFee: 0, receiptDays: 0 }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: PAYMENT_METHODS_MSG.feePercent });
  });

  it('2 services by 2 professionals + 2 products, 10 % off and a tip, paid PIX + débito + dinheiro with change: each figure to the cent', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    await owner.client.put('/api/payment-methods', {
      methods: [
        { method: 'pix', active: true, feePercent: 0.99, fixedFee: 0, receiptDays: 0 },
        { method: 'debito', active: true, feePercent: 1.99, fixedFee: 0, receiptDays: 1 },
      ],
    });
    const opened = await owner.client.post(
      '/api/checkouts',
      {
        appointmentIds: [v.a1, v.a2],
        items: [
          { type: 'product', productId: v.shampoo, staffId: v.ana, quantity: 1 },
          { type: 'product', productId: v.mascara, staffId: v.bia, quantity: 2, unitPrice: 2000 },
        ],
        // 10 % of the subtotal 8000 + 5000 + 3510 + 2 × 2000 = 20510
        discount: 2051,
        tip: { amount: 1000, staffId: v.ana },
      },
      key(),
    );
    expect(opened.status).toBe(201);
    const c = opened.body;
    expect(c).toMatchObject({ status: 'open', clientId: v.clientId, subtotal: 20510, discount: 2051, tip: { amount: 1000, staffId: v.ana }, total: 19459 });
    expect(c).toMatchObject({ paid: 0, balance: 19459, payments: [] });
    expect(c.number).toBe(1);
    expect(c.items.map((i: { name: string; staffId: number; total: number }) => [i.name, i.staffId, i.total])).toEqual([
      ['Shampoo', v.ana, 3510],
      ['Máscara', v.bia, 4000],
      ['Corte', v.ana, 8000],
      ['Escova', v.bia, 5000],
    ]);

    const pix = await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 10000 }, key());
    expect(pix.status).toBe(200);
    const debito = await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'debito', amount: 5000 }, key());
    // 19459 − 15000 = 4459 due; R$ 50,00 handed over
    const cash = await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 4459, received: 5000 }, key());
    expect(cash.status).toBe(200);
    const today = dayjs().tz(ZONE).format('YYYY-MM-DD');
    const tomorrow = dayjs().tz(ZONE).add(1, 'day').format('YYYY-MM-DD');
    expect(cash.body).toMatchObject({ paid: 19459, balance: 0 });
    expect(cash.body.payments.map(({ id: _id, ...p }: { id: number }) => p)).toEqual([
      { method: 'pix', amount: 10000, received: null, change: 0, installments: 1, cardBrand: null, gross: 10000, fee: 99, net: 9901, expectedOn: today },
      // 5000 × 1,99 % = 99,5 → 100
      { method: 'debito', amount: 5000, received: null, change: 0, installments: 1, cardBrand: null, gross: 5000, fee: 100, net: 4900, expectedOn: tomorrow },
      { method: 'dinheiro', amount: 4459, received: 5000, change: 541, installments: 1, cardBrand: null, gross: 4459, fee: 0, net: 4459, expectedOn: today },
    ]);
    expect(debito.body.balance).toBe(4459);
    const again = await owner.client.get(`/api/checkouts/${c.id}`);
    expect(again.body).toEqual(cash.body);
    const list = await owner.client.get(`/api/checkouts?status=open&clientId=${v.clientId}&date=${today}`);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0].id).toBe(c.id);
  });

  it('refuses in pt-BR: bad input 400, a card payment above the balance 400, an inactive method 409, a stale edit 409', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const bad = await owner.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id, unitPrice: 19.9 }] }, key());
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: CHECKOUT_MSG.amountCents });
    const empty = await owner.client.post('/api/checkouts', {}, key());
    expect(empty.body).toEqual({ message: CHECKOUT_MSG.items });
    const tooMuchOff = await owner.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id }], discount: 8001 }, key());
    expect(tooMuchOff.status).toBe(400);
    expect(tooMuchOff.body).toEqual({ message: CHECKOUT_MSG.discountTooLarge });
    const { body: c } = await owner.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id, staffId: v.ana }] }, key());
    expect(c.total).toBe(8000);
    const over = await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'credito', amount: 8001 }, key());
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: CHECKOUT_MSG.overpaid });
    await owner.client.put('/api/payment-methods', { methods: [{ method: 'cheque', active: false, feePercent: 0, fixedFee: 0, receiptDays: 0 }] });
    const inactive = await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'cheque', amount: 100 }, key());
    expect(inactive.status).toBe(409);
    expect(inactive.body).toEqual({ message: CHECKOUT_MSG.methodInactive });
    const edited = await owner.client.put(`/api/checkouts/${c.id}`, {
      version: c.version,
      items: [{ type: 'service', serviceId: v.escova.id, staffId: v.bia }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.total).toBe(5000);
    const stale = await owner.client.put(`/api/checkouts/${c.id}`, { version: c.version, items: [{ type: 'service', serviceId: v.corte.id }] });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion });
  });

  it("another establishment's comanda is 404, read or paid", async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const other = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: c } = await owner.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id }] }, key());
    const read = await other.client.get(`/api/checkouts/${c.id}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: CHECKOUT_MSG.notFound });
    const paid = await other.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 100 }, key());
    expect(paid.status).toBe(404);
    const foreignItem = await other.client.post('/api/checkouts', { items: [{ type: 'service', serviceId: v.corte.id }] }, key());
    expect(foreignItem.status).toBe(404);
    expect(foreignItem.body).toEqual({ message: CHECKOUT_MSG.serviceNotFound });
  });

  /** The establishment's transactions of a comanda, as [type, category, payment method, amount]. */
  const money = async (e: number) =>
    t.db.query(`SELECT type, category, payment_method AS method, amount::text AS amount FROM transactions WHERE establishment_id = $1 ORDER BY id`, [e]);
  const stock = async (id: number) => (await t.db.query(`SELECT current_stock AS n FROM products WHERE id = $1`, [id]))[0].n;
  const points = async (clientId: number) =>
    (await t.db.query(`SELECT coalesce(sum(balance), 0)::int AS n FROM loyalty_accounts WHERE client_id = $1`, [clientId]))[0].n;

  it('closing writes each figure to the cent (incomes per method and category, fee expense, stock, points, appointments); a refund brings them back', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const program = (await owner.client.get('/api/loyalty/programs')).body[0];
    await owner.client.put(`/api/loyalty/programs/${program.id}`, { ...program, pointsPerService: 2, services: [v.corte.id, v.escova.id] });
    await owner.client.put('/api/payment-methods', {
      methods: [
        { method: 'pix', active: true, feePercent: 0.99, fixedFee: 0, receiptDays: 0 },
        { method: 'debito', active: true, feePercent: 1.99, fixedFee: 0, receiptDays: 1 },
      ],
    });
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
    const early = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: CHECKOUT_MSG.balanceDue });
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 10000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'debito', amount: 5000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 4459, received: 5000 }, key());

    const closed = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', total: 19459, paid: 19459, balance: 0 });
    // Products' share: 7510 − round(2051 × 7510 / 20510) = 6759; services' (tip included): 12700.
    // PIX 10000 → products round(10000 × 6759 / 19459) = 3473; débito 5000 → 1737; dinheiro the rest, 1549.
    expect(await money(owner.establishmentId)).toEqual([
      { type: 'income', category: 'Serviços Realizados', method: 'PIX', amount: '65.27' },
      { type: 'income', category: 'Produtos Vendidos', method: 'PIX', amount: '34.73' },
      { type: 'income', category: 'Serviços Realizados', method: 'Cartão de débito', amount: '32.63' },
      { type: 'income', category: 'Produtos Vendidos', method: 'Cartão de débito', amount: '17.37' },
      { type: 'income', category: 'Serviços Realizados', method: 'Dinheiro', amount: '29.10' },
      { type: 'income', category: 'Produtos Vendidos', method: 'Dinheiro', amount: '15.49' },
      // 99 (PIX) + 100 (débito)
      { type: 'expense', category: 'Taxas de cartão', method: null, amount: '1.99' },
    ]);
    expect(await stock(v.shampoo)).toBe(2);
    expect(await stock(v.mascara)).toBe(3);
    expect(await points(v.clientId)).toBe(4);
    const statuses = await t.db.query(`SELECT status FROM appointments WHERE id = ANY($1::int[]) ORDER BY id`, [[v.a1, v.a2]]);
    expect(statuses).toEqual([{ status: 'completed' }, { status: 'completed' }]);
    const movements = await t.db.query(`SELECT kind, quantity FROM stock_movements WHERE product_id = $1 ORDER BY id`, [v.mascara]);
    expect(movements).toEqual([
      { kind: 'entrada', quantity: 5 },
      { kind: 'checkout', quantity: -2 },
    ]);
    const again = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: CHECKOUT_MSG.notOpen });

    const noReason = await owner.client.post(`/api/checkouts/${c.id}/refund`, {}, key());
    expect(noReason.body).toEqual({ message: CHECKOUT_MSG.refundReason });
    const refunded = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Cliente desistiu' }, key());
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refunded: 19459 });
    expect(refunded.body.items.every((i: { refundedAt: string | null }) => i.refundedAt !== null)).toBe(true);
    // Nothing of the closing changes: reversing entries, dated at the refund, bring the month back to 0.
    expect((await money(owner.establishmentId)).slice(7)).toEqual([
      { type: 'expense', category: 'Estornos', method: 'PIX', amount: '100.00' },
      { type: 'expense', category: 'Estornos', method: 'Cartão de débito', amount: '50.00' },
      { type: 'expense', category: 'Estornos', method: 'Dinheiro', amount: '44.59' },
      { type: 'income', category: 'Estorno de taxas de cartão', method: null, amount: '1.99' },
    ]);
    expect(await net(t, owner.establishmentId)).toBe(0);
    expect(await stock(v.shampoo)).toBe(3);
    expect(await stock(v.mascara)).toBe(5);
    expect(await points(v.clientId)).toBe(0);
    const twice = await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'De novo' }, key());
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: CHECKOUT_MSG.notClosed });
  });

  it('20 parallel closes of one comanda: exactly one close, one set of incomes', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1] }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 8000 }, key());
    const answers = await Promise.all(Array.from({ length: 20 }, () => owner.client.post(`/api/checkouts/${c.id}/close`, {}, key())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await money(owner.establishmentId)).toEqual([{ type: 'income', category: 'Serviços Realizados', method: 'PIX', amount: '80.00' }]);
    const [row] = await t.db.query(`SELECT status FROM appointments WHERE id = $1`, [v.a1]);
    expect(row.status).toBe('completed');
  });

  it('a retried close (same Idempotency-Key) answers the first close again without closing twice', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: c } = await owner.client.post('/api/checkouts', { items: [{ type: 'product', productId: v.shampoo }] }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 3510 }, key());
    const k = key();
    const first = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, k);
    const retry = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, k);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await stock(v.shampoo)).toBe(2);
    expect(await money(owner.establishmentId)).toEqual([{ type: 'income', category: 'Produtos Vendidos', method: 'PIX', amount: '35.10' }]);
  });

  it('20 parallel comandas selling the last unit: one closes, 19 are refused and stay open', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const { body: p } = await owner.client.post('/api/products', { name: 'Óleo', category: 'Cabelo', price: '20.00', currentStock: 1, minStock: 0 });
    const comandas = [];
    for (let i = 0; i < 20; i++) {
      const { body: c } = await owner.client.post('/api/checkouts', { items: [{ type: 'product', productId: p.id }] }, key());
      await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 2000 }, key());
      comandas.push(c.id);
    }
    const answers = await Promise.all(comandas.map((id) => owner.client.post(`/api/checkouts/${id}/close`, {}, key())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await stock(p.id)).toBe(0);
    const [open] = await t.db.query(`SELECT count(*)::int AS n FROM checkouts WHERE establishment_id = $1 AND status = 'open'`, [owner.establishmentId]);
    expect(open.n).toBe(19);
    expect(await money(owner.establishmentId)).toEqual([{ type: 'income', category: 'Produtos Vendidos', method: 'Dinheiro', amount: '20.00' }]);
  });

  it('comandas listing two products in opposite orders close in parallel without deadlock: one ledger row per item, each with the stock after it', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const product = async (name: string) =>
      (await owner.client.post('/api/products', { name, category: 'Cabelo', price: '10.00', currentStock: 30, minStock: 0 })).body.id as number;
    const [a, b] = [await product('Óleo'), await product('Sérum')];
    const comandas: number[] = [];
    for (let i = 0; i < 10; i++) {
      const items = [
        { type: 'product', productId: a, quantity: 1 },
        { type: 'product', productId: b, quantity: 2 },
      ];
      const { body: c } = await owner.client.post('/api/checkouts', { items: i % 2 ? items.reverse() : items }, key());
      await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 3000 }, key());
      comandas.push(c.id);
    }
    const answers = await Promise.all(comandas.map((id) => owner.client.post(`/api/checkouts/${id}/close`, {}, key())));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.every((r) => r.body.status === 'closed')).toBe(true);
    expect([await stock(a), await stock(b)]).toEqual([20, 10]);
    const ledger = async (id: number) =>
      t.db.query(`SELECT kind, quantity, stock_after AS "stockAfter" FROM stock_movements WHERE product_id = $1 AND kind = 'checkout' ORDER BY id`, [id]);
    expect(await ledger(a)).toEqual(Array.from({ length: 10 }, (_, i) => ({ kind: 'checkout', quantity: -1, stockAfter: 29 - i })));
    expect(await ledger(b)).toEqual(Array.from({ length: 10 }, (_, i) => ({ kind: 'checkout', quantity: -2, stockAfter: 28 - 2 * i })));
  });

  it('one product on two items of a comanda: two ledger rows in item order, the stock after each', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const items = [
      { type: 'product', productId: v.mascara, quantity: 1 },
      { type: 'product', productId: v.shampoo, quantity: 1 },
      { type: 'product', productId: v.mascara, quantity: 3 },
    ];
    const { body: c } = await owner.client.post('/api/checkouts', { items }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: c.total }, key());
    const closed = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', version: c.version + 2, paid: c.total, balance: 0 });
    const movements = await t.db.query(
      `SELECT product_id AS "productId", quantity, stock_after AS "stockAfter" FROM stock_movements WHERE kind = 'checkout' AND product_id = ANY($1::int[]) ORDER BY id`,
      [[v.mascara, v.shampoo]],
    );
    expect(movements).toEqual([
      { productId: v.mascara, quantity: -1, stockAfter: 4 },
      { productId: v.shampoo, quantity: -1, stockAfter: 2 },
      { productId: v.mascara, quantity: -3, stockAfter: 1 },
    ]);
    expect([await stock(v.mascara), await stock(v.shampoo)]).toEqual([1, 2]);
    // Too many for the stock: 409 in pt-BR, nothing moved, the comanda still open.
    const { body: c2 } = await owner.client.post('/api/checkouts', { items: [{ type: 'product', productId: v.mascara, quantity: 2 }] }, key());
    await owner.client.post(`/api/checkouts/${c2.id}/payments`, { method: 'pix', amount: c2.total }, key());
    const refused = await owner.client.post(`/api/checkouts/${c2.id}/close`, {}, key());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Quantidade solicitada (2) excede o estoque disponível (1)');
    expect(await stock(v.mascara)).toBe(1);
    expect((await owner.client.get(`/api/checkouts/${c2.id}`)).body.status).toBe('open');
  });

  it('5 parallel payments of half the total each: 2 are taken, 3 find nothing due; the answers show each payment', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1] }, key());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 4000 }, key())),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(Array(3).fill({ message: CHECKOUT_MSG.nothingDue }));
    expect(ok.map((a) => a.body.paid).sort()).toEqual([4000, 8000]);
    expect(ok.map((a) => a.body.payments.length).sort()).toEqual([1, 2]);
    const read = await owner.client.get(`/api/checkouts/${c.id}`);
    expect(read.body).toEqual(ok.find((a) => a.body.paid === 8000)!.body);
  });

  it('closing announces appointment_change, financial_change and inventory_change; the audit log names the comanda', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const live = await connectLive<{ type: string; appointmentId?: number; productId?: number }>(t.url, owner.client.token);
    try {
      const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1], items: [{ type: 'product', productId: v.mascara }] }, key());
      await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 10000 }, key());
      live.messages.length = 0;
      const closed = await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
      expect(closed.status).toBe(200);
      await waitForMessage(live.messages, (m) => m.type === 'appointment_change' && m.appointmentId === v.a1);
      await waitForMessage(live.messages, (m) => m.type === 'financial_change');
      await waitForMessage(live.messages, (m) => m.type === 'inventory_change' && m.productId === v.mascara);
    } finally {
      live.ws.close();
    }
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE establishment_id = $1 AND entity = 'checkout' ORDER BY id`, [owner.establishmentId]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'status']);
  });

  it("leaveBalanceAsDebt: the balance becomes the client's debt and only what was paid is income; a walk-in cannot owe; a refund forgives it", async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: walkIn } = await owner.client.post('/api/checkouts', { items: [{ type: 'product', productId: v.shampoo }] }, key());
    await owner.client.post(`/api/checkouts/${walkIn.id}/payments`, { method: 'pix', amount: 1000 }, key());
    const anonymous = await owner.client.post(`/api/checkouts/${walkIn.id}/close`, { leaveBalanceAsDebt: true }, key());
    expect(anonymous.status).toBe(409);
    expect(anonymous.body).toEqual({ message: CHECKOUT_MSG.debtNeedsClient });

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
    expect(c.total).toBe(11510);
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 5000 }, key());
    const closed = await owner.client.post(`/api/checkouts/${c.id}/close`, { leaveBalanceAsDebt: true }, key());
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', paid: 5000, balance: 6510 });
    const debt = await t.db.query(`SELECT client_id AS "clientId", kind, amount_cents::int AS amount FROM client_balance_entries WHERE checkout_id = $1`, [
      c.id,
    ]);
    expect(debt).toEqual([{ clientId: v.clientId, kind: 'debt', amount: -6510 }]);
    // Products' part of what was paid: round(3510 × 5000 / 11510) = 1525; services' 3475.
    expect(await money(owner.establishmentId)).toEqual([
      { type: 'income', category: 'Serviços Realizados', method: 'PIX', amount: '34.75' },
      { type: 'income', category: 'Produtos Vendidos', method: 'PIX', amount: '15.25' },
    ]);
    // Merging the client into another moves her comanda and her debt.
    const otherId = await insertClient(t.db, owner.establishmentId, 'Maria Duplicada');
    const merged = await owner.client.post(`/api/clients/${otherId}/merge`, { sourceClientId: v.clientId }, key());
    expect(merged.status).toBe(200);
    expect((await owner.client.get(`/api/checkouts/${c.id}`)).body.clientId).toBe(otherId);
    const moved = await t.db.query(`SELECT client_id AS "clientId" FROM client_balance_entries WHERE checkout_id = $1`, [c.id]);
    expect(moved).toEqual([{ clientId: otherId }]);
    await owner.client.post(`/api/checkouts/${c.id}/refund`, { reason: 'Erro de lançamento' }, key());
    // The debt is forgiven first (6510), the 5000 paid by PIX comes back.
    const entries = await t.db.query(`SELECT kind, amount_cents::int AS amount FROM client_balance_entries WHERE checkout_id = $1 ORDER BY id`, [c.id]);
    expect(entries).toEqual([
      { kind: 'debt', amount: -6510 },
      { kind: 'refund', amount: 6510 },
    ]);
    expect((await money(owner.establishmentId)).slice(2)).toEqual([{ type: 'expense', category: 'Estornos', method: 'PIX', amount: '50.00' }]);
    expect(await net(t, owner.establishmentId)).toBe(0);
  });

  it("PUT keeps an appointment's service removed by the user; an appointment new to the comanda brings its service", async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1], items: [{ type: 'product', productId: v.shampoo }] }, key());
    expect(c.items.map((i: { name: string }) => i.name)).toEqual(['Shampoo', 'Corte']);
    const removed = await owner.client.put(
      `/api/checkouts/${c.id}`,
      { appointmentIds: [v.a1], items: [{ type: 'product', productId: v.shampoo }], version: c.version },
      key(),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i: { name: string }) => i.name)).toEqual(['Shampoo']);
    expect(removed.body.total).toBe(3510);
    const added = await owner.client.put(
      `/api/checkouts/${c.id}`,
      { appointmentIds: [v.a1, v.a2], items: [{ type: 'product', productId: v.shampoo }], version: removed.body.version },
      key(),
    );
    expect(added.status).toBe(200);
    expect(added.body.items.map((i: { name: string; staffId: number; unitPrice: number }) => [i.name, i.staffId, i.unitPrice])).toEqual([
      ['Shampoo', null, 3510],
      ['Escova', v.bia, 5000],
    ]);
  });

  it("appointmentId finds the comanda charging an appointment, and no other establishment's", async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const v = await visit(owner);
    const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1] }, key());
    const found = await owner.client.get(`/api/checkouts?appointmentId=${v.a1}&status=open`);
    expect(found.body.items.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await owner.client.get(`/api/checkouts?appointmentId=${v.a2}`)).body.items).toEqual([]);
    const other = await createTenant(t.url, t.db, 'Expert');
    expect((await other.client.get(`/api/checkouts?appointmentId=${v.a1}`)).body).toMatchObject({ items: [], total: 0 });
    const bad = await owner.client.get('/api/checkouts?appointmentId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: CHECKOUT_MSG.appointmentId });
  });
});
