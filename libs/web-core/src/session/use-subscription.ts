import { useQuery } from '@tanstack/react-query';
import { hasPermission, type BillingPortalResponse, type Role, type SubscriptionView } from '@salao/contracts';
import { api } from '../http/http';
import { useSession } from './session-store';

/** One cache entry for GET /api/billing/subscription: the shell's billing banners and the Plano card read it. */
export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;

/** Who may see the subscription and change it: the management (the billing calls' permission). */
export function canManageBilling(role: Role | string | null | undefined): boolean {
  return hasPermission(role, 'settings.editBusiness');
}

/**
 * The establishment's subscription, for the management only (staff get 403 from the call). Fetched once per
 * page load and kept: plan changes put their answer into this entry, so nothing else needs to refetch it.
 */
export function useSubscription() {
  const role = useSession((s) => s.user?.role);
  return useQuery<SubscriptionView>({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => api.get<SubscriptionView>(SUBSCRIPTION_KEY[0]),
    enabled: canManageBilling(role),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/billing/portal, then leaves for the provider's page (cards and invoices). */
export async function openBillingPortal(): Promise<void> {
  const { url } = await api.post<BillingPortalResponse>('/api/billing/portal');
  window.location.assign(url);
}
