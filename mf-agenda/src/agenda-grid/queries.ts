import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type AgendaDayResponse, type AgendaWeekResponse } from '@salao/contracts';
import { api } from '@salao/web-core';

/** The day grid's data: one call (GET /api/agenda/day); appointment live messages refresh it (QUERY_KEYS.agendaDay). */
export function agendaDayKey(date: string) {
  return [QUERY_KEYS.agendaDay[0], date] as const;
}

export function agendaWeekKey(start: string, staffId: number) {
  return [QUERY_KEYS.agendaWeek[0], start, staffId] as const;
}

/** One day of the grid, for useQuery and for the page that starts it before the grid's code is here. */
export function agendaDayQuery(date: string) {
  return {
    queryKey: agendaDayKey(date),
    queryFn: () => api.get<AgendaDayResponse>(`${QUERY_KEYS.agendaDay[0]}?date=${date}`),
    retry: 2,
  };
}

export function useAgendaDay(date: string, enabled = true) {
  return useQuery({ ...agendaDayQuery(date), placeholderData: keepPreviousData, enabled });
}

export function useAgendaWeek(start: string, staffId: number | null) {
  return useQuery({
    queryKey: agendaWeekKey(start, staffId ?? 0),
    queryFn: () => api.get<AgendaWeekResponse>(`${QUERY_KEYS.agendaWeek[0]}?start=${start}&staffId=${staffId}`),
    placeholderData: keepPreviousData,
    retry: 2,
    enabled: staffId != null,
  });
}
