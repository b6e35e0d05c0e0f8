import type { BillingProvider } from '@salao/contracts';

export interface NewPayment {
  email: string;
  name: string;
  plan: string;
  amountCents: number;
}

export interface CreatedPayment {
  customerId: string;
  paymentIntentId: string;
  clientSecret: string;
}

/** What registration needs from a card-payment provider. Stripe implements it with its SDK; the sandbox locally. */
export interface PaymentProvider {
  readonly name: BillingProvider;
  readonly publishableKey?: string;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** Whether the provider says this payment went through. */
  isPaid(paymentIntentId: string): Promise<boolean>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
