import type { ReactNode } from 'react';
import { Spin } from 'antd';
import type { PlanFeature } from '@salao/contracts';
import { featureUnlocked } from '../light/feature-access';
import { usePermissions } from '../session/use-permissions';
import { LockedModule } from './LockedModule';

export { featureUnlocked };

/** Renders the module, or its locked preview when the plan lacks it. */
export function PlanGate({ feature, preview, children }: { feature: PlanFeature; preview: ReactNode; children: ReactNode }) {
  const permissions = usePermissions();
  if (permissions.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!featureUnlocked(permissions, feature)) return <LockedModule feature={feature} currentPlan={permissions.planName} preview={preview} />;
  return <>{children}</>;
}
