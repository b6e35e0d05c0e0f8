import type { CheckoutDto } from '@salao/contracts';
import { closedItems } from '../checkouts/checkout-math';
import { cents, type Db, type ReportScope } from './report-types';

/**
 * One movement of the revenue report, in cents, on a calendar day: a comanda item at its closing (its share of
 * the comanda's discount and card fees included), the same item negated at its refund, a tip, or the income of an
 * appointment completed without a comanda. `visit` names the visit it counts for (closings only).
 */
export interface RevenueLine {
  day: string;
  staffId: number | null;
  staffName: string | null;
  serviceId: number | null;
  name: string;
  category: string;
  gross: number;
  discount: number;
  tip: number;
  fee: number;
  visit: string | null;
}

/** Money per payment method on a day: paid at closings, given back at refunds ('Fiado' for what was left as debt). */
export interface MethodLine {
  day: string;
  method: string;
  amount: number;
  fee: number;
  visit: string | null;
}

// The comandas closed in the period, then those closed before or after it with a refund in it. Two branches, each
// driven by its own index (comandas by closing time, refunds by date), so a planner without fresh statistics (a burst
// of closes just before the report) cannot turn the match into a loop over every comanda.
const CHECKOUT_COLUMNS = `c.id, c.status, c.discount_cents::float8 AS discount, c.tip_cents::float8 AS tip, c.tip_staff_id AS "tipStaffId", ts.name AS "tipStaffName",
         to_char(c.closed_at AT TIME ZONE $4, 'YYYY-MM-DD') AS "closedOn"`;
const CHECKOUTS = `
  SELECT ${CHECKOUT_COLUMNS}, true AS "closedIn"
    FROM checkouts c LEFT JOIN staff ts ON ts.id = c.tip_staff_id
   WHERE c.establishment_id = $1 AND c.closed_at >= $2 AND c.closed_at < $3 AND c.status IN ('closed', 'refunded')
  UNION ALL
  SELECT ${CHECKOUT_COLUMNS}, false
    FROM (SELECT DISTINCT checkout_id FROM checkout_refunds WHERE establishment_id = $1 AND created_at >= $2 AND created_at < $3) r
    JOIN checkouts c ON c.id = r.checkout_id AND c.establishment_id = $1 LEFT JOIN staff ts ON ts.id = c.tip_staff_id
   WHERE c.status IN ('closed', 'refunded') AND NOT (c.closed_at >= $2 AND c.closed_at < $3)`;

const ITEMS = `
  SELECT i.checkout_id AS "checkoutId", i.id, i.type, i.service_id AS "serviceId", i.product_id AS "productId", i.staff_id AS "staffId", st.name AS "staffName",
         i.name, i.quantity, i.unit_price_cents::float8 AS "unitPrice", i.discount_cents::float8 AS discount, i.refund_id AS "refundId",
         CASE WHEN i.type = 'product' THEN 'Produtos' ELSE coalesce(sc.name, 'Sem categoria') END AS category
    FROM checkout_items i JOIN checkouts c ON c.id = i.checkout_id AND c.establishment_id = $1
    LEFT JOIN staff st ON st.id = i.staff_id LEFT JOIN services s ON s.id = i.service_id LEFT JOIN service_categories sc ON sc.id = s.category_id
   WHERE i.checkout_id = ANY($2::int[]) ORDER BY i.checkout_id, i.position, i.id`;

const PAYMENTS = `
  SELECT p.checkout_id AS "checkoutId", p.method, p.amount_cents::float8 AS amount, p.fee_cents::float8 AS fee
    FROM checkout_payments p JOIN checkouts c ON c.id = p.checkout_id AND c.establishment_id = $1
   WHERE p.checkout_id = ANY($2::int[]) ORDER BY p.checkout_id, p.id`;

const REFUNDS = `
  SELECT r.id, r.checkout_id AS "checkoutId", r.fee_cents::float8 AS fee, r.debt_cents::float8 AS debt, r.methods,
         to_char(r.created_at AT TIME ZONE $3, 'YYYY-MM-DD') AS "refundedOn"
    FROM checkout_refunds r WHERE r.establishment_id = $1 AND r.checkout_id = ANY($2::int[]) ORDER BY r.checkout_id, r.id`;

// An appointment completed without a comanda records its list price as income (docs/product/reports.md).
const COMPLETIONS = `
  SELECT t.appointment_id AS "appointmentId", t.amount::text AS amount, a.staff_id AS "staffId", st.name AS "staffName", a.service_id AS "serviceId",
         s.name, coalesce(sc.name, 'Sem categoria') AS category, to_char(t.transaction_date AT TIME ZONE $4, 'YYYY-MM-DD') AS day
    FROM transactions t JOIN appointments a ON a.id = t.appointment_id AND a.establishment_id = $1
    JOIN services s ON s.id = a.service_id LEFT JOIN service_categories sc ON sc.id = s.category_id LEFT JOIN staff st ON st.id = a.staff_id
   WHERE t.establishment_id = $1 AND t.type = 'income' AND t.appointment_id IS NOT NULL AND t.transaction_date >= $2 AND t.transaction_date < $3`;

export const REVENUE_STATEMENTS = { CHECKOUTS, ITEMS, PAYMENTS, REFUNDS, COMPLETIONS };

interface ItemRow {
  checkoutId: number;
  id: number;
  type: 'service' | 'product';
  serviceId: number | null;
  productId: number | null;
  staffId: number | null;
  staffName: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  refundId: number | null;
  category: string;
}

