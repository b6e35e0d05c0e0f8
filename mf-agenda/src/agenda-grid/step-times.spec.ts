import { stepTimes } from './step-times';

describe('stepTimes', () => {
  it('offers every 15 minutes of the day, both ends included', () => {
    const times = stepTimes();
    expect(times[0]).toBe('06:00');
    expect(times[1]).toBe('06:15');
    expect(times.at(-1)).toBe('22:00');
    expect(times).toHaveLength(65);
  });

  it('takes another range and step', () => {
    expect(stepTimes(9 * 60, 10 * 60, 30)).toEqual(['09:00', '09:30', '10:00']);
  });
});
