import { dayjs } from '@salao/contracts';
import type { Range } from './ranges';

/**
 * The establishment's wall clock <-> instants. Only this file knows about zones: the rest of the pipeline
 * works on instants, so a DST change inside a day needs no special case anywhere else.
 */

const MINUTE = 60_000;
export const minutes = (n: number): number => n * MINUTE;

/** The instant a wall-clock 'yyyy-MM-dd' + 'HH:mm' names in a zone. A time skipped by DST moves forward. */
export function localInstant(date: string, time: string, zone: string): number {
  return dayjs.tz(`${date} ${time.slice(0, 5)}`, 'YYYY-MM-DD HH:mm', zone).valueOf();
}

/** A wall-clock span of one day, e.g. business hours 08:00-18:00. */
export function localRange(date: string, open: string, close: string, zone: string): Range {
  return { start: localInstant(date, open, zone), end: localInstant(date, close, zone) };
}

/** The next calendar day of a 'yyyy-MM-dd' (calendar arithmetic, no zone involved). */
export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Whole local days from startDate to endDate inclusive (an absence), as instants. */
export function localDays(startDate: string, endDate: string, zone: string): Range {
  return { start: localInstant(startDate, '00:00', zone), end: localInstant(nextDate(endDate), '00:00', zone) };
}

/** Sunday = 0 … Saturday = 6 of a calendar date (the same everywhere). */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

/** 'yyyy-MM-ddTHH:mm:ss' on the zone's wall clock. */
export function localDateTime(instant: number, zone: string): string {
  const p: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(instant)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** 'HH:mm' on the zone's wall clock. */
export function localTime(instant: number, zone: string): string {
  return localDateTime(instant, zone).slice(11, 16);
}

/** 'yyyy-MM-dd' on the zone's wall clock. */
export function localDate(instant: number, zone: string): string {
  return localDateTime(instant, zone).slice(0, 10);
}
