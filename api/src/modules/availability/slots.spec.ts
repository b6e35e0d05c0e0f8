import { classifySlots, slotStarts } from './slots';
import { plainTiming } from './service-timing';
import { localInstant, localTime, minutes } from '../../platform/time/wall-clock';

const SP = 'America/Sao_Paulo';
const at = (time: string, date = '2024-06-03', zone = SP) => localInstant(date, time, zone);

describe('slots', () => {
  it('steps through the window every 10 minutes, the last start 10 minutes before closing', () => {
    const starts = slotStarts({ start: at('09:00'), end: at('18:00') }, SP);
    expect(starts).toHaveLength(54);
    expect(localTime(starts[0]!, SP)).toBe('09:00');
    expect(localTime(starts[53]!, SP)).toBe('17:50');
  });

  it("starts on the clock's marks of the step whatever minute the window opens, never before it", () => {
    const label = (starts: number[], zone = SP) => starts.map((s) => localTime(s, zone));
    expect(label(slotStarts({ start: at('09:05'), end: at('09:40') }, SP))).toEqual(['09:10', '09:20', '09:30']);
    expect(label(slotStarts({ start: at('09:10'), end: at('09:30') }, SP))).toEqual(['09:10', '09:20']);
    expect(label(slotStarts({ start: at('09:01'), end: at('10:00') }, SP, 30))).toEqual(['09:30']);
    expect(label(slotStarts({ start: at('09:55'), end: at('10:00') }, SP))).toEqual([]);
    // Marks of the establishment's clock, not of UTC: Kolkata is +05:30, so its 09:05 is 03:35Z.
    const zone = 'Asia/Kolkata';
    expect(label(slotStarts({ start: at('09:05', '2024-06-03', zone), end: at('10:00', '2024-06-03', zone) }, zone, 20), zone)).toEqual(['09:20', '09:40']);
  });

  it('available only when the whole service fits in a free range; isBooked when the start is inside a booking', () => {
    const starts = slotStarts({ start: at('09:00'), end: at('11:00') }, SP, 30);
    const booked = [{ start: at('10:00'), end: at('10:30') }];
    const free = [
      { start: at('09:00'), end: at('10:00') },
      { start: at('10:30'), end: at('11:00') },
    ];
    const slots = classifySlots(starts, plainTiming(45), free, booked, 0, SP);
    expect(slots).toEqual([
      { time: '09:00', available: true, isPast: false, isBooked: false },
      { time: '09:30', available: false, isPast: false, isBooked: false },
      { time: '10:00', available: false, isPast: false, isBooked: true },
      { time: '10:30', available: false, isPast: false, isBooked: false },
    ]);
  });

  it('starts before now are past and unavailable', () => {
    const starts = slotStarts({ start: at('09:00'), end: at('10:00') }, SP, 20);
    const free = [{ start: at('09:00'), end: at('10:00') }];
    const slots = classifySlots(starts, plainTiming(20), free, [], at('09:25'), SP);
    expect(slots.map((s) => [s.time, s.isPast, s.available])).toEqual([
      ['09:00', true, false],
      ['09:20', true, false],
      ['09:40', false, true],
    ]);
  });

  it('a non-hour offset zone (Asia/Kolkata) labels slots on its own wall clock', () => {
    const zone = 'Asia/Kolkata';
    const starts = slotStarts({ start: at('09:00', '2024-06-03', zone), end: at('09:30', '2024-06-03', zone) }, zone);
    expect(starts.map((s) => localTime(s, zone))).toEqual(['09:00', '09:10', '09:20']);
  });

  it('across New York spring forward the labels jump from 01:50 to 03:00 with no gap in real time', () => {
    const zone = 'America/New_York';
    const starts = slotStarts({ start: at('01:30', '2024-03-10', zone), end: at('03:20', '2024-03-10', zone) }, zone);
    expect(starts.map((s) => localTime(s, zone))).toEqual(['01:30', '01:40', '01:50', '03:00', '03:10']);
    expect(starts[3]! - starts[2]!).toBe(minutes(10));
  });
});
