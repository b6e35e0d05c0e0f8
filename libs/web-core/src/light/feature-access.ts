import { planIncludes, type PlanFeature } from '@salao/contracts';
import type { EstablishmentPermissions } from '../session/use-permissions';

type AccessFlag = keyof Pick<EstablishmentPermissions, 'hasFinancialAccess' | 'hasInventoryAccess' | 'hasLoyaltyAccess'>;

/** The establishment's access flag a feature also needs; reports are read from the financial data; webhooks need the plan only. */
const ACCESS_FLAG: Partial<Record<PlanFeature, AccessFlag>> = {
  financial: 'hasFinancialAccess',
  inventory: 'hasInventoryAccess',
  loyalty: 'hasLoyaltyAccess',
  reports: 'hasFinancialAccess',
  customReports: 'hasFinancialAccess',
};

/**
 * True when the establishment's plan and access flags allow the feature (docs/product/roles.md); here, without
 * antd, so the area's frame can mark plan-locked entries on its first render (web-core/ui re-exports it).
 */
export function featureUnlocked(permissions: EstablishmentPermissions, feature: PlanFeature): boolean {
  const flag = ACCESS_FLAG[feature];
  return planIncludes(permissions.planName, feature) && (!flag || permissions[flag]);
}
