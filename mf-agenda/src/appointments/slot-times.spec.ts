import { EDIT_TIMES, FALLBACK_SLOTS } from './slot-times';

describe('slot times', () => {
  it('edit list is every 30 min from 08:00 to 17:30', () => {
    expect(EDIT_TIMES[0]).toBe('08:00');
    expect(EDIT_TIMES.at(-1)).toBe('17:30');
    expect(EDIT_TIMES).toHaveLength(20);
  });

  it('fallback grid is every 10 min from 09:00 to 17:50, all disabled', () => {
    expect(FALLBACK_SLOTS[0]!.time).toBe('09:00');
    expect(FALLBACK_SLOTS.at(-1)!.time).toBe('17:50');
    expect(FALLBACK_SLOTS).toHaveLength(54);
    expect(FALLBACK_SLOTS.every((s) => !s.available)).toBe(true);
  });
});
