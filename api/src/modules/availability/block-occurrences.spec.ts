import { blockRanges, occurrenceDates, occursOn, type BlockSeries } from './block-occurrences';

const lunch = (over: Partial<BlockSeries> = {}): BlockSeries => ({
  date: '2025-03-03',
  startTime: '12:00',
  endTime: '13:00',
  repeat: 'none',
  until: '2025-03-03',
  ...over,
});

describe('time block occurrences', () => {
  it('a single block happens on its day only', () => {
    expect(occurrenceDates(lunch(), '2025-03-01', '2025-03-31')).toEqual(['2025-03-03']);
    expect(occursOn(lunch(), '2025-03-04')).toBe(false);
  });

  it('a daily series runs from its day to its last day, less the removed ones', () => {
    const daily = lunch({ repeat: 'daily', until: '2025-03-07', excludedDates: ['2025-03-05'] });
    expect(occurrenceDates(daily, '2025-03-01', '2025-03-31')).toEqual(['2025-03-03', '2025-03-04', '2025-03-06', '2025-03-07']);
  });

  it('a weekly series without an end keeps its weekday, inside the asked period only', () => {
    const weekly = lunch({ repeat: 'weekly', until: null });
    expect(occurrenceDates(weekly, '2025-03-05', '2025-03-31')).toEqual(['2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    expect(occurrenceDates(weekly, '2025-02-01', '2025-02-28')).toEqual([]);
  });

  it('a weekly block keeps its wall-clock time across a DST change (America/New_York, 9 March 2025)', () => {
    const weekly = lunch({ repeat: 'weekly', until: null });
    const zone = 'America/New_York';
    // 12:00 EST is 17:00 UTC; a week later, after clocks moved forward, 12:00 EDT is 16:00 UTC.
    expect(blockRanges([weekly], '2025-03-03', zone)).toEqual([{ start: Date.parse('2025-03-03T17:00:00Z'), end: Date.parse('2025-03-03T18:00:00Z') }]);
    expect(blockRanges([weekly], '2025-03-10', zone)).toEqual([{ start: Date.parse('2025-03-10T16:00:00Z'), end: Date.parse('2025-03-10T17:00:00Z') }]);
    expect(blockRanges([weekly], '2025-03-09', zone)).toEqual([]);
  });
});
