import { WRITE_CAUSES, type AppointmentStatusChange } from '@salao/contracts';
import { api, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';

const SUCCESS: Record<AppointmentStatusChange, string> = {
  confirmed: 'Agendamento confirmado!',
  rejected: 'Agendamento recusado!',
  completed: 'Serviço marcado como realizado!',
  no_show: 'Agendamento marcado como não compareceu!',
};

/** PATCH /api/appointments/{id}/status from the bell (docs/product/api.md): refreshes what it changes, toasts of docs/product/errors.md. */
export function useAppointmentStatus(onDone?: () => void) {
  return useLiveWrite({
    write: ({ id, status }: { id: number; status: AppointmentStatusChange }) => api.patch(`/api/appointments/${id}/status`, { status }),
    // Completing causes the financial events too; docs/product/api.md also names transactions.
    causes: WRITE_CAUSES.appointmentCompleted,
    also: ['transactions'],
    onSuccess: (_answer, { status }) => {
      toastSuccess(SUCCESS[status]);
      onDone?.();
    },
    onError: (error) => toastFailure('Erro ao atualizar agendamento. Tente novamente.', error),
  });
}
