import { lazy, Suspense } from 'react';
import { useSubscription } from '@salao/web-core';
import { WithAntd } from '@salao/web-core/light';

const BillingAlert = lazy(() => import('./BillingAlert'));

/**
 * Billing notices for the management, above every page (GET /api/billing/subscription, fetched once and kept). The
 * notice is antd's, downloaded only for a past_due or canceled subscription: a first visit in good standing draws no
 * antd (docs/architecture.md, 'First visit').
 */
export function BillingBanner() {
  const { data } = useSubscription();
  const status = data?.status;
  if (status !== 'past_due' && status !== 'canceled') return null;
  return (
    <WithAntd>
      <Suspense fallback={null}>
        <BillingAlert status={status} />
      </Suspense>
    </WithAntd>
  );
}
