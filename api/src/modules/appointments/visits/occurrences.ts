import { VISIT_LIMITS, VISIT_MSG } from '@salao/contracts';
import { fail } from '../../../platform/http/errors';

/** Adds whole days to a 'yyyy-MM-dd' as a calendar date (no clock involved, so a DST change cannot shift it). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The dates of a series: the first date, then every `everyWeeks` weeks, `count` times or up to `until` (inclusive).
 * Each occurrence keeps the wall-clock time on its own date (docs/product/series.md), so only dates are computed here.
 */
export function occurrenceDates(first: string, everyWeeks: number, end: { count?: number; until?: string | null }): string[] {
  if (end.count) return Array.from({ length: end.count }, (_, k) => addDays(first, k * 7 * everyWeeks));
  if (!end.until) throw fail(400, VISIT_MSG.countOrUntil);
  if (end.until <= first) throw fail(400, VISIT_MSG.untilBefore);
  const dates: string[] = [];
  for (let date = first; date <= end.until; date = addDays(date, 7 * everyWeeks)) {
    if (dates.length === VISIT_LIMITS.maxOccurrences) throw fail(400, VISIT_MSG.tooMany);
    dates.push(date);
  }
  return dates;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The free times nearest to the one asked for (ties: the earlier first), at most `max`. */
export function nearestTimes(free: string[], wanted: string, max = 5): string[] {
  const w = minutes(wanted);
  return [...free].sort((a, b) => Math.abs(minutes(a) - w) - Math.abs(minutes(b) - w) || minutes(a) - minutes(b)).slice(0, max);
}
