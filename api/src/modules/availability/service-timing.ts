import type { Range } from '../../platform/time/ranges';
import { minutes } from '../../platform/time/wall-clock';

/**
 * The time a service really takes (docs/architecture.md, 'The time a professional is busy'): a pause inside it
 * (from `processingStartMinutes` after the start, for `processingMinutes`), during which the professional may take
 * another client, and a cleanup after it (`cleanupMinutes`), during which she may not.
 */
export interface ServiceTiming {
  durationMinutes: number;
  processingStartMinutes: number;
  processingMinutes: number;
  cleanupMinutes: number;
}

/** A plain service: busy from start to end. */
export const plainTiming = (durationMinutes: number): ServiceTiming => ({
  durationMinutes,
  processingStartMinutes: 0,
  processingMinutes: 0,
  cleanupMinutes: 0,
});

/** Just the timing of a record that holds it (an appointment's snapshot). */
export function timingOf(t: ServiceTiming): ServiceTiming {
  return {
    durationMinutes: t.durationMinutes,
    processingStartMinutes: t.processingStartMinutes,
    processingMinutes: t.processingMinutes,
    cleanupMinutes: t.cleanupMinutes,
  };
}

/** Start to end of the cleanup: what must lie inside the working hours. */
export function occupiedSpan(start: number, t: ServiceTiming): Range {
  return { start, end: start + minutes(t.durationMinutes + t.cleanupMinutes) };
}

/**
 * The spans she is busy: [start, pause start) and [pause end, end + cleanup), or one span without a pause. The
 * same spans the database keeps in appointment_busy (migration 1700000002000-service-timing.ts), a pause cut at
 * the end the same way.
 */
export function busySpans(start: number, t: ServiceTiming): Range[] {
  const end = start + minutes(t.durationMinutes);
  const busyEnd = end + minutes(t.cleanupMinutes);
  const pauseStart = Math.min(start + minutes(t.processingStartMinutes), end);
  const pauseEnd = Math.min(pauseStart + minutes(t.processingMinutes), end);
  if (t.processingMinutes === 0 || pauseEnd === pauseStart) return [{ start, end: busyEnd }];
  return [
    { start, end: pauseStart },
    { start: pauseEnd, end: busyEnd },
  ].filter((r) => r.end > r.start);
}
