import { dayjs } from '@salao/contracts';
import type { Range } from '../availability/ranges';
import { localDate, localInstant } from '../availability/wall-clock';

/**
 * Reads the wall-clock a client writes (DESIGN §3): appointmentDate is 'yyyy-MM-dd' or a local date-time
 * whose date part counts; if it carries an offset or 'Z' it is an instant, and its date on the
 * establishment's clock counts. appointmentTime ('HH:mm') always decides the time.
 */
export function appointmentStart(appointmentDate: string, appointmentTime: string, zone: string): { date: string; start: number } {
  const hasOffset = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(appointmentDate);
  const date = hasOffset ? localDate(dayjs(appointmentDate).valueOf(), zone) : appointmentDate.slice(0, 10);
  return { date, start: localInstant(date, appointmentTime, zone) };
}

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
