/** Minimal surface of Stripe.js v3 that the card form uses (loaded from Stripe only in real mode). */
interface StripeCardElement {
  mount: (el: HTMLElement) => void;
  destroy: () => void;
}
type CardData = { payment_method: { card: StripeCardElement } };
type StripeError = { message?: string };
/** Intent as Stripe.js answers it: 'succeeded' (or 'processing' for a payment) once the card is accepted. */
type IntentResult = { id: string; status: string };

export interface StripeLike {
  elements: () => { create: (type: 'card', options?: object) => StripeCardElement };
  /** A one-off payment (client secret 'pi_…_secret_…'). */
  confirmCardPayment: (clientSecret: string, data: CardData) => Promise<{ error?: StripeError; paymentIntent?: IntentResult }>;
  /** Saves the card for later charges (client secret 'seti_…_secret_…'): the subscription's 7-day trial. */
  confirmCardSetup: (clientSecret: string, data: CardData) => Promise<{ error?: StripeError; setupIntent?: IntentResult }>;
}
export type { StripeCardElement };

declare global {
  interface Window {
    Stripe?: (key: string) => StripeLike;
  }
}

let loading: Promise<void> | null = null;

export function loadStripe(publishableKey: string): Promise<StripeLike> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3';
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Não foi possível carregar o formulário de pagamento'));
    };
    document.head.appendChild(script);
  });
  return loading.then(() => {
    if (!window.Stripe) throw new Error('Não foi possível carregar o formulário de pagamento');
    return window.Stripe(publishableKey);
  });
}

/** True for a SetupIntent's client secret: the trial collects the card now and charges it when the trial ends. */
export function isSetupIntentSecret(clientSecret: string): boolean {
  return clientSecret.startsWith('seti_');
}

/**
 * Confirms the card against the server's intent and answers the intent id confirm-payment takes, or the
 * provider's message. A subscription in trial hands a SetupIntent ('seti_…'): confirmCardSetup; any other
 * secret is a PaymentIntent: confirmCardPayment.
 */
export async function confirmCard(stripe: StripeLike, clientSecret: string, card: StripeCardElement): Promise<{ intentId: string } | { error: string | undefined }> {
  const data: CardData = { payment_method: { card } };
  if (isSetupIntentSecret(clientSecret)) {
    const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, data);
    return error || !setupIntent ? { error: error?.message } : { intentId: setupIntent.id };
  }
  const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, data);
  return error || !paymentIntent ? { error: error?.message } : { intentId: paymentIntent.id };
}
