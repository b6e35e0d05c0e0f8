import { ApiClient } from './support/client';
import { createTenant, type Tenant } from './support/factories';
import { account, deliver, signedEvent, subscription, useStripeApp } from './support/stripe-app';

/** One payment-provider customer per network (docs/product/units.md, 'Plans and billing'), against the fake Stripe. */
describe('network billing: one customer per network (fake Stripe)', () => {
  const ctx = useStripeApp();
  const customersCreated = () => ctx.fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/customers').length;
  const subscriptionCall = (customer: string) =>
    ctx.fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions' && c.body.customer === customer);
  const billing = async (id: number) =>
    (await ctx.t.db.query(`SELECT plan, billing_status, billing_customer_id, billing_subscription_id FROM establishments WHERE id = $1`, [id]))[0] as {
      plan: string;
      billing_status: string;
      billing_customer_id: string | null;
      billing_subscription_id: string | null;
    };
  const networkCustomers = async (unitId: number) =>
    ctx.t.db.query(
      `SELECT c.customer_id, c.payment_method_id FROM network_billing_customers c JOIN establishments e ON e.network_id = c.network_id WHERE e.id = $1`,
      [unitId],
    );

  /** A new unit of the owner's network, and a session of the owner acting in it. */
  async function newUnit(owner: { client: ApiClient; email: string; password: string }, name: string) {
    const made = await owner.client.post('/api/units', { name });
    if (made.status !== 201) throw new Error(`unit: ${made.status} ${JSON.stringify(made.body)}`);
    const client = new ApiClient(ctx.t.url);
    await client.login(owner.email, owner.password);
    const switched = await client.post('/api/session/unit', { establishmentId: made.body.id });
    if (switched.status !== 200) throw new Error(`switch: ${switched.status}`);
    return { id: made.body.id as number, client };
  }
  const ownerOf = (x: Tenant) => ({ client: x.client, email: x.admin.email, password: x.admin.password });

  it('the first unit to subscribe creates the customer; the next unit subscribes under it, with its own plan and status', async () => {
    const x = await createTenant(ctx.t.url, ctx.t.db, 'Core');
    const unitA = await newUnit(ownerOf(x), 'Unidade A');
    const b = await newUnit(ownerOf(x), 'Unidade B');
    const before = customersCreated();

    const a = await unitA.client.post('/api/billing/subscribe');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ plan: 'Core', status: 'trialing', provider: 'stripe', customerId: expect.stringMatching(/^cus_fake/) });
    expect(a.body.paymentLink).toBe(`/pagamento?client_secret=${encodeURIComponent(a.body.clientSecret)}&retorno=plano`);
    expect(customersCreated()).toBe(before + 1);
    const customer = a.body.customerId as string;
    expect(await networkCustomers(unitA.id)).toEqual([{ customer_id: customer, payment_method_id: null }]);

    const sub = await b.client.post('/api/billing/subscribe');
    expect(sub.status).toBe(200);
    expect(sub.body.customerId).toBe(customer);
    expect(customersCreated()).toBe(before + 1);
    const calls = subscriptionCall(customer);
    expect(calls.map((c) => c.body['metadata[establishment_id]'])).toEqual([String(unitA.id), String(b.id)]);
    // Each unit's trial runs to its own end.
    expect(Number(calls[1]!.body.trial_end)).toBe(Math.floor(Date.parse(sub.body.trialEndsAt) / 1000));
    const [rowA, rowB] = [await billing(unitA.id), await billing(b.id)];
    expect(rowB.billing_customer_id).toBe(customer);
    expect(rowB.billing_subscription_id).not.toBe(rowA.billing_subscription_id);
    expect((await b.client.post('/api/billing/subscribe')).body).toEqual({ message: 'Esta unidade já tem uma assinatura.' });

    // Independent: B upgrades (its own subscription at Stripe), A is paid by a webhook; neither touches the other.
    expect((await b.client.post('/api/billing/change-plan', { planId: 3 })).body).toMatchObject({ plan: 'Expert' });
    const upgraded = ctx.fake.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/')).at(-1)!;
    expect(upgraded.path).toBe(`/v1/subscriptions/${rowB.billing_subscription_id}`);
    const paid = signedEvent('customer.subscription.updated', subscription(rowA.billing_subscription_id!, { status: 'active', paymentMethod: 'pm_rede' }));
    expect((await deliver(ctx.t, paid)).body).toEqual({ received: true, outcome: 'applied' });
    expect(await billing(unitA.id)).toMatchObject({ plan: 'Core', billing_status: 'active' });
    expect((await unitA.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Core', status: 'active' });
    expect(await billing(b.id)).toMatchObject({ plan: 'Expert', billing_status: 'trialing' });
    expect((await b.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Expert', status: 'trialing' });

    // A's card is the network's: the next unit subscribes with it, no card form.
    expect(await networkCustomers(b.id)).toEqual([{ customer_id: customer, payment_method_id: 'pm_rede' }]);
    const c = await newUnit(ownerOf(x), 'Unidade C');
    const withCard = await c.client.post('/api/billing/subscribe');
    expect(withCard.body).toMatchObject({ customerId: customer, paymentLink: null, clientSecret: null });
    expect(subscriptionCall(customer).at(-1)!.body.default_payment_method).toBe('pm_rede');
    expect(customersCreated()).toBe(before + 1);
  });

  it("a signup's customer is its network's: a new unit subscribes under it and any unit's portal opens it", async () => {
    const a = await account(ctx, 2);
    expect(await networkCustomers(a.establishmentId)).toEqual([{ customer_id: a.customerId, payment_method_id: null }]);
    const owner = { client: a.client, email: a.email, password: a.password };
    const b = await newUnit(owner, 'Unidade B');
    // Not subscribed yet: the portal opens the network's customer (before, a unit without one had no portal).
    expect((await b.client.post('/api/billing/portal')).body).toEqual({ url: `https://billing.stripe.test/p/${a.customerId}` });
    const before = customersCreated();
    const sub = await b.client.post('/api/billing/subscribe');
    expect(sub.body).toMatchObject({ customerId: a.customerId, plan: 'Core', status: 'trialing' });
    expect(customersCreated()).toBe(before);
    expect(subscriptionCall(a.customerId)).toHaveLength(2);
    expect((await b.client.post('/api/billing/portal')).body).toEqual({ url: `https://billing.stripe.test/p/${a.customerId}` });
    expect((await a.client.post('/api/billing/portal')).body).toEqual({ url: `https://billing.stripe.test/p/${a.customerId}` });
    // The signup's own subscription is unchanged, and a second subscribe is refused.
    expect(await billing(a.establishmentId)).toMatchObject({ billing_subscription_id: a.subscriptionId, billing_customer_id: a.customerId });
    expect((await a.client.post('/api/billing/subscribe')).status).toBe(409);
  });

  it('fresh units of one network subscribing at the same time create exactly one customer', async () => {
    for (let round = 0; round < 3; round++) {
      const x = await createTenant(ctx.t.url, ctx.t.db, 'Base');
      const units = [await newUnit(ownerOf(x), 'Unidade 1'), await newUnit(ownerOf(x), 'Unidade 2'), await newUnit(ownerOf(x), 'Unidade 3')];
      const before = customersCreated();
      const answers = await Promise.all(units.map((u) => u.client.post('/api/billing/subscribe')));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(customersCreated()).toBe(before + 1);
      const customer = answers[0]!.body.customerId as string;
      expect(answers.map((r) => r.body.customerId)).toEqual([customer, customer, customer]);
      expect(subscriptionCall(customer)).toHaveLength(3);
      expect(await networkCustomers(x.establishmentId)).toEqual([{ customer_id: customer, payment_method_id: null }]);
      const ids = await Promise.all(units.map(async (u) => (await billing(u.id)).billing_subscription_id));
      expect(new Set(ids).size).toBe(3);
    }
  });

  it('a unit in its trial with no subscription yet changes plan and cancels without the provider (no 500)', async () => {
    const x = await createTenant(ctx.t.url, ctx.t.db, 'Core');
    const unit = await newUnit(ownerOf(x), 'Unidade Sem Assinatura');
    expect((await unit.client.get('/api/billing/subscription')).body).toMatchObject({ needsSubscription: true });
    const callsBefore = ctx.fake.calls.length;
    const up = await unit.client.post('/api/billing/change-plan', { planId: 3 });
    expect([up.status, up.body.plan]).toEqual([200, 'Expert']);
    const cancel = await unit.client.post('/api/billing/cancel');
    expect([cancel.status, cancel.body.cancelAtPeriodEnd]).toEqual([200, true]);
    expect(ctx.fake.calls.slice(callsBefore).filter((c) => c.path.startsWith('/v1/subscriptions'))).toEqual([]);
    // Subscribing afterwards takes the plan chosen in the trial.
    expect((await unit.client.post('/api/billing/subscribe')).body).toMatchObject({ plan: 'Expert' });
    expect((await unit.client.get('/api/billing/subscription')).body).not.toHaveProperty('needsSubscription');
  });
});
