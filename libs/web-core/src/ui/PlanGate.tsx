import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { planIncludes, type PlanFeature } from '@salao/contracts';
import { usePermissions, type EstablishmentPermissions } from '../session/use-permissions';
import { LockedModule } from './LockedModule';

type AccessFlag = keyof Pick<EstablishmentPermissions, 'hasFinancialAccess' | 'hasInventoryAccess' | 'hasLoyaltyAccess'>;

/** The establishment's access flag a feature also needs; reports are read from the financial data; webhooks need the plan only. */
const ACCESS_FLAG: Partial<Record<PlanFeature, AccessFlag>> = {
  financial: 'hasFinancialAccess',
  inventory: 'hasInventoryAccess',
  loyalty: 'hasLoyaltyAccess',
  reports: 'hasFinancialAccess',
  customReports: 'hasFinancialAccess',
};

/** True when the establishment's plan and access flags allow the feature (docs/product/roles.md). */
export function featureUnlocked(permissions: EstablishmentPermissions, feature: PlanFeature): boolean {
  const flag = ACCESS_FLAG[feature];
  return planIncludes(permissions.planName, feature) && (!flag || permissions[flag]);
}

/** Renders the module, or its locked preview when the plan lacks it. */
export function PlanGate({ feature, preview, children }: { feature: PlanFeature; preview: ReactNode; children: ReactNode }) {
  const permissions = usePermissions();
  if (permissions.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!featureUnlocked(permissions, feature)) return <LockedModule feature={feature} currentPlan={permissions.planName} preview={preview} />;
  return <>{children}</>;
}
