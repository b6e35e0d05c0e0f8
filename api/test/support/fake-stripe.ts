import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticPix, hasError } from 'pix-utils';
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_teste_local';

export interface FakeStripe {
  /** For STRIPE_API_HOST. */
  host: string;
  /** Every request: method, path and the form body (Stripe's bracket keys kept flat). */
  calls: { method: string; path: string; body: Record<string, string> }[];
  /** Setup intents the test marked as confirmed by the card form. */
  confirmed: Set<string>;
  subscriptions: Map<string, { id: string; customer: string; price: string; periodEnd: number }>;
  /** PIX PaymentIntents (docs/product/deposits.md): amount, metadata and the 'copia e cola' shown to the client. */
  paymentIntents: Map<string, { id: string; amount: number; metadata: Record<string, string>; brCode: string; paymentMethodTypes: string[] }>;
  refunds: { id: string; paymentIntent: string }[];
  close(): Promise<void>;
}

async function form(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

let seq = 0;

/** A PIX PaymentIntent awaiting the client's payment, as Stripe answers it. */
function intentObject(pi: { id: string; amount: number; metadata: Record<string, string>; brCode: string; paymentMethodTypes: string[] }) {
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    currency: 'brl',
    status: 'requires_action',
    payment_method_types: pi.paymentMethodTypes,
    metadata: pi.metadata,
    next_action: {
      type: 'pix_display_qr_code',
      pix_display_qr_code: { data: pi.brCode, expires_at: now() + 900, image_url_png: 'https://stripe.test/qr.png' },
    },
  };
}
const id = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${++seq}`;
const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

/** A local stand-in for the Stripe endpoints StripePaymentProvider calls (customers, prices, subscriptions, setup intents, portal). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = { calls: [], confirmed: new Set<string>(), subscriptions: new Map(), paymentIntents: new Map(), refunds: [] } as unknown as FakeStripe;
  const subscriptionObject = (s: { id: string; customer: string; price: string; periodEnd: number }, extra: object = {}) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: 'trialing',
    items: {
      object: 'list',
      data: [{ id: `si_${s.id}`, object: 'subscription_item', price: { id: s.price, object: 'price' }, current_period_end: s.periodEnd }],
    },
    ...extra,
  });
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const body = await form(req);
    fake.calls.push({ method: req.method!, path, body });
    const send = (status: number, value: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(value));
    };
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/customers') return send(200, { id: id('cus'), object: 'customer', email: body.email });
    if (req.method === 'POST' && path === '/v1/prices') return send(200, { id: id('price'), object: 'price' });
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      const s = { id: id('sub'), customer: body.customer!, price: body['items[0][price]']!, periodEnd: now() + 7 * DAY };
      fake.subscriptions.set(s.id, s);
      const seti = id('seti');
      return send(
        200,
        subscriptionObject(s, {
          pending_setup_intent: { id: seti, object: 'setup_intent', client_secret: `${seti}_secret_x`, status: 'requires_payment_method' },
        }),
      );
    }
    if ((m = /^\/v1\/setup_intents\/([^/]+)$/.exec(path)))
      return send(200, { id: m[1], object: 'setup_intent', status: fake.confirmed.has(m[1]!) ? 'succeeded' : 'requires_payment_method' });
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const s = fake.subscriptions.get(m[1]!);
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (req.method === 'POST' && body['items[0][price]']) s.price = body['items[0][price]'];
      return send(200, subscriptionObject(s, { cancel_at_period_end: body.cancel_at_period_end === 'true' }));
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const pi = {
        id: id('pi'),
        amount: Number(body.amount),
        metadata: Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : []))),
        paymentMethodTypes: Object.entries(body).flatMap(([k, v]) => (k.startsWith('payment_method_types[') ? [v] : [])),
        brCode: '',
      };
      const pix = createStaticPix({
        merchantName: 'Stripe Fake',
        merchantCity: 'Sao Paulo',
        pixKey: 'pix@stripe.test',
        txid: pi.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
        transactionAmount: pi.amount / 100,
      });
      if (hasError(pix)) return send(400, { error: { type: 'invalid_request_error', message: pix.message } });
      pi.brCode = pix.toBRCode();
      fake.paymentIntents.set(pi.id, pi);
      return send(200, intentObject(pi));
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const pi = fake.paymentIntents.get(m[1]!);
      return pi ? send(200, intentObject(pi)) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const refund = { id: id('re'), paymentIntent: body.payment_intent! };
      fake.refunds.push(refund);
      return send(200, { id: refund.id, object: 'refund', payment_intent: refund.paymentIntent, status: 'succeeded' });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions')
      return send(200, { id: id('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/p/${body.customer}` });
    send(404, { error: { type: 'invalid_request_error', message: `fake: ${req.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

const signer = new Stripe('sk_test_local');
let eventSeq = 0;

/** A Stripe event as delivered, with its signature header (the SDK's test helper). */
export function signedEvent(type: string, object: object, created = now(), secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${Date.now().toString(36)}${++eventSeq}`, object: 'event', type, created, data: { object } });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }), id: JSON.parse(payload).id as string };
}
