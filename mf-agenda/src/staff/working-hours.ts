import type { BusinessHoursDto, StaffWorkingHoursDto } from '@salao/contracts';

export interface WorkingHoursRow extends StaffWorkingHoursDto {
  /** The establishment is closed that day: the day cannot be made available (docs/product/states.md). */
  closed: boolean;
  /** Bounds from the business hours. */
  minTime: string;
  maxTime: string;
}

const DEFAULT_OPEN = '08:00';
const DEFAULT_CLOSE = '18:00';
const hhmm = (t: string | null | undefined, fallback: string) => (t ? t.slice(0, 5) : fallback);
const clamp = (t: string, min: string, max: string) => (t < min ? min : t > max ? max : t);

/**
 * The working-hours form (docs/product/states.md): days unavailable by default; existing records loaded; missing days fall
 * back to the business hours (default 08:00-18:00); closed days stay off; times bounded by open/close.
 */
export function workingHoursRows(existing: StaffWorkingHoursDto[], business: BusinessHoursDto[]): WorkingHoursRow[] {
  return Array.from({ length: 7 }, (_, day) => {
    const b = business.find((x) => x.dayOfWeek === day);
    const closed = business.length > 0 && (!b || !b.isOpen || b.isHoliday);
    const minTime = hhmm(b?.openTime, DEFAULT_OPEN);
    const maxTime = hhmm(b?.closeTime, DEFAULT_CLOSE);
    const e = existing.find((x) => x.dayOfWeek === day);
    return {
      dayOfWeek: day,
      closed,
      minTime,
      maxTime,
      isAvailable: !closed && !!e?.isAvailable,
      openTime: clamp(hhmm(e?.openTime, minTime), minTime, maxTime),
      closeTime: clamp(hhmm(e?.closeTime, maxTime), minTime, maxTime),
    };
  });
}

/** Every 15 minutes from min to max, both included. */
export function timeOptions(min: string, max: string): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out = new Set<string>();
  for (let m = Math.ceil(toMinutes(min) / 15) * 15; m <= toMinutes(max); m += 15) {
    out.add(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return [...out.add(min).add(max)].sort();
}
