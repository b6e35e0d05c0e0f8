import { isBlockedWhenReadOnly } from './auth.guard';

describe('read-only account (canceled subscription)', () => {
  it('blocks writes but not reads, billing (to reactivate) or logout', () => {
    expect(isBlockedWhenReadOnly('POST', '/api/clients')).toBe(true);
    expect(isBlockedWhenReadOnly('DELETE', '/api/appointments/1')).toBe(true);
    expect(isBlockedWhenReadOnly('GET', '/api/clients')).toBe(false);
    expect(isBlockedWhenReadOnly('POST', '/api/billing/change-plan')).toBe(false);
    expect(isBlockedWhenReadOnly('POST', '/api/logout')).toBe(false);
    expect(isBlockedWhenReadOnly('PUT', '/api/user/password')).toBe(false);
    expect(isBlockedWhenReadOnly('PUT', '/api/user/email')).toBe(false);
    expect(isBlockedWhenReadOnly('PUT', '/api/user/emailx')).toBe(true);
  });
});
