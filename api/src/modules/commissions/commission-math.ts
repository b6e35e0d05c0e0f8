import { toCents, type CommissionBase } from '@salao/contracts';
import type { ClosedCheckoutItem } from '../../platform/hooks/domain-events';

/**
 * What an item's commission is a percent of (docs/product/api.md, 'Comissões'): its gross; after its own
 * discount and its part of the comanda's; or after those and its part of the card fees. Never below zero.
 */
export function commissionBase(item: Pick<ClosedCheckoutItem, 'gross' | 'discount' | 'sharedDiscount' | 'feeShare'>, base: CommissionBase): number {
  if (base === 'bruto') return item.gross;
  const afterDiscounts = item.gross - item.discount - item.sharedDiscount;
  return Math.max(0, base === 'desconto' ? afterDiscounts : afterDiscounts - item.feeShare);
}

/** cents × percent (up to 2 decimals), rounded half up to the cent, in integer arithmetic. */
export function commissionCents(baseCents: number, percent: string): number {
  const scaled = BigInt(baseCents) * BigInt(toCents(percent));
  return Number((scaled + 5000n) / 10000n);
}

export interface CommissionRate {
  staffId: number | null;
  serviceId: number | null;
  productId: number | null;
  percent: string;
}

/**
 * The percent an item earns its professional (docs/product/api.md, 'Comissões'): her rate for that service or
 * product, else the rate for everyone, else her own default rate (`ownRate`), else 0.
 */
export function commissionPercent(
  rates: CommissionRate[],
  ownRate: string | null | undefined,
  staffId: number,
  item: { serviceId: number | null; productId: number | null },
): string {
  const matches = rates.filter(
    (r) => (item.serviceId !== null && r.serviceId === item.serviceId) || (item.productId !== null && r.productId === item.productId),
  );
  return matches.find((r) => r.staffId === staffId)?.percent ?? matches.find((r) => r.staffId === null)?.percent ?? ownRate ?? '0';
}
