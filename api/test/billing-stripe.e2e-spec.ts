import { ApiClient } from './support/client';
import { account, deliver, signedEvent, startSignup, subscription, useStripeApp } from './support/stripe-app';

const priceOf = async (ctx: ReturnType<typeof useStripeApp>, plan: string) =>
  (await ctx.t.db.query(`SELECT price_id FROM billing_prices WHERE plan = $1`, [plan]))[0]?.price_id as string;

/** Registration and plan changes with the Stripe provider, against a local fake of Stripe's endpoints. */
describe('Stripe subscriptions (fake Stripe)', () => {
  const ctx = useStripeApp();
  const anon = () => new ApiClient(ctx.t.url);

  it('create-subscription: customer + subscription with a 7-day trial; the setup intent secret goes to /pagamento', async () => {
    expect((await anon().get('/api/billing/config')).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local' });
    const s = await startSignup(ctx, 2);
    expect(s.customerId).toMatch(/^cus_fake/);
    expect(s.setupIntentId).toMatch(/^seti_fake/);
    const created = ctx.fake.calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions' && c.body.customer === s.customerId)!;
    expect(created.body.trial_period_days).toBe('7');
    expect(created.body['items[0][price]']).toBe(await priceOf(ctx, 'Core'));
    // Not confirmed by the card form yet: no account.
    const early = await anon().post('/api/confirm-payment', { paymentIntentId: s.setupIntentId });
    expect(early.status).toBe(402);
    expect(await ctx.t.db.query(`SELECT 1 FROM users WHERE email = $1`, [s.email])).toHaveLength(0);
  });

  it('prices are created once and kept (the run shares one database: another file may have made it)', async () => {
    const created = () => ctx.fake.calls.filter((c) => c.path === '/v1/prices' && c.body['metadata[plan]'] === 'Core').length;
    await startSignup(ctx, 2);
    const before = created();
    await Promise.all([startSignup(ctx, 2), startSignup(ctx, 2)]);
    expect(before).toBeLessThanOrEqual(1);
    expect(created()).toBe(before);
    expect(await ctx.t.db.query(`SELECT plan FROM billing_prices WHERE plan = 'Core'`)).toHaveLength(1);
  });

  it('the browser confirmation and the webhook race: the account is created exactly once, trialing', async () => {
    for (let i = 0; i < 3; i++) {
      const s = await startSignup(ctx, 2);
      ctx.fake.confirmed.add(s.setupIntentId);
      const hook = signedEvent(
        'customer.subscription.updated',
        subscription(s.subscriptionId, { status: 'trialing', price: await priceOf(ctx, 'Core'), paymentMethod: 'pm_card' }),
      );
      const [browser, webhook, again] = await Promise.all([
        anon().post('/api/confirm-payment', { paymentIntentId: s.setupIntentId }),
        deliver(ctx.t, hook),
        anon().post('/api/confirm-payment-manual', { stripeCustomerId: s.customerId }),
      ]);
      expect([browser.status, webhook.status, again.status]).toEqual([200, 200, 200]);
      expect(await ctx.t.db.query(`SELECT 1 FROM users WHERE email = $1`, [s.email])).toHaveLength(1);
      const [est] = await ctx.t.db.query(`SELECT id, plan, billing_status, billing_subscription_id FROM establishments WHERE email = $1`, [s.email]);
      expect(est).toMatchObject({ id: browser.body.establishmentId, plan: 'Core', billing_status: 'trialing', billing_subscription_id: s.subscriptionId });
    }
  });

  it('upgrade: charged now with proration and applied at once', async () => {
    const a = await account(ctx, 2);
    const up = await a.client.post('/api/billing/change-plan', { planId: 3 });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ plan: 'Expert', pendingPlan: null, provider: 'stripe' });
    const call = ctx.fake.calls.filter((c) => c.path === `/v1/subscriptions/${a.subscriptionId}` && c.method === 'POST').at(-1)!;
    expect(call.body).toMatchObject({ proration_behavior: 'always_invoice', 'items[0][price]': await priceOf(ctx, 'Expert') });
    expect((await a.client.get('/api/establishment/permissions')).body).toMatchObject({ plan: { name: 'Expert' } });
  });

  it('downgrade: the lower price starts next period; the plan changes when Stripe rolls the period over', async () => {
    const a = await account(ctx, 3);
    const down = await a.client.post('/api/billing/change-plan', { planId: 2 });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ plan: 'Expert', pendingPlan: 'Core' });
    const call = ctx.fake.calls.filter((c) => c.path === `/v1/subscriptions/${a.subscriptionId}` && c.method === 'POST').at(-1)!;
    expect(call.body.proration_behavior).toBe('none');
    const core = await priceOf(ctx, 'Core');
    const periodEnd = Math.floor(Date.parse(down.body.currentPeriodEnd) / 1000);
    // Same period (the update's own event): still Expert.
    expect(
      (await deliver(ctx.t, signedEvent('customer.subscription.updated', subscription(a.subscriptionId, { status: 'trialing', price: core, periodEnd }))))
        .status,
    ).toBe(200);
    expect((await a.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Expert', pendingPlan: 'Core' });
    // Next period.
    await deliver(
      ctx.t,
      signedEvent(
        'customer.subscription.updated',
        subscription(a.subscriptionId, { status: 'active', price: core, periodEnd: periodEnd + 30 * 86400 }),
        Math.floor(Date.now() / 1000) + 5,
      ),
    );
    expect((await a.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Core', pendingPlan: null, status: 'active' });
  });

  it('a downgrade below the current staff count answers 409 and changes nothing at Stripe', async () => {
    const a = await account(ctx, 2);
    await ctx.t.db.query(`INSERT INTO staff (establishment_id, name, role) SELECT $1, 'Pessoa ' || g, 'Manicure' FROM generate_series(1, 4) g`, [
      a.establishmentId,
    ]);
    const before = ctx.fake.calls.length;
    const refused = await a.client.post('/api/billing/change-plan', { planId: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('O plano Base permite até 2 colaboradores e você tem 4. Remova 2 colaborador(es) antes de mudar de plano.');
    expect(ctx.fake.calls.length).toBe(before);
    expect((await a.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Core', pendingPlan: null });
  });

  it('portal: a Stripe customer portal session for the establishment', async () => {
    const a = await account(ctx, 1);
    const portal = await a.client.post('/api/billing/portal');
    expect(portal.body).toEqual({ url: `https://billing.stripe.test/p/${a.customerId}` });
    expect(ctx.fake.calls.at(-1)!.body.return_url).toMatch(/\/configuracoes\?aba=seguranca#plano$/);
  });
});
