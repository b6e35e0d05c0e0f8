/** Minimal surface of Stripe.js v3 that the card form uses (loaded from Stripe only in real mode). */
interface StripeCardElement {
  mount: (el: HTMLElement) => void;
  destroy: () => void;
}
export interface StripeLike {
  elements: () => { create: (type: 'card', options?: object) => StripeCardElement };
  confirmCardPayment: (
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ) => Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
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
