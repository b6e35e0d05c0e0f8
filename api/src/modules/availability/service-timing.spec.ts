import { busySpans, occupiedSpan, plainTiming } from './service-timing';
import { minutes } from '../../platform/time/wall-clock';

const start = Date.parse('2024-06-03T13:00:00Z');
const at = (m: number) => start + minutes(m);

describe('service timing: the spans a professional is busy', () => {
  it('a plain service keeps her busy from start to end', () => {
    expect(busySpans(start, plainTiming(60))).toEqual([{ start, end: at(60) }]);
  });

  it('a pause splits it in two; the cleanup extends the second', () => {
    const timing = { durationMinutes: 90, processingStartMinutes: 30, processingMinutes: 30, cleanupMinutes: 15 };
    expect(busySpans(start, timing)).toEqual([
      { start, end: at(30) },
      { start: at(60), end: at(105) },
    ]);
    expect(occupiedSpan(start, timing)).toEqual({ start, end: at(105) });
  });

  it('a pause at the start or running to the end without cleanup leaves one span', () => {
    expect(busySpans(start, { durationMinutes: 60, processingStartMinutes: 0, processingMinutes: 20, cleanupMinutes: 0 })).toEqual([
      { start: at(20), end: at(60) },
    ]);
    expect(busySpans(start, { durationMinutes: 60, processingStartMinutes: 40, processingMinutes: 20, cleanupMinutes: 0 })).toEqual([{ start, end: at(40) }]);
  });

  it('a cleanup alone extends the one span; a pause past the end is cut at the end', () => {
    expect(busySpans(start, { ...plainTiming(60), cleanupMinutes: 15 })).toEqual([{ start, end: at(75) }]);
    expect(busySpans(start, { durationMinutes: 30, processingStartMinutes: 20, processingMinutes: 30, cleanupMinutes: 10 })).toEqual([
      { start, end: at(20) },
      { start: at(30), end: at(40) },
    ]);
  });
});
