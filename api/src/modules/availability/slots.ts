import type { TimeSlot } from '@salao/contracts';
import { covers, type Range } from '../../platform/time/ranges';
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
 * Step 5: each start is available when the whole service fits in a free range and it is not past;
 * isBooked says the start itself falls inside an active appointment.
 */
export function classifySlots(starts: number[], durationMinutes: number, free: Range[], booked: Range[], now: number, zone: string): TimeSlot[] {
  const length = minutes(durationMinutes);
  const label = dayTimeLabeler(starts[0] ?? 0, starts[starts.length - 1] ?? 0, zone);
  return starts.map((start) => {
    const isPast = start < now;
    const isBooked = booked.some((b) => b.start <= start && start < b.end);
    const fits = covers(free, { start, end: start + length });
    return { time: label(start), available: fits && !isPast && !isBooked, isPast, isBooked };
  });
}
