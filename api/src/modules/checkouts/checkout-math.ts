import type { CheckoutDto, CheckoutPaymentMethod, PaymentMethodSetting } from '@salao/contracts';
import type { ClosedCheckoutItem } from '../../platform/hooks/domain-events';

/** A percent with up to 2 decimals as basis points (3.19 → 319), so the fee is integer arithmetic. */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * The operator's fee of a payment, in cents: round(gross × percent / 100) + the fixed fee, where the percent
 * is the installment plan's when paid in more than one installment and there is one, else the method's. Half a
 * cent rounds up. Never more than the gross.
 */
export function paymentFee(gross: number, setting: PaymentMethodSetting, installments: number): number {
  const plan = installments > 1 ? setting.installmentFees.find((f) => f.installments === installments) : undefined;
  const bp = basisPoints(plan ? plan.feePercent : setting.feePercent);
  const fee = Math.floor((gross * bp + 5000) / 10000) + setting.fixedFee;
  return Math.min(fee, gross);
}

/** 'yyyy-MM-dd' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * `total` shared among `weights` in proportion, in whole cents: each part rounded down, the cents left given
 * one by one to the largest remainders (ties to the earlier), so the parts always add up to `total`.
 */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]++;
    left--;
  }
  return parts;
}

/**
 * The items of a comanda as its closing priced them: the comanda's discount shared by the items' totals, the
 * payments' card fees by what each item came to after it (the tip bears no fee: it goes whole to its professional).
 */
export function closedItems(c: Pick<CheckoutDto, 'items' | 'discount' | 'payments'>): ClosedCheckoutItem[] {
  const shared = shareOut(
    c.discount,
    c.items.map((i) => i.total),
  );
  const fees = c.payments.reduce((sum, p) => sum + p.fee, 0);
  const feeShares = shareOut(
    fees,
    c.items.map((i, n) => i.total - shared[n]),
  );
  return c.items.map((i, n) => ({
    id: i.id,
    type: i.type,
    serviceId: i.serviceId,
    productId: i.productId,
    packageId: i.packageId,
    clientPackageId: i.clientPackageId,
    staffId: i.staffId,
    name: i.name,
    quantity: i.quantity,
    gross: i.quantity * i.unitPrice,
    discount: i.discount,
    sharedDiscount: shared[n],
    feeShare: feeShares[n],
  }));
}

/**
 * How each payment method's money splits into 'Serviços Realizados' and 'Produtos Vendidos', in cents: the
 * products' share of the total is their items less their part of the comanda's discount (rounded); the rest,
 * the tip included, is services'. Each method takes its proportional part (rounded), the last one the
 * remainder, so the parts add up to the total exactly.
 */
export function incomeParts(c: Pick<CheckoutDto, 'items' | 'discount' | 'total' | 'payments' | 'subtotal'>) {
  const products = c.items.filter((i) => i.type === 'product').reduce((sum, i) => sum + i.total, 0);
  const productsShare = products - (c.subtotal > 0 ? Math.round((c.discount * products) / c.subtotal) : 0);
  const byMethod = new Map<CheckoutPaymentMethod, number>();
  for (const p of c.payments) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amount);
  const methods = [...byMethod.entries()];
  const paid = methods.reduce((sum, [, amount]) => sum + amount, 0);
  // With a balance left as debt, only the part paid is income, split in the same proportion.
  const productsPaid = c.total > 0 ? Math.round((productsShare * paid) / c.total) : 0;
  let productsLeft = productsPaid;
  return methods.map(([method, amount], n) => {
    const productPart = n === methods.length - 1 ? productsLeft : paid > 0 ? Math.round((amount * productsPaid) / paid) : 0;
    productsLeft -= productPart;
    return { method, services: amount - productPart, products: productPart };
  });
}
