import type { InferType } from 'yup';
import { BILLING_MSG, type createSubscriptionSchema } from '@salao/contracts';

/**
 * Short register step 1, kept in the browser until the subscription is paid (docs/product/entities.md): the body of
 * POST /api/create-subscription without the plan, typed from the schema the API validates it with.
 */
export type PendingRegistration = Omit<InferType<typeof createSubscriptionSchema>, 'planId'>;

export const PENDING_REGISTRATION_KEY = 'pendingRegistration';
export const STRIPE_CUSTOMER_KEY = 'stripeCustomerId';
export const ADDRESS_PLACEHOLDER = BILLING_MSG.addressPending;

export function savePendingRegistration(data: PendingRegistration): void {
  localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(data));
}

export function readPendingRegistration(): PendingRegistration | null {
  const raw = localStorage.getItem(PENDING_REGISTRATION_KEY);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as PendingRegistration | null;
    return data && typeof data === 'object' && data.email ? data : null;
  } catch {
    return null;
  }
}

export function clearPendingRegistration(): void {
  localStorage.removeItem(PENDING_REGISTRATION_KEY);
}
