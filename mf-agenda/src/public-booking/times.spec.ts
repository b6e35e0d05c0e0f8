import { dayAllowed, type BookingRules } from './times';

const rules: BookingRules = {
  minNoticeMinutes: 120,
  maxDaysAhead: 30,
  cancelCutoffMinutes: 120,
  lastBookableDate: '2026-12-20',
  releasedMonths: null,
  closedWeekdays: [0],
};

describe('dayAllowed', () => {
  it('keeps days from today to the last bookable day, except closed weekdays', () => {
    expect(dayAllowed('2026-11-22', '2026-11-23', rules)).toBe(false); // yesterday
    expect(dayAllowed('2026-11-23', '2026-11-23', rules)).toBe(true); // today (Monday)
    expect(dayAllowed('2026-11-29', '2026-11-23', rules)).toBe(false); // Sunday: closed
    expect(dayAllowed('2026-12-20', '2026-11-23', rules)).toBe(false); // Sunday
    expect(dayAllowed('2026-12-19', '2026-11-23', rules)).toBe(true);
    expect(dayAllowed('2026-12-21', '2026-11-23', rules)).toBe(false); // after the last bookable day
  });

  it('only released months when the agenda release policy is active', () => {
    const released = { ...rules, releasedMonths: ['2026-11'] };
    expect(dayAllowed('2026-11-30', '2026-11-23', released)).toBe(true);
    expect(dayAllowed('2026-12-01', '2026-11-23', released)).toBe(false);
  });
});
