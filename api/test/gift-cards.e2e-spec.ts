import { GIFT_CARD_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { checkoutVisit, key } from './checkouts-visit';
import { ledger } from './reports-fixtures';

/** Gift cards and the client's credit (docs/product/gift-cards.md): ledgers, concurrency, refunds, reports. */
describe('gift cards and client credit', () => {
  let t: TestApp;
  let owner: Tenant;
  let v: Awaited<ReturnType<typeof checkoutVisit>>;
  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    v = await checkoutVisit(t, owner);
  }, 60000);
  afterAll(() => t.close());

  const open = async (body: object) => {
    const r = await owner.client.post('/api/checkouts', body, key());
    if (r.status !== 201) throw new Error(`abrir: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as { id: number; number: number; items: { id: number }[] };
  };
  const pay = (id: number, body: object) => owner.client.post(`/api/checkouts/${id}/payments`, body, key());
  const close = (id: number) => owner.client.post(`/api/checkouts/${id}/close`, {}, key());
  const corte = (unitPrice?: number, clientId?: number) => open({ clientId, items: [{ type: 'service', serviceId: v.corte.id, staffId: v.ana, unitPrice }] });
  const sell = async (amount: number, extra: object = {}) => {
    const c = await open({ items: [{ type: 'gift_card', unitPrice: amount, ...extra }] });
    expect((await pay(c.id, { method: 'pix', amount })).status).toBe(200);
    expect((await close(c.id)).status).toBe(200);
    const cards = await owner.client.get(`/api/gift-cards?checkoutId=${c.id}`);
    return { checkout: c, card: cards.body[0] as { code: string; id: number; balance: number } };
  };
  const cardLedger = async (id: number) =>
    (await t.db.query(`SELECT coalesce(sum(amount_cents), 0)::int AS n FROM gift_card_entries WHERE gift_card_id = $1`, [id]))[0].n;
  const today = async () =>
    (await t.db.query(`SELECT (now() AT TIME ZONE timezone)::date::text AS d FROM establishments WHERE id = $1`, [owner.establishmentId]))[0].d as string;

  it('sold as an item, used in two comandas until zero (never below), a refund gives it back, an expired card refused', async () => {
    const { checkout, card } = await sell(10000, { recipient: 'Joana', message: 'Feliz aniversário!' });
    expect(card.code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const got = await owner.client.get(`/api/gift-cards/${card.code.replace(/-/g, '').toLowerCase()}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ amount: 10000, balance: 10000, recipient: 'Joana', message: 'Feliz aniversário!', status: 'active', expired: false });
    expect(got.body.entries).toMatchObject([{ kind: 'issue', amount: 10000, checkoutId: checkout.id }]);
    // Another salon never finds it.
    const other = await createTenant(t.url, t.db, 'Expert');
    expect((await other.client.get(`/api/gift-cards/${card.code}`)).body).toEqual({ message: GIFT_CARD_MSG.notFound });
    // A gift card is sold alone and not bought with stored value.
    const mixed = await owner.client.post(
      '/api/checkouts',
      {
        items: [
          { type: 'gift_card', unitPrice: 5000 },
          { type: 'service', serviceId: v.corte.id },
        ],
      },
      key(),
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({ message: GIFT_CARD_MSG.giftOnly });
    const noAmount = await owner.client.post('/api/checkouts', { items: [{ type: 'gift_card' }] }, key());
    expect(noAmount.body).toEqual({ message: GIFT_CARD_MSG.amount });
    const g2 = await open({ items: [{ type: 'gift_card', unitPrice: 5000 }] });
    const circular = await pay(g2.id, { method: 'vale_presente', amount: 5000, giftCardCode: card.code });
    expect(circular.status).toBe(409);
    expect(circular.body).toEqual({ message: GIFT_CARD_MSG.notWithGift });

    // First use: 6000 of a corte of 8000, the rest by PIX.
    const a = await corte();
    expect((await pay(a.id, { method: 'vale_presente', amount: 6000, giftCardCode: card.code })).status).toBe(200);
    expect((await owner.client.get(`/api/gift-cards/${card.code}`)).body.balance).toBe(4000);
    await pay(a.id, { method: 'pix', amount: 2000 });
    expect((await close(a.id)).status).toBe(200);
    // Second use: above what it holds is 409; the 4000 left takes it to zero.
    const b = await corte(5000);
    const above = await pay(b.id, { method: 'vale_presente', amount: 4001, giftCardCode: card.code });
    expect(above.status).toBe(409);
    expect(above.body).toEqual({ message: GIFT_CARD_MSG.insufficient });
    expect((await pay(b.id, { method: 'vale_presente', amount: 4000, giftCardCode: card.code })).status).toBe(200);
    await pay(b.id, { method: 'dinheiro', amount: 1000 });
    expect((await close(b.id)).status).toBe(200);
    expect((await owner.client.get(`/api/gift-cards/${card.code}`)).body.balance).toBe(0);
    const empty = await corte(1000);
    expect((await pay(empty.id, { method: 'vale_presente', amount: 1, giftCardCode: card.code })).body).toEqual({ message: GIFT_CARD_MSG.insufficient });

    // The refund of comanda b gives the 4000 back to the card (and 1000 in cash).
    expect((await owner.client.post(`/api/checkouts/${b.id}/refund`, { reason: 'Reclamação' }, key())).status).toBe(200);
    const back = (await owner.client.get(`/api/gift-cards/${card.code}`)).body;
    expect(back.balance).toBe(4000);
    expect(back.entries[0]).toMatchObject({ kind: 'refund', amount: 4000, checkoutId: b.id });
    expect(await cardLedger(card.id)).toBe(4000);
    // The sale of a used card cannot be refunded.
    const used = await owner.client.post(`/api/checkouts/${checkout.id}/refund`, { reason: 'Desistiu' }, key());
    expect(used.status).toBe(409);
    expect(used.body).toEqual({ message: GIFT_CARD_MSG.alreadyUsed });

    // Expired: refused.
    const { card: old } = await sell(3000);
    await t.db.query(`UPDATE gift_cards SET expires_on = (now() - interval '2 days')::date WHERE id = $1`, [old.id]);
    const late = await pay(empty.id, { method: 'vale_presente', amount: 500, giftCardCode: old.code });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: GIFT_CARD_MSG.expired });
    // An unused card's sale refunded: the card is cancelled, the money goes back; no 'Estornos' (it was never income).
    const { checkout: sale3, card: c3 } = await sell(2500);
    expect((await owner.client.post(`/api/checkouts/${sale3.id}/refund`, { reason: 'Desistiu' }, key())).status).toBe(200);
    expect((await owner.client.get(`/api/gift-cards/${c3.code}`)).body).toMatchObject({ status: 'cancelled', balance: 0 });
    expect(await cardLedger(c3.id)).toBe(0);

    // The PDF.
    const pdf = await owner.client.get(`/api/gift-cards/${card.code}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);

    // Reports: the sales (10000 + 3000 + 2500 − 2500) are no revenue; the uses are, under 'Vale-presente'.
    const d = await today();
    const month = d.slice(0, 7);
    const l = await ledger(owner, month);
    const r = (await owner.client.get(`/api/reports/revenue?from=${month}-01&to=${d}`)).body;
    expect(r.totals.revenue).toBe(l.by('income', 'Serviços Realizados') + l.by('income', 'Produtos Vendidos') - l.by('expense', 'Estornos'));
    // Comandas a (8000) and b (5000, refunded): 8000 of revenue in all.
    expect(r.totals.revenue).toBe(8000);
    expect(r.totals.net).toBe(l.income - l.expense);
    const m = (await owner.client.get(`/api/reports/revenue?from=${month}-01&to=${d}&groupBy=method`)).body;
    const byMethod = Object.fromEntries(m.rows.map((x: { label: string; values: { revenue: number } }) => [x.label, x.values.revenue]));
    expect(byMethod).toMatchObject({ 'Vale-presente': 6000, PIX: 2000 });
  }, 60000);

  it('20 parallel uses of one card of 10000 at 1000 each: exactly 10 pass, the rest 409; the ledger never goes below zero', async () => {
    const { card } = await sell(10000);
    const comandas = [];
    for (let n = 0; n < 20; n++) comandas.push(await corte(1000));
    const answers = await Promise.all(comandas.map((c) => pay(c.id, { method: 'vale_presente', amount: 1000, giftCardCode: card.code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(10);
    for (const a of losers) expect(a).toMatchObject({ status: 409, body: { message: GIFT_CARD_MSG.insufficient } });
    const [row] = await t.db.query(
      `SELECT g.balance_cents::int AS balance, (SELECT -sum(amount_cents)::int FROM gift_card_entries WHERE gift_card_id = g.id AND kind = 'use') AS used FROM gift_cards g WHERE id = $1`,
      [card.id],
    );
    expect(row).toEqual({ balance: 0, used: 10000 });
    expect(await cardLedger(card.id)).toBe(0);
  }, 60000);

  it('client credit: change kept as credit, a refund to credit, spent with credito_cliente, never below zero; the profile shows fiado too', async () => {
    const clientId = v.clientId;
    const a = await corte(8000, clientId);
    const cash = await pay(a.id, { method: 'dinheiro', amount: 8000, received: 10000, changeToCredit: true });
    expect(cash.status).toBe(200);
    expect(cash.body.payments[0]).toMatchObject({ received: 10000, change: 0 });
    await close(a.id);
    const noClient = await corte(1000);
    expect((await pay(noClient.id, { method: 'dinheiro', amount: 1000, received: 2000, changeToCredit: true })).body).toEqual({
      message: GIFT_CARD_MSG.creditNeedsClient,
    });
    // A product of 2000 paid by PIX, refunded into her credit.
    const p = await open({ clientId, items: [{ type: 'product', productId: v.mascara }] });
    await pay(p.id, { method: 'pix', amount: 2000 });
    await close(p.id);
    expect((await owner.client.post(`/api/checkouts/${p.id}/refund`, { reason: 'Trocou', toCredit: true }, key())).status).toBe(200);
    // A fiado shows on the profile too.
    const f = await corte(1500, clientId);
    expect((await owner.client.post(`/api/checkouts/${f.id}/close`, { leaveBalanceAsDebt: true }, key())).status).toBe(200);
    const profile = (await owner.client.get(`/api/clients/${clientId}/credit`)).body;
    expect(profile).toMatchObject({ clientId, credit: 4000, debt: 1500 });
    expect(profile.movements.map((m: { source: string; kind: string; amount: number }) => [m.source, m.kind, m.amount])).toEqual([
      ['fiado', 'debt', -1500],
      ['credit', 'refund', 2000],
      ['credit', 'change', 2000],
    ]);
    // 20 parallel payments of 500 with her 4000: 8 pass.
    const comandas = [];
    for (let n = 0; n < 20; n++) comandas.push(await corte(500, clientId));
    const answers = await Promise.all(comandas.map((c) => pay(c.id, { method: 'credito_cliente', amount: 500 })));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(8);
    for (const x of answers.filter((y) => y.status !== 200)) expect(x).toMatchObject({ status: 409, body: { message: GIFT_CARD_MSG.creditInsufficient } });
    expect((await owner.client.get(`/api/clients/${clientId}/credit`)).body.credit).toBe(0);
    // A comanda paid with credit and refunded gives it back.
    const spent = comandas[answers.findIndex((x) => x.status === 200)]!;
    await close(spent.id);
    expect((await owner.client.post(`/api/checkouts/${spent.id}/refund`, { reason: 'Erro' }, key())).status).toBe(200);
    expect((await owner.client.get(`/api/clients/${clientId}/credit`)).body.credit).toBe(500);
    const [sum] = await t.db.query(`SELECT sum(amount_cents)::int AS n, min(amount_cents)::int AS low FROM client_credit_entries WHERE client_id = $1`, [
      clientId,
    ]);
    expect(sum.n).toBe(500);
    // Reports still reconcile with the ledger, the fiado (1500: billed, not received) being revenue but no income yet.
    const d = await today();
    const month = d.slice(0, 7);
    const l = await ledger(owner, month);
    const r = (await owner.client.get(`/api/reports/revenue?from=${month}-01&to=${d}`)).body;
    expect(r.totals.revenue).toBe(l.by('income', 'Serviços Realizados') + l.by('income', 'Produtos Vendidos') - l.by('expense', 'Estornos') + 1500);
    expect(r.totals.net).toBe(l.income - l.expense + 1500);
  }, 90000);
});
