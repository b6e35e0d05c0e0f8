import { useState, type ReactNode } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { FEATURE_LABEL, FEATURE_PLAN, type PlanFeature, type PlanName } from '@salao/contracts';
import { LockedFeatureDialog } from './LockedFeatureDialog';
import { FeatureBlockedResult } from './FeatureBlockedResult';

export interface LockedModuleProps {
  feature: PlanFeature;
  currentPlan: PlanName;
  /**
   * Kept for the remotes built against 1.x, not drawn: behind the notice the module is shown as neutral shapes, so
   * no invented figure looks like the salon's own (docs/product/screens.md).
   */
  preview: ReactNode;
}

/** A module the plan lacks: blurred preview, 'Recurso Bloqueado' notice and the upgrade dialog (docs/product/screens.md). */
export function LockedModule({ feature, currentPlan }: LockedModuleProps) {
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <div style={{ position: 'relative', minHeight: 420 }}>
      <div aria-hidden style={{ filter: 'blur(4px)', opacity: 0.6, pointerEvents: 'none', userSelect: 'none' }}>
        <ModuleShapes />
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

/** A module's outline without content: four cards and a panel, as skeleton shapes. */
function ModuleShapes() {
  return (
    <div data-testid="locked-preview">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[0, 1, 2, 3].map((i) => (
          <Col key={i} xs={24} sm={12} xl={6}>
            <Card>
              <Skeleton title={false} paragraph={{ rows: 2, width: ['60%', '40%'] }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Skeleton title paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
}
