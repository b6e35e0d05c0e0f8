import type { Range } from '../../platform/time/ranges';
import { intersect } from '../../platform/time/ranges';
import { localDays, localRange } from '../../platform/time/wall-clock';

/** One weekday of the establishment (business_hours, defaults applied). */
export interface BusinessDay {
  isOpen: boolean;
  isHoliday: boolean;
  openTime: string;
  closeTime: string;
}

/** One weekday of a staff member (staff_working_hours). */
export interface StaffDay {
  isAvailable: boolean;
  openTime: string;
  closeTime: string;
}

export interface AbsencePeriod {
  startDate: string;
  endDate: string;
}

/** Step 1: the establishment's open span that day, or null when closed (day off or holiday). */
export function businessWindow(date: string, zone: string, business: BusinessDay): Range | null {
  if (!business.isOpen || business.isHoliday) return null;
  const window = localRange(date, business.openTime, business.closeTime, zone);
  return window.end > window.start ? window : null;
}

/**
 * Step 2: when the staff member works that day, bounded by the business window. A staff member with no
 * hours configured at all (staffDay undefined) works whenever the establishment is open; once any day is
 * configured, an unconfigured day is a day off (the loader passes { isAvailable: false }).
 */
export function staffRanges(date: string, zone: string, window: Range | null, staffDay: StaffDay | undefined): Range[] {
  if (!window) return [];
  if (!staffDay) return [window];
  if (!staffDay.isAvailable) return [];
  return intersect([window], [localRange(date, staffDay.openTime, staffDay.closeTime, zone)]);
}

/** Step 3 input: absences as whole local days. */
export function absenceRanges(absences: AbsencePeriod[], zone: string): Range[] {
  return absences.map((a) => localDays(a.startDate, a.endDate, zone));
}
