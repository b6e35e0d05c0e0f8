import { FALLBACK_SLOTS } from './slot-times';

describe('slot times', () => {
  it('fallback grid is every 10 min from 09:00 to 17:50, all disabled', () => {
    expect(FALLBACK_SLOTS[0]!.time).toBe('09:00');
    expect(FALLBACK_SLOTS.at(-1)!.time).toBe('17:50');
    expect(FALLBACK_SLOTS).toHaveLength(54);
    expect(FALLBACK_SLOTS.every((s) => !s.available)).toBe(true);
  });
});
