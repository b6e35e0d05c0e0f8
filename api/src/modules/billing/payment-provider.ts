import type { BillingProvider, PlanName } from '@salao/contracts';

export interface NewPayment {
  email: string;
  name: string;
  plan: PlanName;
  amountCents: number;
}

export interface CreatedPayment {
  customerId: string;
  /** What confirm-payment takes: a payment intent, or with Stripe's trial the subscription's setup intent. */
  paymentIntentId: string;
  clientSecret: string;
  subscriptionId?: string;
}

/** The provider's ids of an establishment's subscription. */
export interface SubscriptionRef {
  customerId: string | null;
  subscriptionId: string | null;
}

/** A webhook event whose signature was verified. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, provider clock: orders the events. */
  created: number;
  object: Record<string, any>;
}

/** What billing needs from a card-payment provider. Stripe implements it with its SDK; the sandbox locally. */
export interface PaymentProvider {
  readonly name: BillingProvider;
  readonly publishableKey?: string;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** Whether the provider says this payment (or card setup) went through. */
  isPaid(paymentIntentId: string): Promise<boolean>;
  /** immediate: upgrade now with proration; else the new price starts with the next period. */
  changePlan(ref: SubscriptionRef, plan: PlanName, immediate: boolean): Promise<void>;
  cancelAtPeriodEnd(ref: SubscriptionRef): Promise<void>;
  portalUrl(ref: SubscriptionRef, returnUrl: string): Promise<string>;
  /** The plan a provider price id stands for, when known. */
  planOfPrice(priceId: string | undefined): Promise<PlanName | null>;
  /** The event, or null when the signature does not match the raw body. */
  verifyEvent(raw: Buffer, signature: string | undefined): ProviderEvent | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
