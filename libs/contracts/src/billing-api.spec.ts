import { paymentIntentIdFromSecret } from './billing-api';

describe('paymentIntentIdFromSecret', () => {
  it('keeps the part before _secret_', () => {
    expect(paymentIntentIdFromSecret('pi_123_secret_abc')).toBe('pi_123');
    expect(paymentIntentIdFromSecret('pi_456')).toBe('pi_456');
  });
});
