import { fromCents, toCents, type CommissionServiceLine } from '@salao/contracts';

/** A completed appointment of the period as the repository reads it. */
export interface CompletedService {
  date: string;
  clientName: string;
  serviceName: string;
  price: string;
}

/**
 * One line's commission: price × percent, rounded half up to the cent, in integer arithmetic (BigInt, so a
 * numeric(12,2) price times a 100.00 percent cannot lose precision).
 */
export function lineCommissionCents(priceCents: number, ratePercent: string): number {
  const basisPoints = BigInt(toCents(ratePercent));
  const scaled = BigInt(priceCents) * basisPoints;
  return Number((scaled + 5000n) / 10000n);
}

/** The lines with their commission, the total of prices and of commissions (sum of the rounded lines). */
export function computeCommission(services: CompletedService[], ratePercent: string) {
  let totalCents = 0;
  let commissionCents = 0;
  const lines: CommissionServiceLine[] = services.map((s) => {
    const priceCents = toCents(s.price);
    const lineCents = lineCommissionCents(priceCents, ratePercent);
    totalCents += priceCents;
    commissionCents += lineCents;
    return { ...s, price: fromCents(priceCents), commissionAmount: fromCents(lineCents) };
  });
  return { lines, totalServiceValue: fromCents(totalCents), commissionValue: fromCents(commissionCents) };
}
