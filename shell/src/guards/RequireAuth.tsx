import type { ReactNode } from 'react';
import { useSession } from '@salao/web-core';
import { FullScreenSpinner } from './FullScreenSpinner';
import { LoginRequiredScreen } from './GuardScreen';

/** Waits for GET /api/session, then shows the children or 'Acesso Restrito'. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (status === 'loading') return <FullScreenSpinner />;
  if (!user) return <LoginRequiredScreen />;
  return <>{children}</>;
}
