import { RETRY_WINDOW_MS, retriesExhausted, retryDelaySeconds } from './retry-schedule';

describe('webhook retry schedule', () => {
  it('backs off ×4 from 5 s up to 6 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelaySeconds)).toEqual([5, 20, 80, 320, 1280, 5120, 20480, 21600, 21600]);
  });

  it('gives up once failures have lasted 3 days', () => {
    const first = new Date('2026-03-01T12:00:00Z');
    expect(retriesExhausted(first, first.getTime() + RETRY_WINDOW_MS - 1)).toBe(false);
    expect(retriesExhausted(first, first.getTime() + RETRY_WINDOW_MS)).toBe(true);
  });
});
