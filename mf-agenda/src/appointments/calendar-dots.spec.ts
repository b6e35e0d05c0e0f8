import type { AppointmentDto } from '@salao/contracts';
import { countByDay, dotColor } from './calendar-dots';

describe('calendar dots', () => {
  it.each([
    [0, null],
    [1, 'green'],
    [2, 'yellow'],
    [3, 'yellow'],
    [4, 'red'],
    [12, 'red'],
  ])('%i appointments -> %s', (count, color) => {
    expect(dotColor(count)).toBe(color);
  });

  it('counts appointments per local day', () => {
    const list = ['2025-03-10T09:00:00', '2025-03-10T17:30:00', '2025-03-11T08:00:00'].map((appointmentDate) => ({ appointmentDate }) as AppointmentDto);
    expect(Object.fromEntries(countByDay(list))).toEqual({ '2025-03-10': 2, '2025-03-11': 1 });
  });
});
