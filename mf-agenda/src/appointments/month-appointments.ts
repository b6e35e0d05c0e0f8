import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type AppointmentDto, type AppointmentListResponse, type QueryName } from '@salao/contracts';
import { ApiError, api } from '@salao/web-core';
import { matchesFilter, statusesFor, type StatusFilter } from './appointment-filters';

/** What the month view shows: one month ('YYYY-MM'), a status filter and optionally one staff member. */
export interface MonthQuery {
  month: string;
  status: StatusFilter;
  staffId: number | null;
}

/** Enough for any month of one establishment, so the month view costs one request (the API allows up to 500). */
export const MONTH_LIMIT = 500;

/** Query key of one month view, under QUERY_KEYS.appointments so live messages refresh it. */
export function monthAppointmentsKey(q: MonthQuery) {
  return [QUERY_KEYS.appointments[0], q] as const;
}

async function fetchPage(q: MonthQuery, page: number): Promise<AppointmentListResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(MONTH_LIMIT), month: q.month, status: statusesFor(q.status).join(',') });
  if (q.staffId != null) params.set('staffId', String(q.staffId));
  try {
    return await api.get<AppointmentListResponse>(`${QUERY_KEYS.appointments[0]}?${params}`);
  } catch (error) {
    // docs/product/errors.md: the appointments fetch reports 'HTTP {status}: {body}' (an answer; no answer keeps its own message).
    if (error instanceof ApiError && error.status !== 0) throw new Error(`HTTP ${error.status}: ${JSON.stringify(error.body)}`, { cause: error });
    throw error;
  }
}

/** Exactly what the month view shows, filtered by the server: one request (a further page only past MONTH_LIMIT). */
export async function fetchMonthAppointments(q: MonthQuery): Promise<AppointmentDto[]> {
  const all: AppointmentDto[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(q, page);
    const batch = answer?.appointments ?? [];
    all.push(...batch);
    if (batch.length < MONTH_LIMIT || all.length >= (answer.total ?? 0)) return all;
  }
}

/** The month view's appointments; the fetch retries twice (docs/product/api.md). The previous view stays while a new filter loads. */
export function useMonthAppointments(q: MonthQuery) {
  return useQuery({ queryKey: monthAppointmentsKey(q), queryFn: () => fetchMonthAppointments(q), retry: 2, placeholderData: keepPreviousData });
}

function isAppointment(answer: unknown): answer is AppointmentDto {
  const a = answer as Partial<AppointmentDto> | null;
  return !!a && typeof a.id === 'number' && typeof a.appointmentDate === 'string' && typeof a.status === 'string' && typeof a.staffId === 'number';
}

/**
 * Puts a written appointment (the answer of the write) into every cached month view it belongs to and
 * out of those it left. Returns ['appointments'] when the month views are up to date, [] when the answer
 * is not an appointment (the caller then lets them refetch).
 */
export function putAppointment(client: QueryClient, answer: unknown): QueryName[] {
  if (!isAppointment(answer)) return [];
  for (const query of client.getQueryCache().findAll({ queryKey: [QUERY_KEYS.appointments[0]] })) {
    const q = query.queryKey[1] as MonthQuery | undefined;
    if (!q || typeof q !== 'object' || !('month' in q)) continue;
    client.setQueryData<AppointmentDto[]>(query.queryKey, (list) => {
      if (!list) return list;
      const others = list.filter((a) => a.id !== answer.id);
      return answer.appointmentDate.startsWith(q.month) && matchesFilter(answer, q.status, q.staffId) ? [...others, answer] : others;
    });
  }
  return ['appointments'];
}
