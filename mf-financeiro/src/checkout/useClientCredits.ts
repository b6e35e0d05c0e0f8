import { useQuery } from '@tanstack/react-query';
import type { ClientPackageDto } from '@salao/contracts';
import { api } from '@salao/web-core';

/** The client's active packages with sessions left (docs/product/packages.md): what a service of the comanda may use. */
export function useClientCredits(clientId: number | null) {
  const q = useQuery<ClientPackageDto[]>({
    queryKey: ['client-packages', clientId],
    queryFn: () => api.get<ClientPackageDto[]>(`/api/clients/${clientId}/packages`),
    enabled: clientId !== null,
  });
  /** The first active package covering the service with a session left, or null. */
  return (serviceId: number | null) =>
    (q.data ?? []).find((p) => p.status === 'active' && p.services.some((s) => s.serviceId === serviceId && s.remaining > 0)) ?? null;
}
