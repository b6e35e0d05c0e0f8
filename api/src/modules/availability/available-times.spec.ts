import { availableTimes, freeRanges, type DayInput } from './available-times';
import { localInstant } from '../../platform/time/wall-clock';

const SP = 'America/Sao_Paulo';
const base: DayInput = {
  date: '2024-06-03',
  zone: SP,
  now: 0,
  durationMinutes: 30,
  business: { isOpen: true, isHoliday: false, openTime: '08:00', closeTime: '18:00' },
  staffDay: undefined,
  absences: [],
  booked: [],
};
const at = (time: string, input = base) => localInstant(input.date, time, input.zone);
const availableTimesOf = (input: DayInput) =>
  availableTimes(input)
    .timeSlots.filter((s) => s.available)
    .map((s) => s.time);

describe('available times (the composed pipeline)', () => {
  it('a closed day answers closed with no slots', () => {
    expect(availableTimes({ ...base, business: { ...base.business, isOpen: false } })).toEqual({ timeSlots: [], closed: true, businessHours: null });
    expect(availableTimes({ ...base, business: { ...base.business, isHoliday: true } }).closed).toBe(true);
  });

  it('an open day answers the business hours and a 10-minute grid over them', () => {
    const answer = availableTimes(base);
    expect(answer.closed).toBe(false);
    expect(answer.businessHours).toEqual({ open: '08:00', close: '18:00' });
    expect(answer.timeSlots).toHaveLength(60);
    expect(availableTimesOf(base).at(-1)).toBe('17:30');
  });

  it('staff hours, absences and bookings remove time; back-to-back starts stay available', () => {
    const input: DayInput = {
      ...base,
      staffDay: { isAvailable: true, openTime: '09:00', closeTime: '12:00' },
      booked: [{ start: at('10:00'), end: at('10:30') }],
    };
    const times = availableTimesOf(input);
    expect(times[0]).toBe('09:00');
    expect(times).toContain('09:30');
    expect(times).not.toContain('09:40');
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:30');
    expect(times.at(-1)).toBe('11:30');
    expect(availableTimesOf({ ...input, absences: [{ startDate: '2024-06-01', endDate: '2024-06-03' }] })).toEqual([]);
  });

  it('an opening or a booking off the marks still offers starts on the marks (09:05 opens with 09:10; a booking to 10:05 frees 10:10)', () => {
    const input: DayInput = {
      ...base,
      business: { ...base.business, openTime: '09:05', closeTime: '12:00' },
      booked: [{ start: at('10:00'), end: at('10:05') }],
    };
    const answer = availableTimes(input);
    expect(answer.businessHours).toEqual({ open: '09:05', close: '12:00' });
    expect(answer.timeSlots.slice(0, 3).map((s) => s.time)).toEqual(['09:10', '09:20', '09:30']);
    const times = availableTimesOf(input);
    expect(times).not.toContain('09:05');
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:10');
    expect(times.every((t) => t.endsWith('0'))).toBe(true);
  });

  it("another booking's pause is free for a service that fits in it; a cleanup is busy time, its own too", () => {
    // A 10:00 colour with its pause 10:30-11:00 and 15 min cleanup after 11:30: busy 10:00-10:30 and 11:00-11:45.
    const input: DayInput = {
      ...base,
      booked: [
        { start: at('10:00'), end: at('10:30') },
        { start: at('11:00'), end: at('11:45') },
      ],
    };
    const slots = availableTimes(input).timeSlots;
    expect(slots.find((s) => s.time === '10:30')).toMatchObject({ available: true, isBooked: false });
    expect(slots.find((s) => s.time === '10:40')).toMatchObject({ available: false, isBooked: false });
    expect(slots.find((s) => s.time === '11:30')).toMatchObject({ available: false, isBooked: true });
    expect(slots.find((s) => s.time === '11:50')).toMatchObject({ available: true });
    // A service with its own 15 min cleanup must end 15 min before the next busy time and before closing.
    const withCleanup = availableTimesOf({ ...input, timing: { processingStartMinutes: 0, processingMinutes: 0, cleanupMinutes: 15 } });
    expect(withCleanup).not.toContain('09:30');
    expect(withCleanup).toContain('09:10');
    expect(withCleanup).not.toContain('10:30');
    expect(withCleanup.at(-1)).toBe('17:10');
    // A service with a pause takes a start whose pause holds another's busy time: 09:30 + 20 min, pause 20 min.
    const paused = availableTimesOf({ ...input, durationMinutes: 60, timing: { processingStartMinutes: 20, processingMinutes: 30, cleanupMinutes: 0 } });
    expect(paused).toContain('09:40');
    expect(paused).not.toContain('09:50');
  });

  it('today after now: earlier starts are past', () => {
    const slots = availableTimes({ ...base, now: at('12:05') }).timeSlots;
    expect(slots.find((s) => s.time === '12:00')).toMatchObject({ isPast: true, available: false });
    expect(slots.find((s) => s.time === '12:10')).toMatchObject({ isPast: false, available: true });
  });

  it('a DST day in historical Sao Paulo (2018-11-04) still opens 08:00-18:00 on its wall clock', () => {
    const input = { ...base, date: '2018-11-04', business: { ...base.business } };
    const answer = availableTimes(input);
    expect(answer.timeSlots[0]!.time).toBe('08:00');
    expect(answer.timeSlots.at(-1)!.time).toBe('17:50');
    expect(freeRanges(input)).toEqual([{ start: at('08:00', input), end: at('18:00', input) }]);
  });

  it('a business day across the New York fall-back change repeats the 01:xx labels', () => {
    const input: DayInput = {
      ...base,
      zone: 'America/New_York',
      date: '2024-11-03',
      business: { isOpen: true, isHoliday: false, openTime: '00:00', closeTime: '03:00' },
    };
    const times = availableTimes(input).timeSlots.map((s) => s.time);
    expect(times).toHaveLength(24);
    expect(times.filter((t) => t === '01:00')).toHaveLength(2);
  });

  it('Asia/Kolkata (+05:30): a booking stored as a UTC instant blocks the right local slots', () => {
    const input: DayInput = { ...base, zone: 'Asia/Kolkata', booked: [{ start: Date.parse('2024-06-03T04:30:00Z'), end: Date.parse('2024-06-03T05:00:00Z') }] };
    const slots = availableTimes(input).timeSlots;
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({ isBooked: true, available: false });
    expect(slots.find((s) => s.time === '10:30')).toMatchObject({ isBooked: false, available: true });
    expect(slots.find((s) => s.time === '09:40')).toMatchObject({ available: false });
  });

  it('time blocks of the day are taken out like absences', () => {
    const meeting = { date: '2024-06-03', startTime: '10:00', endTime: '11:00', repeat: 'none' as const, until: '2024-06-03' };
    const times = availableTimesOf({ ...base, blocks: [meeting] });
    expect(times).toContain('09:30');
    expect(times).not.toContain('09:40');
    expect(times).not.toContain('10:30');
    expect(times).toContain('11:00');
  });
});
