import { useQueryClient } from '@tanstack/react-query';
import {
  QUERY_KEYS,
  WRITE_CAUSES,
  type AgendaAppointmentDto,
  type AgendaDayResponse,
  type AgendaWeekResponse,
  type AppointmentDto,
  type AppointmentStatusChange,
  type AppointmentWrite,
} from '@salao/contracts';
import { api, toastFailure, toastSuccess, useLiveWrite, useSession } from '@salao/web-core';
import { putAppointment } from '../appointments/month-appointments';

export interface MoveRequest {
  appointment: AgendaAppointmentDto;
  staffId: number;
  date: string;
  time: string;
}

type Cached = AgendaDayResponse | AgendaWeekResponse;

/** Puts the moved appointment where it was dropped in every cached grid, so it does not jump back while the server decides. */
function moveInCache(data: Cached | undefined, m: MoveRequest): Cached | undefined {
  if (!data) return data;
  const appointmentDate = `${m.date}T${m.time}:00`;
  return { ...data, appointments: data.appointments.map((a) => (a.id === m.appointment.id ? { ...a, staffId: m.staffId, appointmentDate } : a)) };
}

/**
 * Dragging a block: PUT /api/appointments/{id} with the new professional, day and time, as the edit dialog sends it. The grid
 * shows the move at once; a refusal puts the block back and shows the server's pt-BR reason (docs/product/errors.md).
 */
export function useMoveAppointment() {
  const client = useQueryClient();
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const grids = () => [
    ...client.getQueryCache().findAll({ queryKey: [QUERY_KEYS.agendaDay[0]] }),
    ...client.getQueryCache().findAll({ queryKey: [QUERY_KEYS.agendaWeek[0]] }),
  ];
  return useLiveWrite({
    write: (m: MoveRequest) => {
      const a = m.appointment;
      const body: AppointmentWrite = {
        clientId: a.clientId,
        serviceId: a.serviceId,
        staffId: m.staffId,
        appointmentDate: m.date,
        appointmentTime: m.time,
        notes: a.notes,
        establishmentId,
      };
      return api.put<AppointmentDto>(`/api/appointments/${a.id}`, body);
    },
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
    onMutate: (m) => {
      const snapshot = grids().map((q) => [q.queryKey, q.state.data] as const);
      for (const q of grids()) client.setQueryData<Cached>(q.queryKey, (d) => moveInCache(d, m));
      return snapshot;
    },
    onError: (error, _m, snapshot) => {
      for (const [key, data] of (snapshot as Array<readonly [readonly unknown[], unknown]> | undefined) ?? []) client.setQueryData(key, data);
      toastFailure('Não foi possível mover o agendamento.', error);
    },
    onSuccess: () => toastSuccess('Agendamento movido.'),
  });
}

const STATUS_DONE: Record<AppointmentStatusChange, string> = {
  confirmed: 'Agendamento confirmado!',
  rejected: 'Agendamento recusado!',
  completed: 'Serviço marcado como realizado!',
  no_show: 'Agendamento marcado como não compareceu!',
};

/** PATCH /api/appointments/{id}/status from a block's popover: confirm or reject a request, or mark a no-show. */
export function useStatusChange() {
  return useLiveWrite({
    write: ({ id, status }: { id: number; status: AppointmentStatusChange }) => api.patch<AppointmentDto>(`/api/appointments/${id}/status`, { status }),
    causes: WRITE_CAUSES.appointmentCompleted,
    also: ['transactions'],
    update: putAppointment,
    onSuccess: (_answer, { status }) => toastSuccess(STATUS_DONE[status]),
    onError: (error) => toastFailure('Erro ao atualizar agendamento. Tente novamente.', error),
  });
}
