import { WRITE_CAUSES, type AppointmentDto, type AppointmentStatusChange } from '@salao/contracts';
import { api, toast, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { useAppointmentConfirmations, useConfirmAction } from '@salao/web-core/ui';
import { putAppointment } from '../appointments/month-appointments';

/** The toasts of a status change from the agenda (docs/product/errors.md), as the bell says them. */
const STATUS_DONE: Record<Exclude<AppointmentStatusChange, 'completed'>, string> = {
  confirmed: 'Agendamento confirmado!',
  rejected: 'Agendamento recusado!',
  no_show: 'Agendamento marcado como não compareceu!',
};

const when = (a: AppointmentDto) =>
  `${a.appointmentDate.slice(8, 10)}/${a.appointmentDate.slice(5, 7)}/${a.appointmentDate.slice(0, 4)} às ${a.appointmentDate.slice(11, 16)}`;

/**
 * Complete, cancel, confirm, reject and no-show, as the dashboard and the appointments page offer them (docs/product/screens.md,
 * docs/product/errors.md toasts). Those that change money, points or a client's day ask first and say what will happen
 * (docs/product/states.md ('Confirmations')): `askComplete`/`askCancel`/`askReject`/`askNoShow`; render `holder` once.
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
  const status = useLiveWrite({
    write: ({ id, status: next }: { id: number; status: keyof typeof STATUS_DONE }) =>
      api.patch<AppointmentDto>(`/api/appointments/${id}/status`, { status: next }),
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
    onSuccess: (_answer, { status: next }) => toastSuccess(STATUS_DONE[next]),
    onError: (error) => toastFailure('Erro ao atualizar agendamento. Tente novamente.', error),
  });
  const [confirm, holder] = useAppointmentConfirmations();
  const [ask, askHolder] = useConfirmAction();
  const askComplete = async (a: AppointmentDto) => {
    if (await confirm.complete(a)) complete.mutate(a.id);
  };
  const askCancel = async (a: AppointmentDto) => {
    if (await confirm.cancel(a)) cancel.mutate(a.id);
  };
  const confirmBooking = (a: AppointmentDto) => status.mutate({ id: a.id, status: 'confirmed' });
  const askReject = async (a: AppointmentDto) => {
    if (await confirm.reject(a)) status.mutate({ id: a.id, status: 'rejected' });
  };
  const askNoShow = async (a: AppointmentDto) => {
    const ok = await ask({
      title: 'Marcar como não compareceu?',
      content: `${a.serviceName} de ${a.clientName} em ${when(a)}. O horário fica livre; nenhuma receita ou ponto é registrado e a falta conta no histórico do cliente.`,
      okText: 'Não compareceu',
      danger: true,
    });
    if (ok) status.mutate({ id: a.id, status: 'no_show' });
  };
  return {
    complete,
    cancel,
    status,
    askComplete,
    askCancel,
    confirmBooking,
    askReject,
    askNoShow,
    holder: (
      <>
        {holder}
        {askHolder}
      </>
    ),
  };
}
