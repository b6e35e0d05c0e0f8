import { lazy, type ReactNode } from 'react';
import { useSession } from '@salao/web-core';
import { WithAntd } from '@salao/web-core/light';
import { FullScreenSpinner } from './FullScreenSpinner';

// Drawn with antd, downloaded only when shown: the area's first visit downloads no antd (docs/architecture.md, 'First visit').
const LoginRequiredScreen = lazy(() => import('./GuardScreen').then((m) => ({ default: m.LoginRequiredScreen })));

/** Waits for GET /api/session, then shows the children or 'Acesso Restrito'. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (status === 'loading') return <FullScreenSpinner />;
  if (!user)
    return (
      <WithAntd fallback={<FullScreenSpinner />}>
        <LoginRequiredScreen />
      </WithAntd>
    );
  return <>{children}</>;
}
