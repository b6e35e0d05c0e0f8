import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, ownsNetwork, type NetworkDto, type NetworkUpdateInput, type UnitDto } from '@salao/contracts';
import { api, useLiveWrite, useSession } from '@salao/web-core';

export const NETWORK_KEY = ['/api/network'] as const;

/** GET /api/units (the header's list): whether the user owns the session's network (docs/product/units.md). */
export function useOwnsNetwork(): boolean {
  const userId = useSession((s) => s.user?.id);
  const units = useQuery<UnitDto[]>({ queryKey: QUERY_KEYS.units, queryFn: () => api.get<UnitDto[]>(QUERY_KEYS.units[0]), enabled: userId !== undefined });
  return ownsNetwork(units.data);
}

export function useNetwork() {
  return useQuery<NetworkDto>({ queryKey: NETWORK_KEY, queryFn: () => api.get<NetworkDto>(NETWORK_KEY[0]) });
}

/** PUT /api/network: the answer (the whole network) goes into the cache. */
export function useSaveNetwork() {
  return useLiveWrite({
    write: (body: NetworkUpdateInput) => api.put<NetworkDto>(NETWORK_KEY[0], body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(NETWORK_KEY, answer);
      return [];
    },
  });
}
