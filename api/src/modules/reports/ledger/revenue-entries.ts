import type { ClosedCheckoutItem } from '../../../platform/hooks/domain-events';

/**
 * What the revenue ledger records of a comanda (docs/product/reports.md, 'Revenue ledger'), in cents: each item at
 * its closing (its share of the comanda's discount and card fees included), the tip, and the money per payment
 * method; at a refund the items it covers negated, the tip with the last items, the money given back. `counts`
 * marks the lines that make the closing a visit; which of them counts once per professional, service or category
 * is decided where they are written (revenue-ledger.sql.ts).
 */
export interface RevenueEntry {
  type: 'service' | 'product' | 'tip';
  staffId: number | null;
  serviceId: number | null;
  name: string;
  gross: number;
  discount: number;
  tip: number;
  fee: number;
  counts: boolean;
}

export interface MethodEntry {
  method: string;
  amount: number;
  fee: number;
  counts: boolean;
}

export interface LedgerPayment {
  method: string;
  amount: number;
  fee: number;
}

export interface LedgerCheckout {
  items: (ClosedCheckoutItem & { refundId?: number | null; kept?: number })[];
  tip: { amount: number; staffId: number | null };
  payments: LedgerPayment[];
}

export interface LedgerRefund {
  id: number;
  fee: number;
  debt: number;
  methods: Record<string, number>;
  /** The refund that left nothing of the comanda: the tip goes back with it (checkout-refund.service.ts). */
  last: boolean;
}

/** What was left unpaid at a closing (the client's debt) shows as 'Fiado' among the methods. */
export const FIADO = 'Fiado';

// A package sold is services paid ahead (docs/product/packages.md); the refund of one gives back only its
// unused sessions' value, the rest (`kept`) staying revenue. A gift card sold never gets here (giftCardSale below).
const itemEntry = (i: ClosedCheckoutItem & { kept?: number }, sign: number, counts: boolean): RevenueEntry => ({
  type: i.type === 'product' ? 'product' : 'service',
  staffId: i.staffId,
  serviceId: i.serviceId,
  name: i.name,
  gross: sign * (i.gross - (sign < 0 ? (i.kept ?? 0) : 0)),
  discount: sign * (i.discount + i.sharedDiscount),
  tip: 0,
  fee: sign * i.feeShare,
  counts,
});

const tipEntry = (tip: LedgerCheckout['tip'], sign: number): RevenueEntry => ({
  type: 'tip',
  staffId: tip.staffId,
  serviceId: null,
  name: 'Gorjeta',
  gross: 0,
  discount: 0,
  tip: sign * tip.amount,
  fee: 0,
  counts: false,
});

/**
 * A comanda that sold gift cards is no revenue (deferred until a card is used: docs/product/gift-cards.md,
 * 'Reports'); only its card fees are lines, on their methods at no amount, so the fees still match 'Taxas de cartão'.
 */
const giftCardSale = (c: LedgerCheckout) => c.items.some((i) => i.type === 'gift_card');

/** The closing's lines: every item counts toward the visit; the tip and the debt do not. */
export function closingEntries(c: LedgerCheckout): { entries: RevenueEntry[]; methods: MethodEntry[] } {
  if (giftCardSale(c))
    return { entries: [], methods: c.payments.filter((p) => p.fee > 0).map((p) => ({ method: p.method, amount: 0, fee: p.fee, counts: false })) };
  const entries = c.items.map((i) => itemEntry(i, 1, true));
  if (c.tip.amount > 0) entries.push(tipEntry(c.tip, 1));
  const methods: MethodEntry[] = c.payments.map((p) => ({ method: p.method, amount: p.amount, fee: p.fee, counts: true }));
  const paid = c.payments.reduce((sum, p) => sum + p.amount, 0);
  const total = c.items.reduce((sum, i) => sum + i.gross - i.discount - i.sharedDiscount, 0) + c.tip.amount;
  if (total > paid) methods.push({ method: FIADO, amount: total - paid, fee: 0, counts: false });
  return { entries, methods };
}

/** A refund's lines, all negative and none a visit: the visit happened. */
export function refundEntries(c: LedgerCheckout, r: LedgerRefund): { entries: RevenueEntry[]; methods: MethodEntry[] } {
  if (giftCardSale(c)) {
    const method = c.payments.find((p) => p.fee > 0)?.method ?? FIADO;
    return { entries: [], methods: r.fee > 0 ? [{ method, amount: 0, fee: -r.fee, counts: false }] : [] };
  }
  const entries = c.items.filter((i) => i.refundId === r.id).map((i) => itemEntry(i, -1, false));
  if (r.last && c.tip.amount > 0) entries.push(tipEntry(c.tip, -1));
  const methods: MethodEntry[] = Object.entries(r.methods).map(([method, amount]) => ({ method, amount: -amount, fee: 0, counts: false }));
  if (r.debt > 0) methods.push({ method: FIADO, amount: -r.debt, fee: 0, counts: false });
  // The card fee given back is the operator's, on the method that bore it.
  const feeMethod = c.payments.find((p) => p.fee > 0)?.method ?? c.payments[0]?.method ?? FIADO;
  if (r.fee > 0) methods.push({ method: feeMethod, amount: 0, fee: -r.fee, counts: false });
  return { entries, methods };
}
