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

/** A unit's own subscription under its network's customer (docs/product/units.md, 'Plans and billing'). */
export interface NewSubscription {
  customerId: string;
  plan: PlanName;
  establishmentId: number;
  /** The unit's trial end, still ahead; null: charged from now. */
  trialEnd: Date | null;
  /** The network's card on file: the subscription is paid with it and no card form is needed. */
  paymentMethodId: string | null;
}

export interface CreatedSubscription {
  subscriptionId: string;
  /** Where the card form collects a card; null when the network's card pays it. */
  clientSecret: string | null;
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
  /** A customer with no subscription yet: the payer of a network's units. */
  createCustomer(customer: { email: string; name: string }): Promise<string>;
  subscribe(subscription: NewSubscription): Promise<CreatedSubscription>;
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
