import type { ReactNode } from 'react';
import { hasPermission, type Permission } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { AccessDeniedScreen } from './GuardScreen';

export function RequirePermission({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (permission && !hasPermission(role, permission)) return <AccessDeniedScreen />;
  return <>{children}</>;
}
