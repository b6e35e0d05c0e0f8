import type { AppointmentSeriesResponse, GroupTimesResponse, SeriesConflict, TimeSlot } from '@salao/contracts';
import { api } from '@salao/web-core';
import type { BookingValues } from '../booking-form';

/** A further service of the visit, ids undefined until chosen. */
export interface ExtraItem {
  serviceId?: number;
  staffId?: number;
}

export interface RepeatValues {
  on: boolean;
  everyWeeks: number;
  end: 'count' | 'until';
  count: number;
  until: string;
}

export const NO_REPEAT: RepeatValues = { on: false, everyWeeks: 2, end: 'count', count: 6, until: '' };

/** A conflict's resolution: skip the date or book it at one of the alternatives. */
export type Resolution = 'skip' | string;

export const isComplete = (items: ExtraItem[]) => items.every((i) => i.serviceId && i.staffId);

/** The whole visit's start times as the time grid shows them (every offered one is free). */
export function groupSlots(answer: GroupTimesResponse | undefined): TimeSlot[] {
  return (answer?.times ?? []).map((t) => ({ time: t.time, available: true, isPast: false, isBooked: false }));
}

export function groupTimesUrl(v: BookingValues, extras: ExtraItem[]): string {
  const items = [{ serviceId: v.serviceId, staffId: v.staffId }, ...extras].map((i) => `${i.serviceId}:${i.staffId}`).join(',');
  return `/api/appointment-groups/available-times?${new URLSearchParams({ date: v.appointmentDate, items })}`;
}

/** POST /api/appointment-groups: each item at the time the sequence answer planned for the chosen start. */
export function postGroup(v: BookingValues, answer: GroupTimesResponse | undefined) {
  const plan = answer?.times.find((t) => t.time === v.appointmentTime);
  return api.post('/api/appointment-groups', {
    clientId: v.clientId,
    date: v.appointmentDate,
    items: plan?.items ?? [],
    notes: v.notes.trim() || null,
  });
}

/** POST /api/appointment-series; the second call skips the dates left unresolved and moves the others. */
export function postSeries(v: BookingValues, r: RepeatValues, resolutions?: Map<string, Resolution>) {
  const overrides = [...(resolutions ?? [])].filter(([, x]) => x !== 'skip').map(([date, time]) => ({ date, time }));
  return api.post<AppointmentSeriesResponse>('/api/appointment-series', {
    clientId: v.clientId,
    serviceId: v.serviceId,
    staffId: v.staffId,
    appointmentDate: v.appointmentDate,
    appointmentTime: v.appointmentTime,
    notes: v.notes.trim() || null,
    everyWeeks: r.everyWeeks,
    ...(r.end === 'count' ? { count: r.count } : { until: r.until }),
    skipConflicts: !!resolutions,
    overrides,
  });
}

/** The conflicts a 409 of the series carries. */
export function conflictsOf(error: unknown): SeriesConflict[] | null {
  const body = (error as { body?: { conflicts?: SeriesConflict[] } } | null)?.body;
  return Array.isArray(body?.conflicts) ? body.conflicts : null;
}
