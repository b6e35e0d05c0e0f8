import { useQuery } from '@tanstack/react-query';
import type { AvailableTimesResponse, TimeSlot } from '@salao/contracts';
import { api } from '@salao/web-core';
import { FALLBACK_SLOTS } from './slot-times';

const PATH = '/api/appointments/available-times';

/** Slots load when staff, service and date are all chosen; on failure the default grid shows, all disabled (docs/product/screens.md, docs/product/errors.md). */
export function useAvailableTimes(staffId: number | undefined, serviceId: number | undefined, date: string, excludeAppointmentId?: number) {
  const enabled = !!staffId && !!serviceId && !!date;
  const query = useQuery({
    queryKey: [PATH, { staffId, serviceId, date, excludeAppointmentId }],
    queryFn: () =>
      api.get<AvailableTimesResponse>(
        `${PATH}?${new URLSearchParams({ staffId: String(staffId), serviceId: String(serviceId), date, ...(excludeAppointmentId ? { excludeAppointmentId: String(excludeAppointmentId) } : {}) })}`,
      ),
    enabled,
    retry: false,
    staleTime: 0,
  });
  const slots: TimeSlot[] = query.isError ? FALLBACK_SLOTS : (query.data?.timeSlots ?? []);
  return { enabled, slots, closed: !query.isError && !!query.data?.closed, loading: enabled && query.isLoading, refetch: query.refetch };
}
