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

/** A commission entry of the period (a comanda's item, tip or reversal), in cents. */
export interface EntryService {
  date: string;
  clientName: string;
  serviceName: string;
  baseCents: number;
  amountCents: number;
}

/**
 * The lines with their commission, the total of prices and of commissions (sum of the rounded lines):
 * appointments completed with ✓ at the professional's rate, and the commission entries as they were written
 * (so the figure equals what the payouts of the period close), in date order.
 */
export function computeCommission(services: CompletedService[], ratePercent: string, entries: EntryService[] = []) {
  let totalCents = 0;
  let commissionCents = 0;
  const priced = services.map((s) => {
    const priceCents = toCents(s.price);
    const lineCents = lineCommissionCents(priceCents, ratePercent);
    return { ...s, priceCents, lineCents };
  });
  const fromEntries = entries.map((e) => ({
    date: e.date,
    clientName: e.clientName,
    serviceName: e.serviceName,
    priceCents: e.baseCents,
    lineCents: e.amountCents,
  }));
  const all = [...priced, ...fromEntries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const lines: CommissionServiceLine[] = all.map(({ priceCents, lineCents, date, clientName, serviceName }) => {
    totalCents += priceCents;
    commissionCents += lineCents;
    return { date, clientName, serviceName, price: fromCents(priceCents), commissionAmount: fromCents(lineCents) };
  });
  return { lines, totalServiceValue: fromCents(totalCents), commissionValue: fromCents(commissionCents) };
}
