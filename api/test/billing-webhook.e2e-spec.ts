import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BILLING_MSG, dayjs, formatBRL, PLANS, type PlanName } from '@salao/contracts';
import { expectReadOnly } from './support/read-only';
import { signedEvent } from './support/fake-stripe';
import { account, deliver, subscription, useStripeApp } from './support/stripe-app';

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, [join(__dirname, '..', 'dist', 'cli.js'), ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: process.env.TEST_DB_URL },
  });
const now = () => Math.floor(Date.now() / 1000);

/** Signed Stripe events: verified on the raw body, applied once, in any order. */
describe('Stripe webhook (fake Stripe)', () => {
  const ctx = useStripeApp();
  const state = async (id: number) =>
    (await ctx.t.db.query(`SELECT plan, billing_status, cancel_at_period_end FROM establishments WHERE id = $1`, [id]))[0] as {
      plan: string;
      billing_status: string;
      cancel_at_period_end: boolean;
    };

  it('the same event delivered 5 times is applied once', async () => {
    const a = await account(ctx);
    const failed = signedEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice', subscription: a.subscriptionId, amount_paid: 0 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await deliver(ctx.t, failed));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.body.outcome)).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await ctx.t.db.query(`SELECT outcome, establishment_id FROM billing_events WHERE id = $1`, [failed.id])).toEqual([
      { outcome: 'applied', establishment_id: a.establishmentId },
    ]);
    // Concurrent redeliveries too.
    const paid = signedEvent('invoice.paid', { id: 'in_2', object: 'invoice', subscription: a.subscriptionId, amount_paid: 7900 }, now() + 1);
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(ctx.t, paid)));
    expect(together.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
    expect((await state(a.establishmentId)).billing_status).toBe('active');
  });

  it('past_due: a failed invoice; the subscription view says so', async () => {
    const a = await account(ctx);
    await deliver(
      ctx.t,
      signedEvent('invoice.payment_failed', { id: 'in_3', object: 'invoice', parent: { subscription_details: { subscription: a.subscriptionId } } }),
    );
    expect((await a.client.get('/api/billing/subscription')).body).toMatchObject({ status: 'past_due' });
    // Writes still work while past_due.
    expect((await a.client.post('/api/clients', { name: 'Cliente', phone: '11999990000' })).status).toBe(201);
  });

  it('events out of order end in the state of the newest one', async () => {
    const a = await account(ctx);
    const t0 = now() + 10;
    await deliver(ctx.t, signedEvent('customer.subscription.updated', subscription(a.subscriptionId, { status: 'active' }), t0 + 20));
    const late = await deliver(ctx.t, signedEvent('customer.subscription.updated', subscription(a.subscriptionId, { status: 'past_due' }), t0 + 10));
    expect(late.body.outcome).toBe('stale');
    expect((await state(a.establishmentId)).billing_status).toBe('active');
    await deliver(ctx.t, signedEvent('customer.subscription.deleted', subscription(a.subscriptionId, { status: 'canceled' }), t0 + 40));
    await deliver(ctx.t, signedEvent('invoice.paid', { id: 'in_4', subscription: a.subscriptionId, amount_paid: 7900 }, t0 + 30));
    await deliver(ctx.t, signedEvent('customer.subscription.updated', subscription(a.subscriptionId, { status: 'active' }), t0 + 35));
    expect((await state(a.establishmentId)).billing_status).toBe('canceled');
  });

  it('a bad signature → 400 in pt-BR and nothing changes', async () => {
    const a = await account(ctx);
    const before = await state(a.establishmentId);
    const [{ n }] = await ctx.t.db.query(`SELECT count(*)::int AS n FROM billing_events`);
    const good = signedEvent('customer.subscription.deleted', subscription(a.subscriptionId, { status: 'canceled' }));
    const forged = signedEvent('customer.subscription.deleted', subscription(a.subscriptionId, { status: 'canceled' }), now(), 'whsec_outro');
    const tampered = { payload: good.payload.replace('"canceled"', '"active"'), signature: good.signature };
    for (const e of [forged, tampered, { payload: good.payload, signature: '' }, { payload: 'não é json', signature: good.signature }]) {
      const res = await deliver(ctx.t, e);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await deliver(ctx.t, forged)).body).toEqual({ message: BILLING_MSG.badSignature });
    expect(await state(a.establishmentId)).toEqual(before);
    expect((await ctx.t.db.query(`SELECT count(*)::int AS n FROM billing_events`))[0].n).toBe(n);
  });

  it('an oversized delivery answers 413 in pt-BR without being buffered whole', async () => {
    const huge = { payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }), signature: 't=1,v1=x' };
    const res = await deliver(ctx.t, huge);
    expect(res).toEqual({ status: 413, body: { message: 'Requisição muito grande.' } });
  });

  it('cancel at period end → deleted event → read-only: writes 402 in pt-BR, reads work, nothing deleted', async () => {
    const a = await account(ctx);
    expect((await a.client.post('/api/clients', { name: 'Cliente Guardada', phone: '11999990003' })).status).toBe(201);
    const canceled = await a.client.post('/api/billing/cancel');
    expect(canceled.body).toMatchObject({ cancelAtPeriodEnd: true });
    expect(ctx.fake.calls.at(-1)!.body).toMatchObject({ cancel_at_period_end: 'true' });
    await deliver(ctx.t, signedEvent('customer.subscription.trial_will_end', subscription(a.subscriptionId, { status: 'trialing', cancelAtPeriodEnd: true })));
    expect((await a.client.post('/api/clients', { name: 'Ainda pode', phone: '11999990001' })).status).toBe(201);
    await deliver(ctx.t, signedEvent('customer.subscription.deleted', subscription(a.subscriptionId, { status: 'canceled' }), now() + 1));
    expect((await a.client.get('/api/billing/subscription')).body).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    await expectReadOnly(a.client, 'Cliente Guardada');
    expect((await a.client.post('/api/logout')).status).toBeLessThan(300);
  });

  it('trial_will_end e-mails the owner once: the end date and the first charge, or that no card is on file yet', async () => {
    const trialEnd = now() + 3 * 86400;
    const date = dayjs(trialEnd * 1000)
      .tz('America/Sao_Paulo')
      .format('DD/MM/YYYY');
    const trialMails = async (to: string) =>
      (await ctx.t.db.query(`SELECT subject, text_body AS text FROM outbox_emails WHERE to_address = $1 AND subject LIKE '%período de teste%'`, [to])) as {
        subject: string;
        text: string;
      }[];

    const a = await account(ctx);
    const before = await state(a.establishmentId);
    expect(before.billing_status).toBe('trialing');
    const ending = signedEvent('customer.subscription.trial_will_end', {
      ...subscription(a.subscriptionId, { status: 'trialing', paymentMethod: 'pm_card' }),
      trial_end: trialEnd,
    });
    for (let i = 0; i < 3; i++) expect((await deliver(ctx.t, ending)).status).toBe(200);
    const [mail, ...more] = await trialMails(a.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Salão: seu período de teste termina em ${date}`);
    expect(mail!.text).toContain(
      `primeira cobrança do plano ${before.plan}, de ${formatBRL(PLANS[before.plan as PlanName].price)} por mês, no cartão cadastrado`,
    );
    expect(mail!.text).toContain('/configuracoes?aba=seguranca#plano');
    expect(await state(a.establishmentId)).toEqual(before); // a notice: nothing about the account changes

    const b = await account(ctx);
    await deliver(
      ctx.t,
      signedEvent('customer.subscription.trial_will_end', { ...subscription(b.subscriptionId, { status: 'trialing' }), trial_end: trialEnd }),
    );
    const [noCard] = await trialMails(b.email);
    expect(noCard!.text).toContain('Ainda não há cartão cadastrado');
  });

  it('npm run cli -- billing <id> prints plan, state and the last events', async () => {
    const a = await account(ctx, 3);
    const failed = signedEvent('invoice.payment_failed', { id: 'in_5', subscription: a.subscriptionId }, now() + 1);
    await deliver(ctx.t, failed);
    const { stdout } = await cli('billing', String(a.establishmentId));
    expect(stdout).toContain('plano: Expert');
    expect(stdout).toContain('situação: past_due');
    expect(stdout).toContain(`assinatura: ${a.subscriptionId}`);
    expect(stdout).toContain(`invoice.payment_failed ${failed.id} [applied]`);
    await expect(cli('billing', '999999')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('não encontrado') });
  });
});
