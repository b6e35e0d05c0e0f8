// The busy salon closes every visit with a comanda (docs/product/reports.md, 'Speed'): one per past completed
// appointment, closed at its end, with a real counter's variety (products, a second professional, discounts, tips, PIX,
// card with its fee, cash, split payments, a few whole refunds). Fees, receipt dates and refund figures come from the
// API's own code, so the rows are what the product writes. Only the comandas' tables; COPY, ids assigned here.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { addDays, paymentFee } = require('../api/dist/modules/checkouts/checkout-math.js');
const { refundFigures } = require('../api/dist/modules/checkouts/checkout-refund.service.js');
const { defaultPaymentMethods } = require('../api/dist/modules/checkouts/payment-methods.service.js');

const DAY = 86_400_000;
const OFFSET_MS = -3 * 3_600_000; // America/Sao_Paulo, fixed since 2019 (as seed.mjs)
// Card-operator fees of the busy salon, set on its payment methods so new payments in the API agree.
const FEES = {
  debito: { feePercent: 1.5 },
  credito: {
    feePercent: 3.5,
    installmentFees: [
      { installments: 2, feePercent: 4.5 },
      { installments: 3, feePercent: 5.2 },
    ],
  },
};
/** How the salon's clients pay (cumulative shares). */
const METHODS = Object.entries({ pix: 0.4, credito: 0.65, debito: 0.85, dinheiro: 1 });
const BRANDS = ['Visa', 'Mastercard', 'Elo'];
const REASONS = ['Cliente insatisfeita com o serviço', 'Cobrança em duplicidade', 'Produto devolvido'];

const localDay = (ms) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
const iso = (ms) => new Date(ms).toISOString();

/**
 * Seeds establishment `establishmentId`'s comandas after its appointments and products are loaded; answers how
 * many were closed and how many of them refunded. `copy` and `random` are seed.mjs's.
 */
