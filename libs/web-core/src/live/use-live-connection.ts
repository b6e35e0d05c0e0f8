import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@salao/contracts';
import { connectLive } from './live-connection';

/** Opens the live connection only when the user has an establishmentId (docs/product/overview.md). */
export function useLiveConnection(user: SessionUser | null): void {
  const client = useQueryClient();
  const id = user?.id;
  const role = user?.role;
  const establishmentId = user?.establishmentId;
  useEffect(() => {
    if (id == null || !role || !establishmentId) return;
    return connectLive({ id, role, establishmentId }, client);
  }, [id, role, establishmentId, client]);
}