/** Rows grouped by their comanda, in their order (one pass: a year of a busy salon has hundreds of thousands). */
function byCheckout<T extends { checkoutId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.checkoutId);
    if (list) list.push(r);
    else out.set(r.checkoutId, [r]);
  }
  return out;
}

const METHOD_LABEL = { fiado: 'Fiado', none: 'Sem comanda' };

/** The revenue report's movements of the scope's period (docs/product/reports.md, 'Faturamento'). */
export async function revenueLines(db: Db, s: ReportScope): Promise<{ lines: RevenueLine[]; methods: MethodLine[] }> {
  const bounds = [s.establishmentId, s.start, s.end, s.zone];
  const checkouts: {
    id: number;
    status: string;
    discount: number;
    tip: number;
    tipStaffId: number | null;
    tipStaffName: string | null;
    closedOn: string;
    closedIn: boolean;
  }[] = await db.query(CHECKOUTS, bounds);
  const ids = checkouts.map((c) => c.id);
  const [items, payments, refunds, completions]: [
    ItemRow[],
    { checkoutId: number; method: string; amount: number; fee: number }[],
    { id: number; checkoutId: number; fee: number; debt: number; methods: Record<string, number>; refundedOn: string }[],
    { appointmentId: number; amount: string; staffId: number; staffName: string; serviceId: number; name: string; category: string; day: string }[],
  ] = await Promise.all([
    ids.length ? db.query(ITEMS, [s.establishmentId, ids]) : [],
    ids.length ? db.query(PAYMENTS, [s.establishmentId, ids]) : [],
    ids.length ? db.query(REFUNDS, [s.establishmentId, ids, s.zone]) : [],
    db.query(COMPLETIONS, bounds),
  ]);
  const inPeriod = (day: string) => day >= s.from && day <= s.to;
  const lines: RevenueLine[] = [];
  const methods: MethodLine[] = [];
  const its0 = byCheckout(items);
  const pays0 = byCheckout(payments);
  const refs0 = byCheckout(refunds);
  for (const c of checkouts) {
    const its = its0.get(c.id) ?? [];
    const pays = pays0.get(c.id) ?? [];
    const refs = refs0.get(c.id) ?? [];
    const dto = {
      items: its.map((i) => ({ ...i, total: i.quantity * i.unitPrice - i.discount })),
      discount: c.discount,
      payments: pays,
    } as unknown as Pick<CheckoutDto, 'items' | 'discount' | 'payments'>;
    const priced = closedItems(dto);
    const visit = `c${c.id}`;
    const line = (i: ItemRow, n: number, day: string, sign: number, counts: boolean): RevenueLine => ({
      day,
      staffId: i.staffId,
      staffName: i.staffName,
      serviceId: i.serviceId,
      name: i.name,
      category: i.category,
      gross: sign * priced[n]!.gross,
      discount: sign * (priced[n]!.discount + priced[n]!.sharedDiscount),
      tip: 0,
      fee: sign * priced[n]!.feeShare,
      visit: counts ? visit : null,
    });
    const tipLine = (day: string, sign: number): RevenueLine => ({
      day,
      staffId: c.tipStaffId,
      staffName: c.tipStaffName,
      serviceId: null,
      name: 'Gorjeta',
      category: 'Gorjetas',
      gross: 0,
      discount: 0,
      tip: sign * c.tip,
      fee: 0,
      visit: null,
    });
    if (c.closedIn) {
      its.forEach((i, n) => lines.push(line(i, n, c.closedOn, 1, true)));
      if (c.tip > 0) lines.push(tipLine(c.closedOn, 1));
      for (const p of pays) methods.push({ day: c.closedOn, method: p.method, amount: p.amount, fee: p.fee, visit });
      const paid = pays.reduce((sum, p) => sum + p.amount, 0);
      const total = priced.reduce((sum, i) => sum + i.gross - i.discount - i.sharedDiscount, 0) + c.tip;
      if (total > paid) methods.push({ day: c.closedOn, method: METHOD_LABEL.fiado, amount: total - paid, fee: 0, visit: null });
    }
    const lastRefund = c.status === 'refunded' ? refs[refs.length - 1] : undefined;
    for (const r of refs) {
      if (!inPeriod(r.refundedOn)) continue;
      its.forEach((i, n) => {
        if (i.refundId === r.id) lines.push(line(i, n, r.refundedOn, -1, false));
      });
      // The tip goes back with the comanda's last items (checkout-refund.service.ts).
      if (r === lastRefund && c.tip > 0) lines.push(tipLine(r.refundedOn, -1));
      const feeMethod = pays.find((p) => p.fee > 0)?.method ?? pays[0]?.method ?? METHOD_LABEL.fiado;
      for (const [method, amount] of Object.entries(r.methods)) methods.push({ day: r.refundedOn, method, amount: -amount, fee: 0, visit: null });
      if (r.debt > 0) methods.push({ day: r.refundedOn, method: METHOD_LABEL.fiado, amount: -r.debt, fee: 0, visit: null });
      if (r.fee > 0) methods.push({ day: r.refundedOn, method: feeMethod, amount: 0, fee: -r.fee, visit: null });
    }
  }
  for (const t of completions) {
    const amount = cents(t.amount);
    const base = { day: t.day, gross: amount, discount: 0, tip: 0, fee: 0, visit: `a${t.appointmentId}` };
    lines.push({ ...base, staffId: t.staffId, staffName: t.staffName, serviceId: t.serviceId, name: t.name, category: t.category });
    methods.push({ day: t.day, method: METHOD_LABEL.none, amount, fee: 0, visit: base.visit });
  }
  return { lines, methods };
}
