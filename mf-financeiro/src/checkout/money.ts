import { formatBRL } from '@salao/contracts';

/** Cents as R$ for reading: 1250 → 'R$ 12,50'. */
export const brl = (cents: number): string => formatBRL(cents / 100);

/** A decimal price of the older APIs ('59.90') as cents. */
export function priceCents(price: string | number | null | undefined): number {
  const n = Number(price ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
