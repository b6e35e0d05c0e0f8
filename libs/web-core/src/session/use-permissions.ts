import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PLAN, DEFAULT_STAFF_MAX, QUERY_KEYS, isPlanName, type PermissionsResponse, type PlanName } from '@salao/contracts';
import { useSession } from './session-store';

/** What the UI assumes while the answer is unknown: default plan Base, within the staff limit (docs/product/roles.md). */
export const DEFAULT_PERMISSIONS: PermissionsResponse = {
  hasFinancialAccess: false,
  hasInventoryAccess: false,
  hasLoyaltyAccess: false,
  canViewAllTransactions: false,
  canCreateTransactions: false,
  plan: { name: DEFAULT_PLAN },
  staffLimit: { currentCount: 0, maxAllowed: DEFAULT_STAFF_MAX, isWithinLimit: true },
};

export interface EstablishmentPermissions extends PermissionsResponse {
  planName: PlanName;
  isLoading: boolean;
}

/** GET /api/establishment/permissions (no retry, docs/product/api.md); only while logged in. */
export function usePermissions(): EstablishmentPermissions {
  const user = useSession((s) => s.user);
  const query = useQuery<PermissionsResponse>({ queryKey: QUERY_KEYS.permissions, enabled: !!user, retry: false });
  const data = query.data ?? DEFAULT_PERMISSIONS;
  const name = data.plan?.name;
  return { ...DEFAULT_PERMISSIONS, ...data, planName: isPlanName(name) ? name : DEFAULT_PLAN, isLoading: query.isLoading };
}
