import type { ReportName, ReportValue } from '@salao/contracts';
import { percentOf } from './report-types';

const num = (v: ReportValue | undefined) => (typeof v === 'number' ? v : 0);

/** The figures each report derives from its sums (a rate, a ticket), computed again from the network's sums. */
const DERIVED: Partial<Record<ReportName, (t: Record<string, ReportValue>) => Record<string, ReportValue>>> = {
  revenue: (t): Record<string, ReportValue> => ('ticket' in t ? { ticket: num(t.visits) > 0 ? Math.round(num(t.net) / num(t.visits)) : 0 } : {}),
  occupancy: (t) => ({ occupancy: percentOf(num(t.booked), num(t.available)) }),
  retention: (t): Record<string, ReportValue> => ('rate90' in t ? { rate90: percentOf(num(t.back90), num(t.newClients)) } : {}),
  attendance: (t) => ({ noShowRate: percentOf(num(t.noShows), num(t.booked)), cancelRate: percentOf(num(t.cancelled), num(t.booked)) }),
  products: (t) => ({
    marginPercent: percentOf(num(t.margin), num(t.revenue)),
    turnover: num(t.stock) > 0 ? percentOf(num(t.units), num(t.stock)) : null,
  }),
};

/** The network's totals from its units' totals: sums, then the report's rates and tickets from those sums. */
export function combinedTotals(name: ReportName, totals: Record<string, ReportValue>[]): Record<string, ReportValue> {
  const sum: Record<string, ReportValue> = {};
  for (const t of totals)
    for (const [key, value] of Object.entries(t)) {
      if (typeof value === 'number') sum[key] = num(sum[key]) + value;
      else if (!(key in sum)) sum[key] = value;
    }
  return { ...sum, ...(DERIVED[name]?.(sum) ?? {}) };
}
