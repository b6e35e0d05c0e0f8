import { dayRefusal, lastBookableDate, noticeLabel } from './booking-window';

const ZONE = 'America/Sao_Paulo';
// 2030-01-10 12:00 in São Paulo (UTC-3).
const NOW = Date.parse('2030-01-10T15:00:00Z');

describe('online booking window', () => {
  it('refuses past days, days beyond max days ahead and months not released', () => {
    const rules = { minNoticeMinutes: 120, maxDaysAhead: 60, releasedMonths: null };
    expect(dayRefusal('2030-01-09', NOW, ZONE, rules)).toEqual({ kind: 'past' });
    expect(dayRefusal('2030-01-10', NOW, ZONE, rules)).toBeNull();
    expect(dayRefusal('2030-03-11', NOW, ZONE, rules)).toBeNull();
    expect(dayRefusal('2030-03-12', NOW, ZONE, rules)).toEqual({ kind: 'tooFarAhead', days: 60 });
    expect(dayRefusal('2030-02-01', NOW, ZONE, { ...rules, releasedMonths: ['2030-01'] })).toEqual({ kind: 'notReleased' });
  });

  it('the last bookable day is the earlier of the window and the last released month', () => {
    expect(lastBookableDate(NOW, ZONE, { minNoticeMinutes: 0, maxDaysAhead: 60, releasedMonths: null })).toBe('2030-03-11');
    expect(lastBookableDate(NOW, ZONE, { minNoticeMinutes: 0, maxDaysAhead: 60, releasedMonths: ['2030-01', '2030-02'] })).toBe('2030-02-28');
    expect(lastBookableDate(NOW, ZONE, { minNoticeMinutes: 0, maxDaysAhead: 10, releasedMonths: ['2030-01', '2030-02'] })).toBe('2030-01-20');
  });

  it('labels the notice', () => {
    expect([noticeLabel(120), noticeLabel(60), noticeLabel(1440), noticeLabel(90)]).toEqual(['2 horas', '1 hora', '1 dia', '90 minutos']);
  });
});
