import { useServices } from '@salao/web-core';
import type { ServiceDto } from '@salao/contracts';
import { parseStaffIds } from '../shared/staff-ids';
import { useClientDirectory, useStaffDirectory } from '../shared/use-directory';

export interface Option {
  value: number;
  label: string;
}

/** Staff allowed for a service (docs/product/screens.md: the list is restricted to the service's staffIds). */
export function allowedStaffIds(service: ServiceDto | undefined): Set<number> | null {
  if (!service) return null;
  return new Set(parseStaffIds(service.staffIds).map(Number));
}

/** Clients, services and the staff allowed for the chosen service, as select options. */
export function useBookingOptions(serviceId: number | undefined, prefilledClient?: Option) {
  const clients = useClientDirectory();
  const services = useServices();
  const staff = useStaffDirectory();
  const service = services.data?.find((s) => s.id === serviceId);
  const allowed = allowedStaffIds(service);
  const clientOptions: Option[] = (clients.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (prefilledClient && !clientOptions.some((o) => o.value === prefilledClient.value)) clientOptions.unshift(prefilledClient);
  return {
    clientOptions,
    serviceOptions: (services.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.duration} min)` })),
    staffOptions: (staff.data ?? []).filter((s) => !allowed || allowed.has(s.id)).map((s) => ({ value: s.id, label: s.name })),
    services: services.data,
    loading: clients.isLoading || services.isLoading || staff.isLoading,
  };
}
