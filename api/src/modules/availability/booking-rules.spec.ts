import { bookingRefusal } from './booking-rules';
import type { DayInput } from './available-times';
import { localInstant } from '../../platform/time/wall-clock';

const SP = 'America/Sao_Paulo';
const day: Omit<DayInput, 'booked'> = {
  date: '2024-06-03',
  zone: SP,
  now: 0,
  durationMinutes: 60,
  business: { isOpen: true, isHoliday: false, openTime: '08:00', closeTime: '18:00' },
  staffDay: { isAvailable: true, openTime: '09:00', closeTime: '17:00' },
  absences: [],
};
const at = (time: string) => localInstant(day.date, time, SP);

describe('booking rules', () => {
  it('allows a booking inside every window', () => {
    expect(bookingRefusal(day, at('09:00'))).toBeNull();
    expect(bookingRefusal(day, at('16:00'))).toBeNull();
  });

  it('refuses, in order: past, closed, outside business hours, absence, outside staff hours', () => {
    expect(bookingRefusal({ ...day, now: at('10:00') }, at('09:50'))).toBe('past');
    expect(bookingRefusal({ ...day, business: { ...day.business, isOpen: false } }, at('10:00'))).toBe('closed');
    expect(bookingRefusal(day, at('17:30'))).toBe('outside_business_hours');
    expect(bookingRefusal(day, at('07:30'))).toBe('outside_business_hours');
    expect(bookingRefusal({ ...day, absences: [{ startDate: '2024-06-03', endDate: '2024-06-03' }] }, at('10:00'))).toBe('absence');
    expect(bookingRefusal(day, at('16:30'))).toBe('outside_staff_hours');
    expect(bookingRefusal({ ...day, staffDay: { ...day.staffDay!, isAvailable: false } }, at('10:00'))).toBe('outside_staff_hours');
  });

  it('refuses a booking that touches a time block of that day, and allows one right after it', () => {
    const lunch = { date: '2024-05-27', startTime: '12:00', endTime: '13:00', repeat: 'weekly' as const, until: null };
    expect(bookingRefusal({ ...day, blocks: [lunch] }, at('11:30'))).toBe('blocked');
    expect(bookingRefusal({ ...day, blocks: [lunch] }, at('12:30'))).toBe('blocked');
    expect(bookingRefusal({ ...day, blocks: [lunch] }, at('13:00'))).toBeNull();
    expect(bookingRefusal({ ...day, blocks: [{ ...lunch, repeat: 'none', until: '2024-05-27' }] }, at('12:00'))).toBeNull();
  });

  it('the cleanup after the service counts as her time: it must end inside her hours too', () => {
    const timing = { processingStartMinutes: 0, processingMinutes: 0, cleanupMinutes: 15 };
    expect(bookingRefusal({ ...day, timing }, at('15:45'))).toBeNull();
    expect(bookingRefusal({ ...day, timing }, at('16:00'))).toBe('outside_staff_hours');
    expect(bookingRefusal({ ...day, timing, staffDay: undefined }, at('17:00'))).toBe('outside_business_hours');
  });

  it('any start is accepted, on the marks of the step or not', () => {
    expect(bookingRefusal(day, at('09:05'))).toBeNull();
  });

  it('a staff member without configured hours works the business hours', () => {
    expect(bookingRefusal({ ...day, staffDay: undefined }, at('08:00'))).toBeNull();
  });
});
