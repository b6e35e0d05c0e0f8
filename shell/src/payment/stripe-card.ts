import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/** The two calls of Stripe.js the card form confirms with (a fake in tests, Stripe.js in the page). */
export type StripeLike = Pick<Stripe, 'confirmCardPayment' | 'confirmCardSetup'>;
export type { StripeCardElement };

/** True for a SetupIntent's client secret: the trial collects the card now and charges it when the trial ends. */
export function isSetupIntentSecret(clientSecret: string): boolean {
  return clientSecret.startsWith('seti_');
}

/**
 * Confirms the card against the server's intent and answers the intent id confirm-payment takes, or the
 * provider's message. A subscription in trial hands a SetupIntent ('seti_…'): confirmCardSetup; any other
 * secret is a PaymentIntent: confirmCardPayment.
 */
export async function confirmCard(
  stripe: StripeLike,
  clientSecret: string,
  card: StripeCardElement,
): Promise<{ intentId: string } | { error: string | undefined }> {
  const data = { payment_method: { card } };
  if (isSetupIntentSecret(clientSecret)) {
    const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, data);
    return error || !setupIntent ? { error: error?.message } : { intentId: setupIntent.id };
  }
  const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, data);
  return error || !paymentIntent ? { error: error?.message } : { intentId: paymentIntent.id };
}
