import { lazy, type ReactNode } from 'react';
import { hasPermission, type Permission } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { WithAntd } from '@salao/web-core/light';

// Drawn with antd, downloaded only when shown (docs/architecture.md, 'First visit').
const AccessDeniedScreen = lazy(() => import('./GuardScreen').then((m) => ({ default: m.AccessDeniedScreen })));

export function RequirePermission({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (permission && !hasPermission(role, permission))
    return (
      <WithAntd>
        <AccessDeniedScreen />
      </WithAntd>
    );
  return <>{children}</>;
}
