import type { BillingProvider } from '@salao/contracts';

const KEY = 'billingProvider';

/** Remember which provider created the subscription (the payment page asks /api/billing/config too). */
export function rememberProvider(provider: BillingProvider | undefined): void {
  if (provider) sessionStorage.setItem(KEY, provider);
}

export function rememberedProvider(): BillingProvider | null {
  const v = sessionStorage.getItem(KEY);
  return v === 'sandbox' || v === 'stripe' ? v : null;
}
