import type { BusinessHoursDto } from '@salao/contracts';
import { timeOptions, workingHoursRows } from './working-hours';

const biz = (dayOfWeek: number, isOpen: boolean, openTime = '08:00', closeTime = '18:00'): BusinessHoursDto => ({
  dayOfWeek,
  isOpen,
  openTime,
  closeTime,
  isHoliday: false,
});

describe('working hours form', () => {
  const business = [
    biz(0, false),
    biz(1, true),
    biz(2, true, '09:00:00', '17:00:00'),
    biz(3, true),
    biz(4, true),
    biz(5, true),
    biz(6, true, '08:00', '16:00'),
  ];

  it('days are unavailable by default and fall back to the business hours', () => {
    const rows = workingHoursRows([], business);
    expect(rows.every((r) => !r.isAvailable)).toBe(true);
    expect(rows[2]).toMatchObject({ openTime: '09:00', closeTime: '17:00', minTime: '09:00', maxTime: '17:00' });
  });

  it('loads existing records, bounded by the business hours; closed days stay off', () => {
    const rows = workingHoursRows(
      [
        { dayOfWeek: 0, isAvailable: true, openTime: '10:00', closeTime: '12:00' },
        { dayOfWeek: 6, isAvailable: true, openTime: '07:00', closeTime: '19:00' },
      ],
      business,
    );
    expect(rows[0]).toMatchObject({ closed: true, isAvailable: false });
    expect(rows[6]).toMatchObject({ isAvailable: true, openTime: '08:00', closeTime: '16:00' });
  });

  it('defaults to 08:00-18:00 when business hours are unknown', () => {
    expect(workingHoursRows([], [])[0]).toMatchObject({ closed: false, openTime: '08:00', closeTime: '18:00' });
  });

  it('offers times every 15 minutes within the bounds', () => {
    expect(timeOptions('08:10', '09:00')).toEqual(['08:10', '08:15', '08:30', '08:45', '09:00']);
  });
});