export async function seedComandas(client, { copy, random, establishmentId, now }) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const methods = defaultPaymentMethods().map((m) => ({ ...m, ...FEES[m.method] }));
  await client.query(`INSERT INTO payment_method_settings (establishment_id, methods) VALUES ($1, $2::jsonb)`, [establishmentId, JSON.stringify(methods)]);
  const setting = Object.fromEntries(methods.map((m) => [m.method, m]));

  const q = async (sql, values = []) => (await client.query(sql, values)).rows;
  const [{ userId }] = await q(`SELECT min(id) AS "userId" FROM users WHERE establishment_id = $1 AND role = 'admin'`, [establishmentId]);
  const services = await q(`SELECT id, name, round(price * 100)::int AS price FROM services WHERE establishment_id = $1 ORDER BY id`, [establishmentId]);
  const serviceName = new Map(services.map((s) => [s.id, s.name]));
  const products = await q(`SELECT id, name, round(price * 100)::int AS price FROM products WHERE establishment_id = $1 ORDER BY id`, [establishmentId]);
  const staff = (await q(`SELECT id FROM staff WHERE establishment_id = $1 ORDER BY id`, [establishmentId])).map((r) => r.id);
  const [start] = await q(
    `SELECT (SELECT coalesce(max(id), 0) FROM checkouts)::int AS checkout, (SELECT coalesce(max(id), 0) FROM checkout_items)::int AS item,
            (SELECT coalesce(max(id), 0) FROM checkout_payments)::int AS payment, (SELECT coalesce(max(id), 0) FROM checkout_refunds)::int AS refund,
            (SELECT coalesce(max(number), 0) FROM checkouts WHERE establishment_id = $1)::int AS number`,
    [establishmentId],
  );
  // Instants as float8 milliseconds: ~150,000 rows, no Date objects on the way in. By closing time, so the
  // comandas' numbers grow with it as at the counter.
  const visits = await q(
    `SELECT id, client_id AS "clientId", service_id AS "serviceId", staff_id AS "staffId", round(price * 100)::int AS price,
            date_part('epoch', starts_at) * 1000 AS "startsAt", date_part('epoch', ends_at) * 1000 AS "endsAt"
       FROM appointments WHERE establishment_id = $1 AND status = 'completed' AND ends_at <= $2 ORDER BY ends_at, id`,
    [establishmentId, iso(now)],
  );

  const ids = { ...start };
  const comandas = [];
  for (const a of visits) {
    const items = [
      {
        id: ++ids.item,
        type: 'service',
        serviceId: a.serviceId,
        productId: null,
        name: serviceName.get(a.serviceId),
        staffId: a.staffId,
        quantity: 1,
        unitPrice: a.price,
        discount: 0,
      },
    ];
    if (random() < 0.2 && products.length) {
      const p = pick(products);
      // Sold by the visit's professional half of the time (she then earns its commission), else at the counter.
      items.push({
        id: ++ids.item,
        type: 'product',
        serviceId: null,
        productId: p.id,
        name: p.name,
        staffId: random() < 0.5 ? a.staffId : null,
        quantity: random() < 0.15 ? 2 : 1,
        unitPrice: p.price,
        discount: 0,
      });
    }
    if (random() < 0.05) {
      const s = pick(services);
      const other = staff[(staff.indexOf(a.staffId) + 1 + Math.floor(random() * (staff.length - 1))) % staff.length];
      items.push({
        id: ++ids.item,
        type: 'service',
        serviceId: s.id,
        productId: null,
        name: s.name,
        staffId: other,
        quantity: 1,
        unitPrice: s.price,
        discount: 0,
      });
    }
    if (random() < 0.03) items[0].discount = Math.round(items[0].unitPrice / 10);
    for (const i of items) i.total = i.quantity * i.unitPrice - i.discount;
    const subtotal = items.reduce((sum, i) => sum + i.total, 0);
    const discount = random() < 0.1 ? Math.min(pick([500, 1000, Math.round(subtotal / 10)]), subtotal - 100) : 0;
    const tip = random() < 0.15 ? pick([500, 1000, 1500, 2000]) : 0;
    const total = subtotal - discount + tip;
    const closedAt = a.endsAt;

    // One method, or two (the first part 30-70 % of the total); cash rounded up to the next R$ 10 with change.
    const chosen = [];
    const methodOf = () => {
      const r = random();
      return METHODS.find(([, upTo]) => r < upTo)[0];
    };
    chosen.push(methodOf());
    if (random() < 0.1) {
      let second = methodOf();
      if (second === chosen[0]) second = chosen[0] === 'pix' ? 'dinheiro' : 'pix';
      chosen.push(second);
    }
    const first = chosen.length === 2 ? Math.min(Math.max(Math.round(total * (0.3 + 0.4 * random())), 1), total - 1) : total;
    const payments = chosen.map((method, n) => {
      const amount = n === 0 ? first : total - first;
      const installments = method === 'credito' && amount >= 15000 && random() < 0.3 ? pick([2, 3]) : 1;
      const cash = method === 'dinheiro';
      const received = cash ? (random() < 0.3 ? amount : Math.ceil((amount + 1) / 1000) * 1000) : null;
      return {
        id: ++ids.payment,
        method,
        amount,
        received,
        change: cash ? received - amount : 0,
        installments,
        cardBrand: method === 'credito' || method === 'debito' ? pick(BRANDS) : null,
        fee: paymentFee(amount, setting[method], installments),
        expectedOn: addDays(localDay(closedAt), setting[method].receiptDays),
        at: closedAt - 60_000 * (chosen.length - n),
      };
    });

    // ~1 % refunded whole a few days later (never after now), as CheckoutRefundService figures it.
    let refund = null;
    const refundAt = closedAt + (1 + Math.floor(random() * 5)) * DAY + Math.floor(random() * 8) * 3_600_000;
    if (random() < 0.01 && refundAt < now) {
      const figures = refundFigures(
        { items, discount, payments, total },
        items.map((i) => i.id),
        true,
        { amount: 0, debt: 0, fee: 0, methods: {} },
        0,
      );
      refund = { id: ++ids.refund, at: refundAt, reason: pick(REASONS), ...figures };
    }
    comandas.push({ id: ++ids.checkout, number: ++ids.number, a, items, discount, tip, total, closedAt, payments, refund });
  }

  await copy(
    client,
    'checkouts',
    [
      'id',
      'establishment_id',
      'number',
      'status',
      'client_id',
      'appointment_ids',
      'discount_cents',
      'tip_cents',
      'tip_staff_id',
      'version',
      'created_by_user_id',
      'created_at',
      'closed_at',
      'refunded_at',
      'refund_reason',
    ],
    (function* () {
      for (const c of comandas) {
        // Opened when the visit began; version: the insert, its payments, the close (and the refund).
        yield [
          c.id,
          establishmentId,
          c.number,
          c.refund ? 'refunded' : 'closed',
          c.a.clientId,
          `{${c.a.id}}`,
          c.discount,
          c.tip,
          c.tip ? c.a.staffId : null,
          2 + c.payments.length + (c.refund ? 1 : 0),
          userId,
          iso(c.a.startsAt),
          iso(c.closedAt),
          c.refund ? iso(c.refund.at) : null,
          c.refund?.reason ?? null,
        ];
      }
    })(),
  );
  await copy(
    client,
    'checkout_refunds',
    ['id', 'establishment_id', 'checkout_id', 'reason', 'amount_cents', 'debt_cents', 'fee_cents', 'methods', 'created_by_user_id', 'created_at'],
    (function* () {
      for (const c of comandas) {
        const r = c.refund;
        if (r) yield [r.id, establishmentId, c.id, r.reason, r.amount, r.debt, r.fee, JSON.stringify(r.methods), userId, iso(r.at)];
      }
    })(),
  );
  await copy(
    client,
    'checkout_items',
    [
      'id',
      'checkout_id',
      'position',
      'type',
      'service_id',
      'product_id',
      'name',
      'staff_id',
      'quantity',
      'unit_price_cents',
      'discount_cents',
      'refund_id',
      'refunded_at',
    ],
    (function* () {
      for (const c of comandas) {
        for (const [position, i] of c.items.entries()) {
          yield [
            i.id,
            c.id,
            position,
            i.type,
            i.serviceId,
            i.productId,
            i.name,
            i.staffId,
            i.quantity,
            i.unitPrice,
            i.discount,
            c.refund?.id ?? null,
            c.refund ? iso(c.refund.at) : null,
          ];
        }
      }
    })(),
  );
  await copy(
    client,
    'checkout_payments',
    ['id', 'checkout_id', 'method', 'amount_cents', 'received_cents', 'change_cents', 'installments', 'card_brand', 'fee_cents', 'expected_on', 'created_at'],
    (function* () {
      for (const c of comandas) {
        for (const p of c.payments) yield [p.id, c.id, p.method, p.amount, p.received, p.change, p.installments, p.cardBrand, p.fee, p.expectedOn, iso(p.at)];
      }
    })(),
  );
  for (const table of ['checkouts', 'checkout_items', 'checkout_payments', 'checkout_refunds']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`);
  }
  await checkComandas(client, establishmentId);
  return { closed: comandas.length, refunded: comandas.filter((c) => c.refund).length };
}

/**
 * Every comanda of the establishment paid exactly its total (items less their discounts, less the comanda's
 * discount, plus the tip), and every refunded one gave back that total in one refund covering all its items.
 */
async function checkComandas(client, establishmentId) {
  const { rows } = await client.query(
    `WITH c AS (
       SELECT c.id, c.number, c.status,
              (SELECT coalesce(sum(i.quantity * i.unit_price_cents - i.discount_cents), 0) FROM checkout_items i WHERE i.checkout_id = c.id)
                - c.discount_cents + c.tip_cents AS total,
              (SELECT coalesce(sum(p.amount_cents), 0) FROM checkout_payments p WHERE p.checkout_id = c.id) AS paid,
              (SELECT coalesce(sum(r.amount_cents), 0) FROM checkout_refunds r WHERE r.checkout_id = c.id) AS refunded,
              (SELECT count(*) FROM checkout_items i WHERE i.checkout_id = c.id AND i.refund_id IS NULL) AS unrefunded
         FROM checkouts c WHERE c.establishment_id = $1 AND c.status IN ('closed', 'refunded'))
     SELECT number, status, total, paid, refunded, unrefunded FROM c
      WHERE paid <> total OR total <= 0 OR (status = 'refunded') <> (refunded > 0) OR (status = 'refunded' AND (refunded <> total OR unrefunded > 0))
      ORDER BY number LIMIT 5`,
    [establishmentId],
  );
  if (rows.length) throw new Error(`comandas semeadas inconsistentes (pago ≠ total ou estorno incompleto): ${JSON.stringify(rows)}`);
}
