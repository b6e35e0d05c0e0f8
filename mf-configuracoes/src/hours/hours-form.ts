import type { BusinessHoursDto } from '@salao/contracts';

/** docs/product/limits.md: the form's fallback for a day without a record is 09:00-18:00, closed on Sunday. */
const FALLBACK = { openTime: '09:00', closeTime: '18:00' };

/** One row per weekday (Sunday = 0), from the saved records or the fallback. */
export function weekRows(saved: readonly BusinessHoursDto[] | undefined): BusinessHoursDto[] {
  return Array.from({ length: 7 }, (_, dayOfWeek) => {
    const row = saved?.find((h) => h.dayOfWeek === dayOfWeek);
    return row
      ? { dayOfWeek, isOpen: row.isOpen, openTime: row.openTime.slice(0, 5), closeTime: row.closeTime.slice(0, 5), isHoliday: !!row.isHoliday }
      : { dayOfWeek, isOpen: dayOfWeek !== 0, ...FALLBACK, isHoliday: false };
  });
}

/** Whether the form differs from what is saved (the save button is disabled otherwise). */
export function hoursChanged(rows: readonly BusinessHoursDto[], saved: readonly BusinessHoursDto[] | undefined): boolean {
  const base = weekRows(saved);
  return rows.some((r, i) => {
    const b = base[i]!;
    return r.isOpen !== b.isOpen || r.openTime !== b.openTime || r.closeTime !== b.closeTime;
  });
}
