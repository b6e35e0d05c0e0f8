/** Shapes of the registration-billing calls (docs/product/api.md 'Auth and registration'), shared by API and UI. */
import type { PlanName } from '../plans';

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

/** POST /api/confirm-payment and /api/confirm-payment-manual: the account exists once this answers. */
export interface PaymentConfirmation {
  success: true;
  message: string;
  email: string;
  establishmentId: number;
  plan: PlanName;
}

/** POST /api/stripe/webhook: what Stripe reads back (the outcome is for its dashboard's log). */
export interface StripeWebhookAck {
  received: true;
  outcome: string;
}

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

/** An establishment's billing state; it follows the provider's subscription. */
export const BILLING_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** GET /api/billing/subscription (and the answer of change-plan and cancel). */
export interface SubscriptionView {
  plan: PlanName;
  status: BillingStatus;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the period end, else null. */
  pendingPlan: PlanName | null;
  /** Monthly price of the current plan, decimal string (PLANS). */
  price: string;
  provider: BillingProvider;
  /**
   * A unit added to a network, in its trial with no provider subscription yet (Stripe): the Plano card offers
   * 'Assinar esta unidade' (POST /api/billing/subscribe). Absent otherwise.
   */
  needsSubscription?: true;
}

/** POST /api/billing/subscribe: the unit's subscription, and the card form to open when the network has no card yet. */
export interface UnitSubscriptionView extends SubscriptionView {
  customerId: string;
  clientSecret: string | null;
  /** The card form (/pagamento, back to the Plano card); null when the network's card on file pays this unit too. */
  paymentLink: string | null;
}

/** The Plano card (Configurações > Segurança): its element id, and the address 'Gerenciar Plano', the banners
 * and the provider's portal (its return address) open. */
export const PLAN_CARD_ID = 'plano';
export const PLAN_CARD_PATH = `/configuracoes?aba=seguranca#${PLAN_CARD_ID}`;

/** POST /api/billing/portal: the provider's page for cards and invoices. */
export interface BillingPortalResponse {
  url: string;
}

/** Writes are refused once the subscription is canceled; reads keep working and nothing is deleted. */
export function isReadOnlyStatus(status: BillingStatus | string | null | undefined): boolean {
  return status === 'canceled';
}
