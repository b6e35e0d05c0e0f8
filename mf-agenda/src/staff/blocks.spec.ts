import { dayjs } from '@salao/contracts';
import { BLOCK_TIMES, comingPeriod } from './blocks';

describe('time blocks dialog helpers', () => {
  it('offers every 5 minutes of the day in 24 h', () => {
    expect(BLOCK_TIMES[0]).toBe('00:00');
    expect(BLOCK_TIMES).toContain('12:05');
    expect(BLOCK_TIMES).toContain('13:30');
    expect(BLOCK_TIMES.at(-1)).toBe('23:55');
    expect(BLOCK_TIMES).toHaveLength(288);
  });

  it('lists from today to 90 days ahead', () => {
    expect(comingPeriod(dayjs('2026-11-27'))).toEqual({ from: '2026-11-27', to: '2027-02-25' });
  });
});
