import type Stripe from 'stripe';

/** STRIPE_API_HOST points the SDK at a local fake ('http://127.0.0.1:12111' or '127.0.0.1:12111'). */
function hostOptions(apiHost: string | null): Stripe.StripeConfig {
  if (!apiHost) return {};
  const url = new URL(apiHost.includes('://') ? apiHost : `http://${apiHost}`);
  return { host: url.hostname, port: Number(url.port || 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

/**
 * A Stripe client for billing and deposits, the SDK loaded on first use: loading it cost about a sixth of every API
 * start, which most starts (tests, instances without Stripe) never need (docs/architecture.md, 'Start-up cost').
 */
export function lazyStripe(secretKey: string, apiHost: string | null): () => Stripe {
  let client: Stripe | undefined;
  return () => {
    if (!client) {
      const Sdk = require('stripe') as typeof Stripe;
      client = new Sdk(secretKey, { maxNetworkRetries: 1, timeout: 15000, ...hostOptions(apiHost) });
    }
    return client;
  };
}
