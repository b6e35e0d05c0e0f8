import { useQuery } from '@tanstack/react-query';
import { LIMITS, QUERY_KEYS, type AppointmentDto, type AppointmentListResponse } from '@salao/contracts';
import { ApiError, api } from '@salao/web-core';

/** Query key of one month, under QUERY_KEYS.appointments so live messages refresh it. */
export function monthAppointmentsKey(month: string) {
  return [QUERY_KEYS.appointments[0], { month }] as const;
}

/** Every appointment of a month ('YYYY-MM'), page by page (page size 50, SPEC §7). */
export async function fetchMonthAppointments(month: string): Promise<AppointmentDto[]> {
  const all: AppointmentDto[] = [];
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ page: String(page), limit: String(LIMITS.appointmentsPageSize), month });
    let answer: AppointmentListResponse;
    try {
      answer = await api.get<AppointmentListResponse>(`${QUERY_KEYS.appointments[0]}?${params}`);
    } catch (error) {
      // SPEC §8: the appointments fetch reports 'HTTP {status}: {body}'.
      if (error instanceof ApiError) throw new Error(`HTTP ${error.status}: ${JSON.stringify(error.body)}`, { cause: error });
      throw error;
    }
    const batch = answer?.appointments ?? [];
    all.push(...batch);
    if (batch.length < LIMITS.appointmentsPageSize || all.length >= (answer.total ?? 0)) return all;
  }
}

/** The month's appointments; the fetch retries twice (SPEC §7). */
export function useMonthAppointments(month: string) {
  return useQuery({ queryKey: monthAppointmentsKey(month), queryFn: () => fetchMonthAppointments(month), retry: 2 });
}
