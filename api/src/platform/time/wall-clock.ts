import type { Range } from './ranges';

/**
 * The establishment's wall clock <-> instants. Only this file knows about zones: the rest of the pipeline
 * works on instants, so a DST change inside a day needs no special case anywhere else.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
export const minutes = (n: number): number => n * MINUTE;
const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * The instant a wall-clock 'yyyy-MM-dd' + 'HH:mm' names in a zone. A time skipped by DST moves forward; a
 * repeated one is its first occurrence. Offset arithmetic on the cached Intl formatter: dayjs.tz built a new
 * formatter per call and was the slowest step of the availability pipeline.
 */
export function localInstant(date: string, time: string, zone: string): number {
  const wall = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  const reads = (t: number) => Date.parse(`${localDateTime(t, zone)}Z`);
  const guess = wall - (reads(wall) - wall);
  const settled = wall - (reads(guess) - guess);
  if (reads(settled) === wall) return settled;
  if (reads(guess) === wall) return guess;
  return Math.max(guess, settled);
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
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * Readings already made, per zone and instant. The same few instants (a day's opening and closing, its
 * midnight) are read on every availability and booking request, and formatToParts was the single most costly
 * step of them. Bounded: cleared when full, which costs only re-reading.
 */
const readings = new Map<string, string>();
const MAX_READINGS = 20_000;

/** 'yyyy-MM-ddTHH:mm:ss' on the zone's wall clock. */
export function localDateTime(instant: number, zone: string): string {
  const key = `${zone} ${instant}`;
  const known = readings.get(key);
  if (known !== undefined) return known;
  const p: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(instant)) p[part.type] = part.value;
  const reading = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, reading);
  return reading;
}

/** 'HH:mm' on the zone's wall clock. */
export function localTime(instant: number, zone: string): string {
  return localDateTime(instant, zone).slice(11, 16);
}

/** 'yyyy-MM-dd' on the zone's wall clock. */
export function localDate(instant: number, zone: string): string {
  return localDateTime(instant, zone).slice(0, 10);
}

/**
 * 'HH:mm' labels for many instants of one day. The zone is asked twice (first and last instant): when the
 * offset is the same at both ends no DST change lies between, and each label is plain arithmetic; otherwise
 * every instant is formatted through the zone. Formatting through Intl was most of the cost of a slot grid.
 */
export function dayTimeLabeler(first: number, last: number, zone: string): (instant: number) => string {
  const offsetAt = (t: number) => Date.parse(`${localDateTime(t, zone)}Z`) - t;
  const offset = offsetAt(first);
  if (offsetAt(last) !== offset) return (instant) => localTime(instant, zone);
  return (instant) => {
    const minuteOfDay = Math.floor(((((instant + offset) % DAY) + DAY) % DAY) / MINUTE);
    return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
  };
}
