import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toast, toastError, toastSuccess } from '@salao/web-core';
import { refreshAfterAppointmentChange } from './refresh-agenda';

/** Complete and cancel, as the dashboard and the appointments page offer them (SPEC §2, §8 toasts). */
export function useAppointmentActions() {
  const client = useQueryClient();
  const complete = useMutation({
    mutationFn: (id: number) => api.patch(`/api/appointments/${id}/status`, { status: 'completed' }),
    onSuccess: () => {
      refreshAfterAppointmentChange(client, true);
      toastSuccess('Serviço marcado como realizado!');
    },
    onError: () => toastError('Não foi possível marcar o agendamento como realizado.'),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => api.delete(`/api/appointments/${id}`),
    onSuccess: () => {
      refreshAfterAppointmentChange(client);
      toast({ title: 'Agendamento excluído', variant: 'success' });
    },
    onError: () => toastError('Não foi possível cancelar o agendamento.'),
  });
  return { complete, cancel };
}
