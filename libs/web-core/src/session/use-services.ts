import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, isManagement, type ServiceDto } from '@salao/contracts';
import { getOr } from '../http/http';
import { useSession } from './session-store';

const THIRTY_MINUTES = 30 * 60 * 1000;

/**
 * The establishment's services, for every area that lists or picks them: admins load the full list,
 * everyone else the /list variant (docs/product/roles.md); an absent endpoint reads as no services.
 */
export function useServices(enabled = true) {
  const key = isManagement(useSession((s) => s.user?.role)) ? QUERY_KEYS.services : QUERY_KEYS.servicesList;
  return useQuery<ServiceDto[]>({ queryKey: key, queryFn: () => getOr<ServiceDto[]>(key[0], []), staleTime: THIRTY_MINUTES, enabled });
}
