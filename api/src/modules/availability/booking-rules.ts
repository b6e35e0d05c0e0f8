import type { BookingRefusal } from '@salao/contracts';
import { blockRanges } from './block-occurrences';
import { absenceRanges, businessWindow, staffRanges } from './day-hours';
import { dayTiming, type DayInput } from './available-times';
import { covers, overlaps } from '../../platform/time/ranges';
import { occupiedSpan } from './service-timing';

/**
 * Why a booking starting at `start` cannot be made, or null when the day's rules allow it. Same steps as the
 * slot grid, checked in the order that gives the most useful message. The span is the service and its cleanup
 * (the grid asks the same of its starts); any start is accepted, on the step's marks or not, as before.
 */
export function bookingRefusal(input: Omit<DayInput, 'booked'>, start: number): BookingRefusal | null {
  const span = occupiedSpan(start, dayTiming(input));
  if (span.start < input.now) return 'past';
  const window = businessWindow(input.date, input.zone, input.business);
  if (!window) return 'closed';
  if (!covers([window], span)) return 'outside_business_hours';
  if (absenceRanges(input.absences, input.zone).some((a) => overlaps(a, span))) return 'absence';
  if (blockRanges(input.blocks, input.date, input.zone).some((b) => overlaps(b, span))) return 'blocked';
  if (!covers(staffRanges(input.date, input.zone, window, input.staffDay), span)) return 'outside_staff_hours';
  return null;
}
