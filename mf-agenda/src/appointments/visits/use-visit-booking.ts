import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WRITE_CAUSES, type AppointmentSeriesResponse, type GroupTimesResponse, type SeriesConflict } from '@salao/contracts';
import { api, toast, useLiveWrite } from '@salao/web-core';
import type { BookingValues } from '../booking-form';
import {
  NO_REPEAT,
  conflictsOf,
  groupSlots,
  groupTimesUrl,
  isComplete,
  postGroup,
  postSeries,
  type ExtraItem,
  type RepeatValues,
  type Resolution,
} from './visit-form';

/**
 * The booking form's visit and repeat state (docs/product/series.md): extra services switch the free times to the
 * whole visit's and the write to POST /api/appointment-groups; 'Repetir' to POST /api/appointment-series, whose
 * conflicts are shown to resolve before confirming.
 */
export function useVisitBooking(values: BookingValues) {
  const [extras, setExtras] = useState<ExtraItem[]>([]);
  const [repeat, setRepeat] = useState<RepeatValues>(NO_REPEAT);
  const [conflicts, setConflicts] = useState<SeriesConflict[] | null>(null);
  const [resolutions, setResolutions] = useState(new Map<string, Resolution>());
  const grouped = extras.length > 0;
  const ready = grouped && !!values.serviceId && !!values.staffId && !!values.appointmentDate && isComplete(extras);
  const url = ready ? groupTimesUrl(values, extras) : '';
  const times = useQuery({ queryKey: [url], queryFn: () => api.get<GroupTimesResponse>(url), enabled: ready, retry: false, staleTime: 0 });
  const group = useLiveWrite({ write: (v: BookingValues) => postGroup(v, times.data), causes: WRITE_CAUSES.appointment });
  const series = useLiveWrite({
    write: (v: BookingValues) => postSeries(v, repeat, conflicts ? resolutions : undefined),
    causes: WRITE_CAUSES.appointment,
  });

  /** Books the visit or the series; false while conflicts wait to be resolved. Throws the server's refusal otherwise. */
  const submit = async (v: BookingValues): Promise<boolean> => {
    if (grouped) {
      await group.mutateAsync(v);
      toast({ title: 'Agendamento realizado', description: `Visita com ${extras.length + 1} serviços agendada.`, variant: 'success' });
      return true;
    }
    try {
      const answer: AppointmentSeriesResponse = await series.mutateAsync(v);
      const skipped = answer.conflicts.length ? ` ${answer.conflicts.length} data(s) puladas.` : '';
      toast({ title: 'Agendamento realizado', description: `Série criada: ${answer.created.length} agendamentos.${skipped}`, variant: 'success' });
      return true;
    } catch (error) {
      const found = conflictsOf(error);
      if (!found || conflicts) throw error;
      setConflicts(found);
      setResolutions(new Map(found.map((c) => [c.date, 'skip'])));
      return false;
    }
  };

  return {
    extras,
    setExtras: (next: ExtraItem[]) => {
      setExtras(next);
      if (next.length) setRepeat(NO_REPEAT);
    },
    repeat,
    setRepeat: (next: RepeatValues) => {
      setRepeat(next);
      setConflicts(null);
    },
    conflicts,
    resolutions,
    setResolutions,
    /** Whether the form books more than one appointment. */
    special: grouped || repeat.on,
    grouped,
    groupTimes: { enabled: ready, slots: groupSlots(times.data), loading: ready && times.isLoading, refetch: times.refetch },
    submit,
    resetConflicts: () => setConflicts(null),
  };
}
