import { dayTimeLabeler, localDate, localDateTime, localDays, localInstant, localTime, nextDate, weekday } from './wall-clock';

const HOUR = 3_600_000;

describe('wall clock', () => {
  it('reads a local time in a zone with a non-hour offset (Asia/Kolkata, +05:30)', () => {
    const t = localInstant('2024-06-01', '09:00', 'Asia/Kolkata');
    expect(new Date(t).toISOString()).toBe('2024-06-01T03:30:00.000Z');
    expect(localTime(t, 'Asia/Kolkata')).toBe('09:00');
    expect(localDateTime(t, 'Asia/Kolkata')).toBe('2024-06-01T09:00:00');
  });

  it('America/New_York spring forward: 02:30 does not exist and moves to 03:30; the day has 23 hours', () => {
    const zone = 'America/New_York';
    expect(localTime(localInstant('2024-03-10', '02:30', zone), zone)).toBe('03:30');
    const day = localDays('2024-03-10', '2024-03-10', zone);
    expect(day.end - day.start).toBe(23 * HOUR);
  });

  it('America/New_York fall back: the day has 25 hours', () => {
    const day = localDays('2024-11-03', '2024-11-03', 'America/New_York');
    expect(day.end - day.start).toBe(25 * HOUR);
  });

  it('historical America/Sao_Paulo: midnight skipped on 2018-11-04, the day starts at 01:00', () => {
    const zone = 'America/Sao_Paulo';
    const start = localInstant('2018-11-04', '00:00', zone);
    expect(localDateTime(start, zone)).toBe('2018-11-04T01:00:00');
    const day = localDays('2018-11-04', '2018-11-04', zone);
    expect(day.end - day.start).toBe(23 * HOUR);
  });

  it('calendar helpers ignore zones', () => {
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
    expect(weekday('2024-06-02')).toBe(0);
    expect(weekday('2024-06-08')).toBe(6);
  });

  it('localDate is the date on the zone wall clock, not UTC', () => {
    const t = Date.parse('2024-06-01T02:00:00Z');
    expect(localDate(t, 'America/Sao_Paulo')).toBe('2024-05-31');
    expect(localDate(t, 'Asia/Kolkata')).toBe('2024-06-01');
  });

  it('labels a day of slots as HH:mm, with a non-hour offset and across a DST change', () => {
    const kolkata = localInstant('2024-06-01', '09:00', 'Asia/Kolkata');
    const label = dayTimeLabeler(kolkata, kolkata + 10 * HOUR, 'Asia/Kolkata');
    expect([0, 10 * 60_000, 9.5 * HOUR].map((d) => label(kolkata + d))).toEqual(['09:00', '09:10', '18:30']);
    const ny = localInstant('2024-11-03', '00:00', 'America/New_York');
    const across = dayTimeLabeler(ny, ny + 4 * HOUR, 'America/New_York');
    expect([0, HOUR, 2 * HOUR, 3 * HOUR].map((d) => across(ny + d))).toEqual(['00:00', '01:00', '01:00', '02:00']);
  });

  it('the same instant read in two zones gives each its own wall clock, however often it is read', () => {
    const t = Date.parse('2024-06-01T12:00:00Z');
    for (let k = 0; k < 3; k += 1) {
      expect(localDateTime(t, 'America/Sao_Paulo')).toBe('2024-06-01T09:00:00');
      expect(localDateTime(t, 'Asia/Kolkata')).toBe('2024-06-01T17:30:00');
    }
  });
});
