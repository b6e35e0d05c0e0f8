import { useState, type ReactNode } from 'react';
import { FEATURE_LABEL, FEATURE_PLAN, type PlanFeature, type PlanName } from '@salao/contracts';
import { LockedFeatureDialog } from './LockedFeatureDialog';
import { FeatureBlockedResult } from './FeatureBlockedResult';

export interface LockedModuleProps {
  feature: PlanFeature;
  currentPlan: PlanName;
  /** What the module looks like, drawn blurred behind the notice. */
  preview: ReactNode;
}

/** A module the plan lacks: blurred preview, 'Recurso Bloqueado' notice and the upgrade dialog (docs/product/screens.md). */
export function LockedModule({ feature, currentPlan, preview }: LockedModuleProps) {
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <div style={{ position: 'relative', minHeight: 420 }}>
      <div aria-hidden style={{ filter: 'blur(4px)', opacity: 0.6, pointerEvents: 'none', userSelect: 'none' }}>
        {preview}
      </div>
      <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <FeatureBlockedResult feature={feature} currentPlan={currentPlan} />
      </div>
      <LockedFeatureDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        feature={FEATURE_LABEL[feature]}
        currentPlan={currentPlan}
        requiredPlan={FEATURE_PLAN[feature]}
      />
    </div>
  );
}
