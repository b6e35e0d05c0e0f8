import {
  CHECKOUT_PAYMENT_METHOD_LABELS,
  EXPENSE_CATEGORY_CARD_FEES,
  EXPENSE_CATEGORY_REFUNDS,
  fromCents,
  ianaZone,
  INCOME_CATEGORY_FEE_REFUNDS,
  INCOME_CATEGORY_PRODUCTS,
  INCOME_CATEGORY_SERVICES,
  type CheckoutDto,
  type CheckoutPaymentMethod,
  type PaymentMethodSetting,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { planDemoCheckouts, type DemoCheckout } from './checkouts-plan.demo';
import { checkoutFigures } from './checkout-dto';
import { closedItems, incomeParts } from './checkout-math';
import { refundFigures } from './checkout-refund.service';
import { seedCommissionsDemo } from '../commissions/commissions.demo';
import { defaultPaymentMethods } from './payment-methods.service';

type Db = Pick<EntityManager, 'query'>;

const DAY = 86_400_000;
const REFUND_REASON = 'Cliente desistiu da compra';
/** The refunded comanda was refunded the next day. */
const refundedAt = (c: { at: Date }) => new Date(c.at.getTime() + DAY);

/** Typical Brazilian card-operator fees (docs/product/api.md, 'Checkouts'): débito 1,99 %, crédito 3,49 % or more in installments. */
export function demoPaymentMethods(): PaymentMethodSetting[] {
  return defaultPaymentMethods().map((m) =>
    m.method === 'debito'
      ? { ...m, feePercent: 1.99 }
      : m.method === 'credito'
        ? {
            ...m,
            feePercent: 3.49,
            installmentFees: [
              { installments: 2, feePercent: 4.59 },
              { installments: 3, feePercent: 5.29 },
            ],
          }
        : m,
  );
}

/**
 * Demo comandas (docs/product/api.md, 'Checkouts'): the card fees set on the payment methods, then a month of
 * closed comandas, one a day, with a walk-in service (its professional), a product now and then, a discount or
 * a tip, paid in one method or split (PIX + crédito, débito + dinheiro with change, crédito in 2 installments),
 * and one refunded. The figures come from the API's own code (checkoutFigures, paymentFee, incomeParts); the rows
 * are what a closing writes: one income per method and category, the fee expense, a 'checkout' stock movement
 * per product; the refund's row, reversing transactions and 'estorno' as CheckoutRefundService writes them; the
 * commission rules, entries, reversals and one payout (commissions.demo.ts). In set-based statements, so seeding a
 * tenant stays fast. Runs inside the seeding transaction, after the products' seeder.
 */
export async function seedCheckoutsDemo(db: Db, { establishmentId }: { establishmentId: number; staffIds: number[] }): Promise<void> {
  const [est] = await db.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
  const zone = ianaZone(est.timezone);
  const [admin] = await db.query(`SELECT id FROM users WHERE establishment_id = $1 AND role = 'admin' ORDER BY id LIMIT 1`, [establishmentId]);
  const userId: number | null = admin?.id ?? null;
  const methods = demoPaymentMethods();
  await db.query(`INSERT INTO payment_method_settings (establishment_id, methods) VALUES ($1, $2::jsonb)`, [establishmentId, JSON.stringify(methods)]);
  const setting = (m: CheckoutPaymentMethod) => methods.find((s) => s.method === m)!;

  const services: { id: number; name: string; price: number; staffId: number }[] = await db.query(
    `SELECT DISTINCT ON (sv.id) sv.id, sv.name, round(sv.price * 100)::float8 AS price, ss.staff_id AS "staffId"
       FROM services sv JOIN service_staff ss ON ss.service_id = sv.id WHERE sv.establishment_id = $1 AND sv.deleted_at IS NULL ORDER BY sv.id, ss.staff_id`,
    [establishmentId],
  );
  const products: { id: number; name: string; price: number }[] = await db.query(
    `SELECT id, name, round(price * 100)::float8 AS price FROM products WHERE establishment_id = $1 AND deleted_at IS NULL AND current_stock >= 8 ORDER BY id`,
    [establishmentId],
  );
  const clients: { id: number }[] = await db.query(`SELECT id FROM clients WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY id`, [establishmentId]);
  if (!services.length || !clients.length) return;

  const now = Date.now();
  const checkouts = planDemoCheckouts({ services, products, clients, zone, setting, now });

  const ids: { id: number; number: number }[] = await db.query(
    `INSERT INTO checkouts (establishment_id, number, status, client_id, discount_cents, tip_cents, tip_staff_id, created_by_user_id, created_at, closed_at,
                            refunded_at, refund_reason, version)
     SELECT $1, n, s, c, dc, tc, ts, $2, at, at, ra, rr, 4
       FROM unnest($3::int[], $4::text[], $5::int[], $6::bigint[], $7::bigint[], $8::int[], $9::timestamptz[], $10::timestamptz[], $11::text[])
         AS x(n, s, c, dc, tc, ts, at, ra, rr)
     RETURNING id, number`,
    [
      establishmentId,
      userId,
      checkouts.map((c) => c.number),
      checkouts.map((c) => (c.refunded ? 'refunded' : 'closed')),
      checkouts.map((c) => c.clientId),
      checkouts.map((c) => c.discount),
      checkouts.map((c) => c.tip.amount),
      checkouts.map((c) => c.tip.staffId),
      checkouts.map((c) => c.at),
      checkouts.map((c) => (c.refunded ? refundedAt(c) : null)),
      checkouts.map((c) => (c.refunded ? REFUND_REASON : null)),
    ],
  );
  const idOf = new Map(ids.map((r) => [r.number, r.id]));
  const items = checkouts.flatMap((c) => c.items.map((i, position) => ({ ...i, checkoutId: idOf.get(c.number)!, position })));
  await db.query(
    `INSERT INTO checkout_items (checkout_id, position, type, service_id, product_id, name, staff_id, quantity, unit_price_cents, discount_cents)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::int[], $8::int[], $9::bigint[], $10::bigint[])`,
    (['checkoutId', 'position', 'type', 'serviceId', 'productId', 'name', 'staffId', 'quantity', 'unitPrice', 'discount'] as const).map((k) =>
      items.map((i) => i[k]),
    ),
  );
  const payments = checkouts.flatMap((c) => c.payments.map((p) => ({ ...p, checkoutId: idOf.get(c.number)!, at: c.at })));
  await db.query(
    `INSERT INTO checkout_payments (checkout_id, method, amount_cents, received_cents, change_cents, installments, fee_cents, expected_on, created_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::int[], $7::bigint[], $8::date[], $9::timestamptz[])`,
    (['checkoutId', 'method', 'amount', 'received', 'change', 'installments', 'fee', 'expectedOn', 'at'] as const).map((k) => payments.map((p) => p[k])),
  );

  // The items' ids, so each comanda reads as the API's (its items priced by closedItems, the refund's figures).
  const itemRows: { id: number; checkoutId: number; position: number }[] = await db.query(
    `SELECT i.id, i.checkout_id AS "checkoutId", i.position FROM checkout_items i JOIN checkouts c ON c.id = i.checkout_id WHERE c.establishment_id = $1`,
    [establishmentId],
  );
  const itemIdOf = new Map(itemRows.map((r) => [`${r.checkoutId}:${r.position}`, r.id]));
  const dtoOf = (c: DemoCheckout) => {
    const checkoutId = idOf.get(c.number)!;
    const figures = checkoutFigures({ discount: c.discount, tipAmount: c.tip.amount }, c.items, c.payments);
    const priced = c.items.map((i, position) => ({ ...i, id: itemIdOf.get(`${checkoutId}:${position}`)!, total: i.quantity * i.unitPrice - i.discount }));
    return { ...figures, discount: c.discount, items: priced, payments: c.payments } as unknown as CheckoutDto;
  };

  // What each closing wrote, as CheckoutClosingService splits it: one income per method and category, the fee expense.
  const money: [string, string, string, string, string | null, Date][] = [];
  for (const c of checkouts) {
    for (const p of incomeParts(dtoOf(c))) {
      const label = CHECKOUT_PAYMENT_METHOD_LABELS[p.method];
      if (p.services > 0) money.push(['income', fromCents(p.services), `Comanda #${c.number} - Serviços (${label})`, INCOME_CATEGORY_SERVICES, label, c.at]);
      if (p.products > 0) money.push(['income', fromCents(p.products), `Comanda #${c.number} - Produtos (${label})`, INCOME_CATEGORY_PRODUCTS, label, c.at]);
    }
    const fees = c.payments.reduce((s, p) => s + p.fee, 0);
    if (fees > 0) money.push(['expense', fromCents(fees), `Comanda #${c.number} - Taxas de cartão`, EXPENSE_CATEGORY_CARD_FEES, null, c.at]);
  }
  const insertMoney = async (rows: typeof money): Promise<number[]> =>
    (
      await db.query(
        `INSERT INTO transactions (establishment_id, type, amount, description, category, payment_method, transaction_date, created_by_user_id)
         SELECT $1, *, $8 FROM unnest($2::text[], $3::numeric[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) RETURNING id`,
        [establishmentId, ...[0, 1, 2, 3, 4, 5].map((k) => rows.map((r) => r[k])), userId],
      )
    ).map((r: { id: number }) => r.id);
  await insertMoney(money);
  await db.query(
    `UPDATE checkouts c SET transaction_ids = coalesce((SELECT array_agg(t.id ORDER BY t.id) FROM transactions t
        WHERE t.establishment_id = $1 AND t.description LIKE 'Comanda #' || c.number || ' - %'), '{}')
      WHERE c.establishment_id = $1`,
    [establishmentId],
  );

  // The refund, as CheckoutRefundService writes it (nothing of the closing changes): a checkout_refunds row, its
  // items refunded, an 'Estornos' expense per method and the card fees back, all dated at the refund.
  for (const c of checkouts.filter((x) => x.refunded)) {
    const checkoutId = idOf.get(c.number)!;
    const dto = dtoOf(c);
    const at = refundedAt(c);
    const r = refundFigures(
      dto,
      dto.items.map((i) => i.id),
      true,
      { amount: 0, debt: 0, fee: 0, methods: {} },
      0,
    );
    const [{ id: refundId }] = await db.query(
      `INSERT INTO checkout_refunds (establishment_id, checkout_id, reason, amount_cents, debt_cents, fee_cents, methods, created_by_user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id`,
      [establishmentId, checkoutId, REFUND_REASON, r.amount, r.debt, r.fee, JSON.stringify(r.methods), userId, at],
    );
    await db.query(`UPDATE checkout_items SET refund_id = $2, refunded_at = $3 WHERE checkout_id = $1`, [checkoutId, refundId, at]);
    const back: typeof money = Object.entries(r.methods).map(([method, cents]) => {
      const label = CHECKOUT_PAYMENT_METHOD_LABELS[method as CheckoutPaymentMethod];
      return ['expense', fromCents(cents), `Comanda #${c.number} - Estorno (${label})`, EXPENSE_CATEGORY_REFUNDS, label, at];
    });
    if (r.fee > 0) back.push(['income', fromCents(r.fee), `Comanda #${c.number} - Estorno de taxas de cartão`, INCOME_CATEGORY_FEE_REFUNDS, null, at]);
    await db.query(`UPDATE checkout_refunds SET transaction_ids = $2::int[] WHERE id = $1`, [refundId, await insertMoney(back)]);
  }

  await seedCommissionsDemo(db, {
    establishmentId,
    zone,
    now,
    userId,
    checkouts: checkouts.map((c) => {
      const dto = dtoOf(c);
      return { id: idOf.get(c.number)!, number: c.number, at: c.at, refundedAt: c.refunded ? refundedAt(c) : null, tip: c.tip, items: closedItems(dto) };
    }),
    catalog: { services, products },
  });

  // The products out ('checkout') and the refunded one back ('estorno'); then every stock_after is the running sum again.
  const moves = checkouts.flatMap((c) =>
    c.items
      .filter((i) => i.productId !== null)
      .flatMap((i) => [
        { productId: i.productId!, kind: 'checkout', quantity: -i.quantity, at: c.at },
        ...(c.refunded ? [{ productId: i.productId!, kind: 'estorno', quantity: i.quantity, at: refundedAt(c) }] : []),
      ]),
  );
  if (moves.length === 0) return;
  await db.query(
    `INSERT INTO stock_movements (establishment_id, user_id, product_id, kind, quantity, stock_after, created_at)
     SELECT $1, $2, p, k, q, 0, at FROM unnest($3::int[], $4::text[], $5::int[], $6::timestamptz[]) AS x(p, k, q, at)`,
    [establishmentId, userId, ...(['productId', 'kind', 'quantity', 'at'] as const).map((k) => moves.map((m) => m[k]))],
  );
  await db.query(
    `UPDATE products p SET current_stock = p.current_stock + m.delta
       FROM (SELECT product_id, sum(q)::int AS delta FROM unnest($2::int[], $3::int[]) AS x(product_id, q) GROUP BY product_id) m
      WHERE p.id = m.product_id AND p.establishment_id = $1`,
    [establishmentId, moves.map((m) => m.productId), moves.map((m) => m.quantity)],
  );
  await db.query(
    `UPDATE stock_movements s SET stock_after = r.after
       FROM (SELECT id, sum(quantity) OVER (PARTITION BY product_id ORDER BY created_at, id)::int AS after FROM stock_movements WHERE establishment_id = $1) r
      WHERE s.id = r.id AND s.stock_after <> r.after`,
    [establishmentId],
  );
}
