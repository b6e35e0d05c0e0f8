import { isReadOnlyStatus, paymentIntentIdFromSecret } from './dto';

describe('paymentIntentIdFromSecret', () => {
  it('keeps the part before _secret_', () => {
    expect(paymentIntentIdFromSecret('pi_123_secret_abc')).toBe('pi_123');
    expect(paymentIntentIdFromSecret('pi_456')).toBe('pi_456');
  });
});

describe('isReadOnlyStatus', () => {
  it('only a canceled subscription is read-only', () => {
    expect(isReadOnlyStatus('canceled')).toBe(true);
    expect(isReadOnlyStatus('past_due')).toBe(false);
  });
});
