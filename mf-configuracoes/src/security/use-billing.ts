import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionView, UnitSubscriptionView } from '@salao/contracts';
import { ESTABLISHMENT_KEY, SUBSCRIPTION_KEY, api, useLiveWrite } from '@salao/web-core';

/** The answer is the new subscription: it replaces the cached one (no refetch). */
const keepAnswer = (client: QueryClient, answer: SubscriptionView) => {
  client.setQueryData(SUBSCRIPTION_KEY, answer);
  return [];
};

/**
 * POST /api/billing/change-plan. A new plan unlocks or locks modules at once: the permissions (which the
 * sidebar, the plan guard and the locked modules read) and the establishment (its plan) are refetched.
 */
export function useChangePlan() {
  return useLiveWrite<SubscriptionView, number>({
    write: (planId) => api.post<SubscriptionView>('/api/billing/change-plan', { planId }),
    causes: [],
    also: ['permissions', ESTABLISHMENT_KEY],
    update: keepAnswer,
  });
}

/** POST /api/billing/cancel: takes effect at the period end, so nothing else changes now. */
export function useCancelSubscription() {
  return useLiveWrite<SubscriptionView, void>({
    write: () => api.post<SubscriptionView>('/api/billing/cancel'),
    causes: [],
    update: keepAnswer,
  });
}

/** POST /api/billing/subscribe: a unit of a network subscribes under the network's customer (docs/product/units.md). */
export function useSubscribeUnit() {
  return useLiveWrite<UnitSubscriptionView, void>({
    write: () => api.post<UnitSubscriptionView>('/api/billing/subscribe'),
    causes: [],
    update: keepAnswer,
  });
}
