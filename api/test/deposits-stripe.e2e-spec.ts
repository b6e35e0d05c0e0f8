import { DEPOSIT_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { waitFor } from './support/wait';
import { account, deliver, signedEvent, useStripeApp } from './support/stripe-app';
import { createService, futureMonday, insertStaff } from './agenda-fixtures';
import { key } from './checkouts-visit';
import { depositRow, phone, tokenOf } from './deposits-fixtures';

/** docs/product/deposits.md with Stripe: a PIX PaymentIntent per deposit, paid by its signed webhook exactly once, refunded through Stripe. */
describe('deposits paid by PIX on Stripe (local fake)', () => {
  const ctx = useStripeApp();

  async function salon() {
    const a = await account(ctx);
    const staffId = await insertStaff(ctx.t.db, a.establishmentId);
    const corte = await createService(a.client, [staffId], { name: 'Corte', price: '80.00', depositType: 'fixed', depositValue: 3000, depositKeepHours: 24 });
    const slug = (await a.client.get('/api/establishment')).body.slug as string;
    const book = (time: string, date = futureMonday(2)) =>
      new ApiClient(ctx.t.url).post(`/api/public/${slug}/appointments`, {
        serviceId: corte.id,
        staffId,
        date,
        time,
        name: 'Clara Cliente',
        phone: phone(),
        email: '',
        website: '',
      });
    return { ...a, book };
  }

  const succeeded = (pi: { id: string; amount: number; metadata: Record<string, string> }) =>
    signedEvent('payment_intent.succeeded', {
      id: pi.id,
      object: 'payment_intent',
      amount: pi.amount,
      currency: 'brl',
      status: 'succeeded',
      metadata: pi.metadata,
    });

  it('the PaymentIntent asks PIX in BRL with the deposit in its metadata; the client sees its copia e cola', async () => {
    const s = await salon();
    const made = await s.book('10:00');
    expect(made.status).toBe(201);
    const d = made.body.deposit;
    const call = ctx.fake.calls.filter((c) => c.path === '/v1/payment_intents').at(-1)!;
    expect(call.body).toMatchObject({
      amount: '3000',
      currency: 'brl',
      'payment_method_types[0]': 'pix',
      'metadata[depositId]': String(d.id),
      'metadata[establishmentId]': String(s.establishmentId),
    });
    const pi = [...ctx.fake.paymentIntents.values()].find((p) => p.metadata.depositId === String(d.id))!;
    expect(d).toMatchObject({ amountCents: 3000, status: 'awaiting', pix: { brCode: pi.brCode } });
    expect(d.pix.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Stripe confirms it, not the owner.
    expect((await s.client.post(`/api/deposits/${d.id}/confirm`, { version: 1 }, key())).body).toEqual({ message: DEPOSIT_MSG.viaStripe });
  });

  it('the signed payment_intent.succeeded confirms it exactly once: 10 concurrent deliveries and a replay → one', async () => {
    const s = await salon();
    const made = await s.book('11:00');
    const id = made.body.deposit.id as number;
    const pi = [...ctx.fake.paymentIntents.values()].find((p) => p.metadata.depositId === String(id))!;
    const events = Array.from({ length: 10 }, () => succeeded(pi));
    const answers = await Promise.all(events.map((e) => deliver(ctx.t, e)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'deposit_paid')).toHaveLength(1);
    expect((await deliver(ctx.t, events[0]!)).body.outcome).toBe('duplicate');
    expect((await deliver(ctx.t, succeeded(pi))).body.outcome).toBe('duplicate');
    expect(await depositRow(ctx.t, id)).toMatchObject({ status: 'paid', version: 2 });
    expect((await new ApiClient(ctx.t.url).get(`/api/public/bookings/${tokenOf(made.body.manageUrl)}/deposit`)).body).toMatchObject({ status: 'paid' });
    // A forged event changes nothing.
    const forged = signedEvent('payment_intent.succeeded', { id: pi.id, amount: 3000, metadata: pi.metadata }, undefined, 'whsec_outro');
    expect((await deliver(ctx.t, forged)).status).toBe(400);
    // Another amount or intent than the deposit's is ignored.
    const other = await s.book('14:00');
    const otherPi = [...ctx.fake.paymentIntents.values()].find((p) => p.metadata.depositId === String(other.body.deposit.id))!;
    expect((await deliver(ctx.t, succeeded({ ...otherPi, amount: 1 }))).body.outcome).toBe('ignored');
    expect((await depositRow(ctx.t, other.body.deposit.id)).status).toBe('awaiting');
  });

  it('an early cancel of a Stripe-paid deposit is refunded through Stripe', async () => {
    const s = await salon();
    const made = await s.book('15:00', futureMonday(3));
    const id = made.body.deposit.id as number;
    const pi = [...ctx.fake.paymentIntents.values()].find((p) => p.metadata.depositId === String(id))!;
    expect((await deliver(ctx.t, succeeded(pi))).body.outcome).toBe('deposit_paid');
    expect((await new ApiClient(ctx.t.url).delete(`/api/public/bookings/${tokenOf(made.body.manageUrl)}`)).status).toBe(200);
    await waitFor(async () => ((await depositRow(ctx.t, id)).status === 'refunded' ? true : null), 'refunded');
    expect(ctx.fake.refunds.filter((r) => r.paymentIntent === pi.id)).toHaveLength(1);
  });
});
