import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type ClientDto, type ClientProfileDto, type ClientLoyaltyEntryDto, type LoyaltyProgramDto } from '@salao/contracts';
import { api } from '@salao/web-core';

/**
 * Query keys of this area. Loyalty balances sit under the clients key: points belong to the client record,
 * so the live client_change message (docs/product/api.md) refreshes them with the clients list.
 */
export const KEYS = {
  clients: QUERY_KEYS.clients,
  clientsList: QUERY_KEYS.clientsList,
  rewards: [...QUERY_KEYS.clients, 'loyalty'] as const,
  programs: ['/api/loyalty/programs'] as const,
  /** Under the clients key too: client_change (a visit completed, points, an edit, a merge) refreshes the open profile. */
  profile: (id: number) => [...QUERY_KEYS.clients, id, 'profile'] as const,
  /** Her comandas, under her key too: an edit or merge refreshes them with the profile. */
  checkouts: (id: number, page: number) => [...QUERY_KEYS.clients, id, 'checkouts', page] as const,
};

/** GET /api/clients: the whole list; the page searches and filters what it holds. */
export function useClients() {
  return useQuery<ClientDto[]>({ queryKey: KEYS.clients, queryFn: () => api.get<ClientDto[]>('/api/clients') });
}

/** GET /api/loyalty/clients-with-rewards; only when the plan includes loyalty. */
export function useRewards(enabled = true) {
  return useQuery<ClientLoyaltyEntryDto[]>({
    queryKey: KEYS.rewards,
    queryFn: () => api.get<ClientLoyaltyEntryDto[]>('/api/loyalty/clients-with-rewards'),
    enabled,
  });
}

export function usePrograms() {
  return useQuery<LoyaltyProgramDto[]>({ queryKey: KEYS.programs, queryFn: () => api.get<LoyaltyProgramDto[]>('/api/loyalty/programs') });
}

/** GET /api/clients/{id}/profile: the client's page (docs/product/entities.md 'Client profile'). */
export function useClientProfile(id: number) {
  return useQuery<ClientProfileDto>({
    queryKey: KEYS.profile(id),
    queryFn: () => api.get<ClientProfileDto>(`/api/clients/${id}/profile`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
