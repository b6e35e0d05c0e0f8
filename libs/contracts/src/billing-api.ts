/** Shapes of the registration-billing calls (SPEC §7 'Auth and registration'), shared by API and UI. */

/** One item of GET /api/plans. */
export interface PlanListItem {
  id: number;
  name: string;
  description: string;
  /** Monthly price, decimal string or number. */
  price: string | number;
  maxStaffMembers: number | null;
  /** null/empty = unlimited. */
  maxMonthlyAppointments: number | null;
  hasWhatsappIntegration: boolean;
  hasFinancialModule: boolean;
  hasInventoryModule: boolean;
  features: string[];
}

/** POST /api/create-subscription answer: the browser goes to paymentLink. */
export interface CreateSubscriptionResponse {
  customerId: string;
  paymentLink: string;
  clientSecret?: string;
  /** 'sandbox' when the local test provider answered. */
  provider?: BillingProvider;
}

export type BillingProvider = 'sandbox' | 'stripe';

/** GET /api/billing/config. */
export interface BillingConfig {
  provider: BillingProvider;
  publishableKey?: string;
}

/** A payment intent's client secret is '<intentId>_secret_<random>'; the id is what confirm-payment takes. */
export function paymentIntentIdFromSecret(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at === -1 ? clientSecret : clientSecret.slice(0, at);
}
