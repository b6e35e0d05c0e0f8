import { randomToken } from '../../platform/auth/tokens';
import type { CreatedPayment, PaymentProvider } from './payment-provider';

/**
 * Test-mode provider used when no Stripe key is configured: the same flow (customer, payment intent,
 * client secret, confirmation) runs locally, and the payment page says it is a test.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  async createPayment(): Promise<CreatedPayment> {
    const paymentIntentId = `pi_sandbox_${randomToken(12)}`;
    return {
      customerId: `cus_sandbox_${randomToken(12)}`,
      paymentIntentId,
      clientSecret: `${paymentIntentId}_secret_${randomToken(12)}`,
    };
  }

  /** The sandbox's test card form always succeeds: there is no money involved. */
  async isPaid(): Promise<boolean> {
    return true;
  }
}
