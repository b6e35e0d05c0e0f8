import { VISIT_MSG } from '@salao/contracts';
import { addDays, nearestTimes, occurrenceDates } from './occurrences';

describe('series occurrences', () => {
  it('steps calendar dates across a DST change', () => {
    expect(addDays('2026-03-02', 7)).toBe('2026-03-09');
    expect(occurrenceDates('2026-02-23', 2, { count: 3 })).toEqual(['2026-02-23', '2026-03-09', '2026-03-23']);
  });

  it('stops at until, inclusive', () => {
    expect(occurrenceDates('2026-01-05', 1, { until: '2026-01-19' })).toEqual(['2026-01-05', '2026-01-12', '2026-01-19']);
  });

  it('refuses neither count nor until, and an until before the start', () => {
    expect(() => occurrenceDates('2026-01-05', 1, {})).toThrow(VISIT_MSG.countOrUntil);
    expect(() => occurrenceDates('2026-01-05', 1, { until: '2026-01-01' })).toThrow(VISIT_MSG.untilBefore);
  });

  it('orders alternatives by distance from the wanted time', () => {
    expect(nearestTimes(['08:00', '09:00', '11:00', '12:00'], '10:00', 3)).toEqual(['09:00', '11:00', '08:00']);
  });
});
