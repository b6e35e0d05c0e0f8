import { PLANS, TRIAL_DAYS, toCents, type PlanName } from '@salao/contracts';
import type Stripe from 'stripe';
import type { AppConfig } from '../../platform/config/config';
import { lazyStripe } from '../../platform/stripe/stripe-sdk';
import type { BillingRepository } from './billing.repository';
import type { CreatedPayment, CreatedSubscription, NewPayment, NewSubscription, PaymentProvider, ProviderEvent, SubscriptionRef } from './payment-provider';

/** Subscriptions on Stripe: monthly prices per plan (env, else created once and kept in billing_prices). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey?: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | null;

  constructor(
    config: AppConfig,
    private readonly repository: BillingRepository,
  ) {
    const s = config.stripe;
    this.stripe = lazyStripe(s.secretKey!, s.apiHost)();
    this.publishableKey = s.publishableKey ?? undefined;
    this.webhookSecret = s.webhookSecret;
    this.envPrices = s.prices;
  }

  private readonly envPrices: Partial<Record<PlanName, string>>;

  /** Price id of a plan: from env, else kept in the database, else created now (once: the insert keeps the first). */
  async priceId(plan: PlanName): Promise<string> {
    const fromEnv = this.envPrices[plan];
    if (fromEnv) return fromEnv;
    const kept = await this.repository.priceOf(plan);
    if (kept) return kept;
    const price = await this.stripe.prices.create({
      currency: 'brl',
      unit_amount: toCents(PLANS[plan].price),
      recurring: { interval: 'month' },
      product_data: { name: `Salão ${plan}` },
      metadata: { plan },
    });
    return this.repository.keepPrice(plan, price.id);
  }

  async planOfPrice(priceId: string | undefined): Promise<PlanName | null> {
    if (!priceId) return null;
    const fromEnv = (Object.keys(this.envPrices) as PlanName[]).find((p) => this.envPrices[p] === priceId);
    return fromEnv ?? (await this.repository.planOfPrice(priceId));
  }

  /** Customer + subscription in trial; the card is collected by the subscription's setup intent. */
  async createPayment(p: NewPayment): Promise<CreatedPayment> {
    const customer = await this.stripe.customers.create({ email: p.email, name: p.name });
    const subscription = await this.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await this.priceId(p.plan) }],
      trial_period_days: TRIAL_DAYS,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['pending_setup_intent'],
      metadata: { plan: p.plan },
    });
    const intent = subscription.pending_setup_intent as Stripe.SetupIntent | null;
    if (!intent?.client_secret) throw new Error('Stripe não devolveu o setup intent da assinatura.');
    return { customerId: customer.id, paymentIntentId: intent.id, clientSecret: intent.client_secret, subscriptionId: subscription.id };
  }

  async createCustomer(c: { email: string; name: string }): Promise<string> {
    return (await this.stripe.customers.create({ email: c.email, name: c.name })).id;
  }

  /** One more subscription under an existing customer: the network's card pays it, else its setup intent collects one. */
  async subscribe(s: NewSubscription): Promise<CreatedSubscription> {
    const subscription = await this.stripe.subscriptions.create({
      customer: s.customerId,
      items: [{ price: await this.priceId(s.plan) }],
      trial_end: s.trialEnd ? Math.floor(s.trialEnd.getTime() / 1000) : 'now',
      ...(s.paymentMethodId
        ? { default_payment_method: s.paymentMethodId, payment_behavior: 'allow_incomplete' as const }
        : { payment_behavior: 'default_incomplete' as const, payment_settings: { save_default_payment_method: 'on_subscription' as const } }),
      expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'],
      metadata: { plan: s.plan, establishment_id: String(s.establishmentId) },
    });
    if (s.paymentMethodId) return { subscriptionId: subscription.id, clientSecret: null };
    const intent = subscription.pending_setup_intent as Stripe.SetupIntent | null;
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = intent?.client_secret ?? invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new Error('Stripe não devolveu onde coletar o cartão da assinatura.');
    return { subscriptionId: subscription.id, clientSecret };
  }

  async isPaid(intentId: string): Promise<boolean> {
    if (intentId.startsWith('seti_')) return (await this.stripe.setupIntents.retrieve(intentId)).status === 'succeeded';
    return (await this.stripe.paymentIntents.retrieve(intentId)).status === 'succeeded';
  }

  async changePlan(ref: SubscriptionRef, plan: PlanName, immediate: boolean): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(required(ref.subscriptionId));
    const item = subscription.items.data[0]!;
    await this.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: await this.priceId(plan) }],
      // An upgrade is charged now for the rest of the period; a downgrade's lower price starts next period.
      proration_behavior: immediate ? 'always_invoice' : 'none',
      metadata: { plan },
    });
  }

  async cancelAtPeriodEnd(ref: SubscriptionRef): Promise<void> {
    await this.stripe.subscriptions.update(required(ref.subscriptionId), { cancel_at_period_end: true });
  }

  async portalUrl(ref: SubscriptionRef, returnUrl: string): Promise<string> {
    return (await this.stripe.billingPortal.sessions.create({ customer: required(ref.customerId), return_url: returnUrl })).url;
  }

  verifyEvent(raw: Buffer, signature: string | undefined): ProviderEvent | null {
    if (!this.webhookSecret || !signature) return null;
    try {
      const event = this.stripe.webhooks.constructEvent(raw, signature, this.webhookSecret);
      return { id: event.id, type: event.type, created: event.created, object: event.data.object as unknown as Record<string, any> };
    } catch {
      return null;
    }
  }
}

function required(id: string | null): string {
  if (!id) throw new Error('Estabelecimento sem assinatura no Stripe.');
  return id;
}
