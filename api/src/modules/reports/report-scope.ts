import type { ReportQuery } from '@salao/contracts';
import { localDate, localInstant, nextDate } from '../../platform/time/wall-clock';
import type { ReportScope } from './report-types';

/** The scope of one period: its calendar days bounded on the establishment's clock, so a DST day has its real length. */
export function reportScope(establishmentId: number, zone: string, now: number, q: ReportQuery, period: { from: string; to: string }): ReportScope {
  return {
    establishmentId,
    zone,
    from: period.from,
    to: period.to,
    start: new Date(localInstant(period.from, '00:00', zone)),
    end: new Date(localInstant(nextDate(period.to), '00:00', zone)),
    staffId: q.staffId ?? null,
    serviceId: q.serviceId ?? null,
    groupBy: q.groupBy,
    inactiveDays: q.inactiveDays,
    today: localDate(now, zone),
  };
}

/** Every calendar day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = nextDate(d)) out.push(d);
  return out;
}

/**
 * Each day's local 00:00 as an ISO instant, and the instant the period ends: a statement finds a row's day with
 * width_bucket(instant, these) − 1 (0 for `from`), which costs a binary search instead of a time-zone conversion
 * per row, and stays exact on a DST day because the bounds are the zone's own midnights.
 */
export function dayBounds(s: ReportScope): string[] {
  return [...daysOf(s.from, s.to).map((day) => new Date(localInstant(day, '00:00', s.zone)).toISOString()), s.end.toISOString()];
}
