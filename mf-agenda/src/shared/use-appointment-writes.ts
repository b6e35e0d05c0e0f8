import { WRITE_CAUSES, type AppointmentDto, type AppointmentStatusChange } from '@salao/contracts';
import { api, toast, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { putAppointment } from '../appointments/month-appointments';

/** The toasts of a status change from the agenda (docs/product/errors.md), as the bell says them. */
const STATUS_DONE: Record<Exclude<AppointmentStatusChange, 'completed'>, string> = {
  confirmed: 'Agendamento confirmado!',
  rejected: 'Agendamento recusado!',
  no_show: 'Agendamento marcado como não compareceu!',
};

/** The toast of a completion that could not be made (the write's, or its dialog's code that did not arrive). */
export const COMPLETE_FAILED = 'Não foi possível marcar o agendamento como realizado.';

/**
 * The writes behind complete, cancel, confirm, reject and no-show, with their toasts (docs/product/errors.md), without
 * the confirmations: the dashboard asks through a dialog it downloads on demand (docs/architecture.md, 'First visit').
 */
export function useAppointmentWrites() {
  const complete = useLiveWrite({
    write: (id: number) => api.patch<AppointmentDto>(`/api/appointments/${id}/status`, { status: 'completed' }),
    causes: WRITE_CAUSES.appointmentCompleted,
    // docs/product/api.md: completing also refreshes transactions.
    also: ['transactions'],
    update: putAppointment,
    onSuccess: () => toastSuccess('Serviço marcado como realizado!'),
    onError: (error) => toastFailure(COMPLETE_FAILED, error),
  });
  const cancel = useLiveWrite({
    write: (id: number) => api.delete<AppointmentDto>(`/api/appointments/${id}`),
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
    onSuccess: () => toast({ title: 'Agendamento excluído', variant: 'success' }),
    onError: (error) => toastFailure('Não foi possível cancelar o agendamento.', error),
  });
  const status = useLiveWrite({
    write: ({ id, status: next }: { id: number; status: keyof typeof STATUS_DONE }) =>
      api.patch<AppointmentDto>(`/api/appointments/${id}/status`, { status: next }),
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
    onSuccess: (_answer, { status: next }) => toastSuccess(STATUS_DONE[next]),
    onError: (error) => toastFailure('Erro ao atualizar agendamento. Tente novamente.', error),
  });
  return { complete, cancel, status };
}
