import type { TimeSlot } from '@salao/contracts';
import { covers, type Range } from '../../platform/time/ranges';
import { busySpans, type ServiceTiming } from './service-timing';
import { dayTimeLabeler, localDateTime, minutes } from '../../platform/time/wall-clock';

/**
 * Slot interval: 10 minutes, the same grid as docs/product/limits.md's fallback (09:00-17:50 every 10 min), so the grid the
 * modal shows while loading or on failure lines up with the real one, and a booking that ends on any
 * 10-minute mark leaves the next start selectable. Durations need not be multiples of it.
 */
export const SLOT_INTERVAL_MINUTES = 10;

/**
 * Step 4: candidate starts through the business window on the clock's marks of the step (10:00, 10:10, …,
 * multiples of the step from the local midnight), the first at or after the opening, whatever minute the salon
 * opens or a booking ends (docs/product/limits.md, 'Lists and times'). From there it steps in real time (a DST change shifts labels,
 * not steps).
 */
export function slotStarts(window: Range, zone: string, intervalMinutes = SLOT_INTERVAL_MINUTES): number[] {
  const step = minutes(intervalMinutes);
  const out: number[] = [];
  for (let t = window.start + offsetToMark(window.start, zone, step); t < window.end; t += step) out.push(t);
  return out;
}

/** How far after `instant` the next mark of the step falls on the zone's wall clock (0 when it is one). */
function offsetToMark(instant: number, zone: string, step: number): number {
  const wall = localDateTime(instant, zone);
  const sinceMidnight = Date.parse(`${wall}Z`) - Date.parse(`${wall.slice(0, 10)}T00:00:00Z`);
  const past = sinceMidnight % step;
  return past === 0 ? 0 : step - past;
}

/**
 * Step 5: each start is available when every span the service keeps the professional busy (all of it, or around
 * its pause, and its cleanup) fits in a free range and it is not past; isBooked says the start itself falls inside
 * the time she is busy with another appointment (a start inside another's pause is not booked).
 */
export function classifySlots(starts: number[], timing: ServiceTiming, free: Range[], booked: Range[], now: number, zone: string): TimeSlot[] {
  const label = dayTimeLabeler(starts[0] ?? 0, starts[starts.length - 1] ?? 0, zone);
  return starts.map((start) => {
    const isPast = start < now;
    const isBooked = booked.some((b) => b.start <= start && start < b.end);
    const fits = busySpans(start, timing).every((span) => covers(free, span));
    return { time: label(start), available: fits && !isPast && !isBooked, isPast, isBooked };
  });
}
