import { WRITE_CAUSES, type AppointmentDto } from '@salao/contracts';
import { api, toast, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { useAppointmentConfirmations } from '@salao/web-core/ui';
import { putAppointment } from '../appointments/month-appointments';

/**
 * Complete and cancel, as the dashboard and the appointments page offer them (docs/product/screens.md, docs/product/errors.md toasts). Both ask
 * first and say what will happen (docs/product/states.md ('Confirmations')): `askComplete`/`askCancel`; render `holder` once.
 */
export function useAppointmentActions() {
  const complete = useLiveWrite({
    write: (id: number) => api.patch<AppointmentDto>(`/api/appointments/${id}/status`, { status: 'completed' }),
    causes: WRITE_CAUSES.appointmentCompleted,
    // docs/product/api.md: completing also refreshes transactions.
    also: ['transactions'],
    update: putAppointment,
    onSuccess: () => toastSuccess('Serviço marcado como realizado!'),
    onError: (error) => toastFailure('Não foi possível marcar o agendamento como realizado.', error),
  });
  const cancel = useLiveWrite({
    write: (id: number) => api.delete<AppointmentDto>(`/api/appointments/${id}`),
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
    onSuccess: () => toast({ title: 'Agendamento excluído', variant: 'success' }),
    onError: (error) => toastFailure('Não foi possível cancelar o agendamento.', error),
  });
  const [confirm, holder] = useAppointmentConfirmations();
  const askComplete = async (a: AppointmentDto) => {
    if (await confirm.complete(a)) complete.mutate(a.id);
  };
  const askCancel = async (a: AppointmentDto) => {
    if (await confirm.cancel(a)) cancel.mutate(a.id);
  };
  return { complete, cancel, askComplete, askCancel, holder };
}
