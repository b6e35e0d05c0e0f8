import type { Range } from './ranges';
import { localDate, localDays, localInstant } from './wall-clock';

/** 'yyyy-MM' with a real month. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A 'yyyy-MM' month on the establishment's wall clock, as instants. */
export function monthRange(month: string, zone: string): Range {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: localInstant(`${month}-01`, '00:00', zone), end: localInstant(`${next}-01`, '00:00', zone) };
}

/** The 'yyyy-MM' of an instant on the zone's clock. */
export function monthOf(instant: number, zone: string): string {
  return localDate(instant, zone).slice(0, 7);
}

/** Today on the establishment's clock, as instants; `now` from the caller's injected clock (docs/architecture.md, 'One clock'). */
export function todayRange(zone: string, now: number): Range {
  const today = localDate(now, zone);
  return localDays(today, today, zone);
}

/** A range's bounds as ISO strings, the form timestamptz parameters take. */
export function isoBounds(range: Range): [string, string] {
  return [new Date(range.start).toISOString(), new Date(range.end).toISOString()];
}
