import { PUBLIC_DAY_REASON } from '@salao/contracts';
import { dayAllowed, dayRuleReason, type BookingRules } from './times';

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

describe('dayRuleReason: the calendar says why a day cannot be chosen', () => {
  const weekdays: BookingRules = {
    minNoticeMinutes: 0,
    maxDaysAhead: 27,
    cancelCutoffMinutes: 0,
    lastBookableDate: '2026-12-20',
    releasedMonths: null,
    closedWeekdays: [0],
  };
  it('past, closed weekday, beyond the window, not released; none for a bookable day', () => {
    expect(dayRuleReason('2026-11-22', '2026-11-23', weekdays)).toBe(PUBLIC_DAY_REASON.past);
    expect(dayRuleReason('2026-11-29', '2026-11-23', weekdays)).toBe('O estabelecimento não abre neste dia da semana.');
    expect(dayRuleReason('2026-12-21', '2026-11-23', weekdays)).toBe('Agendamentos online só podem ser feitos com até 27 dias de antecedência.');
    expect(dayRuleReason('2026-12-01', '2026-11-23', { ...weekdays, releasedMonths: ['2026-11'] })).toBe('A agenda deste mês ainda não foi liberada.');
    expect(dayRuleReason('2026-11-24', '2026-11-23', weekdays)).toBeNull();
  });
});
