import { randomToken } from '../../platform/auth/tokens';
import type { CreatedPayment, CreatedSubscription, NewSubscription, PaymentProvider } from './payment-provider';

/**
 * Test-mode provider used when no Stripe key is configured: the same flow (customer, payment intent,
 * client secret, confirmation, plan changes) runs locally, and the payment page says it is a test.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly appUrl = '') {}

  async createPayment(): Promise<CreatedPayment> {
    const paymentIntentId = `pi_sandbox_${randomToken(12)}`;
    return {
      customerId: `cus_sandbox_${randomToken(12)}`,
      paymentIntentId,
      clientSecret: `${paymentIntentId}_secret_${randomToken(12)}`,
    };
  }

  async createCustomer(): Promise<string> {
    return `cus_sandbox_${randomToken(12)}`;
  }

  async subscribe(s: NewSubscription): Promise<CreatedSubscription> {
    const clientSecret = s.paymentMethodId ? null : `pi_sandbox_${randomToken(12)}_secret_${randomToken(12)}`;
    return { subscriptionId: `sub_sandbox_${randomToken(12)}`, clientSecret };
  }

  /** The sandbox's test card form always succeeds: there is no money involved. */
  async isPaid(): Promise<boolean> {
    return true;
  }

  /** Nothing to charge: the service applies the change locally. */
  async changePlan(): Promise<void> {}

  async cancelAtPeriodEnd(): Promise<void> {}

  /** No customer portal without Stripe: back to the Plano card, which says so (?portal=sandbox). */
  async portalUrl(_ref: unknown, returnUrl: string): Promise<string> {
    const url = new URL(returnUrl || this.appUrl);
    url.searchParams.set('portal', 'sandbox');
    return url.toString();
  }

  async planOfPrice(): Promise<null> {
    return null;
  }

  /** The sandbox receives no webhooks: every delivery is refused as unsigned. */
  verifyEvent(): null {
    return null;
  }
}
