import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type AppointmentStatusChange, type QueryName } from '@salao/contracts';
import { api, toastError, toastSuccess } from '@salao/web-core';

const SUCCESS: Record<AppointmentStatusChange, string> = {
  confirmed: 'Agendamento confirmado!',
  rejected: 'Agendamento recusado!',
  completed: 'Serviço marcado como realizado!',
};

const REFRESH: QueryName[] = ['pendingAppointments', 'appointments', 'notifications', 'unreadNotifications', 'dashboardStats', 'recentAppointments'];

/** PATCH /api/appointments/{id}/status from the bell (SPEC §7): refreshes what it changes, toasts of SPEC §8. */
export function useAppointmentStatus(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AppointmentStatusChange }) => api.patch(`/api/appointments/${id}/status`, { status }),
    onSuccess: (_data, { status }) => {
      const names: QueryName[] = status === 'completed' ? [...REFRESH, 'transactions', 'financeStats'] : REFRESH;
      for (const name of names) void client.invalidateQueries({ queryKey: [...QUERY_KEYS[name]] });
      toastSuccess(SUCCESS[status]);
      onDone?.();
    },
    onError: () => toastError('Erro ao atualizar agendamento. Tente novamente.'),
  });
}
