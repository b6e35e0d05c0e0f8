import { useQuery } from '@tanstack/react-query';
import type { EstablishmentInfo } from '@salao/contracts';
import { api } from '../http/http';
import { useSession } from './session-store';

/** One cache entry for GET /api/establishment: the sidebar (name, logo) and the settings tabs read and update it. */
export const ESTABLISHMENT_KEY = ['/api/establishment'] as const;

export function useEstablishment() {
  const user = useSession((s) => s.user);
  return useQuery<EstablishmentInfo>({
    queryKey: ESTABLISHMENT_KEY,
    queryFn: () => api.get<EstablishmentInfo>('/api/establishment'),
    enabled: !!user?.establishmentId,
  });
}
