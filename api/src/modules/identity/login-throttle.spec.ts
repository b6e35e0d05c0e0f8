import { accountDelayMs } from './login-throttle.service';

describe('account-wide login delay', () => {
  it('is zero up to 5 failures, then 200 ms doubling, capped at 3 s', () => {
    expect([0, 5, 6, 7, 8, 9, 10, 50].map(accountDelayMs)).toEqual([0, 0, 200, 400, 800, 1600, 3000, 3000]);
  });
});
