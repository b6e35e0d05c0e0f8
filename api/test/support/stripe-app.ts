import { ApiClient } from './client';
import { startApp, type TestApp } from './app';
import { signedEvent, startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from './fake-stripe';
import { unique } from './factories';

export interface StripeCtx {
  t: TestApp;
  fake: FakeStripe;
}

/** One API process with the Stripe provider pointed at a local fake, for a describe block. */
export function useStripeApp(): StripeCtx {
  const ctx = {} as StripeCtx;
  beforeAll(async () => {
    ctx.fake = await startFakeStripe();
    ctx.t = await startApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: ctx.fake.host,
    });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.fake.close();
  });
  return ctx;
}

/** Posts a signed delivery exactly as Stripe does (its servers send no Origin; a foreign one must not matter). */
export async function deliver(t: TestApp, event: { payload: string; signature: string }): Promise<{ status: number; body: any }> {
  const res = await fetch(`${t.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature, origin: 'https://stripe.com' },
    body: event.payload,
  });
  return { status: res.status, body: await res.json() };
}

export interface Signup {
  email: string;
  password: string;
  customerId: string;
  setupIntentId: string;
  subscriptionId: string;
}

/** A pending registration: customer and trial subscription created at the fake. */
export async function startSignup(ctx: StripeCtx, planId = 2): Promise<Signup> {
  const email = `${unique('stripe')}@teste.com`;
  const res = await new ApiClient(ctx.t.url).post('/api/create-subscription', {
    establishmentName: 'Studio Stripe',
    userName: 'Ana Stripe',
    email,
    phone: '11912345678',
    segment: 'Salão',
    password: 'segredo123',
    planId,
  });
  if (res.status !== 200) throw new Error(`create-subscription: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await ctx.t.db.query(`SELECT payment_intent_id, subscription_id FROM pending_signups WHERE customer_id = $1`, [res.body.customerId]);
  return { email, password: 'segredo123', customerId: res.body.customerId, setupIntentId: row.payment_intent_id, subscriptionId: row.subscription_id };
}

/** A finished signup (card confirmed in the browser), with the admin logged in. */
export async function account(ctx: StripeCtx, planId = 2) {
  const s = await startSignup(ctx, planId);
  ctx.fake.confirmed.add(s.setupIntentId);
  const paid = await new ApiClient(ctx.t.url).post('/api/confirm-payment', { paymentIntentId: s.setupIntentId });
  if (paid.status !== 200) throw new Error(`confirm-payment: ${paid.status} ${JSON.stringify(paid.body)}`);
  const client = new ApiClient(ctx.t.url);
  await client.login(s.email, s.password);
  return { ...s, establishmentId: paid.body.establishmentId as number, client };
}

/** A Stripe subscription object as the webhook carries it. */
export function subscription(
  id: string,
  fields: { status?: string; price?: string; periodEnd?: number; cancelAtPeriodEnd?: boolean; paymentMethod?: string } = {},
) {
  return {
    id,
    object: 'subscription',
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    default_payment_method: fields.paymentMethod ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          price: { id: fields.price ?? 'price_desconhecido' },
          current_period_end: fields.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400,
        },
      ],
    },
  };
}

export { signedEvent };
