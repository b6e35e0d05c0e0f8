import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyBalanceDto, LoyaltyProgramDto, LoyaltyProgramWrite } from '@salao/contracts';
import { api, toast, toastError } from '@salao/web-core';
import { KEYS } from '../shared/queries';

const success = (title: string, description: string) => toast({ title, description, variant: 'success' });

/** 'Não foi possível …' (SPEC §8), with the server's reason when it gave one (e.g. balance too low). */
function failure(text: string) {
  return (error: Error) => {
    console.error(text, error);
    const reason = error.message && !/^HTTP \d+/.test(error.message) ? ` ${error.message}` : '';
    toastError(`${text}${reason}`);
  };
}

/** Programme and points writes with SPEC §8's toasts; each refreshes what it changed. */
export function useLoyaltyMutations() {
  const client = useQueryClient();
  const refreshPrograms = () => client.invalidateQueries({ queryKey: [...KEYS.programs] });
  const refreshPoints = () => client.invalidateQueries({ queryKey: [...KEYS.rewards] });

  const saveProgram = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LoyaltyProgramWrite }) =>
      id ? api.put<LoyaltyProgramDto>(`/api/loyalty/programs/${id}`, body) : api.post<LoyaltyProgramDto>('/api/loyalty/programs', body),
    onSuccess: (_data, { id }) => {
      void refreshPrograms();
      void refreshPoints();
      if (id) success('Programa atualizado', 'O programa de fidelidade foi atualizado.');
      else success('Programa criado', 'O programa de fidelidade foi criado.');
    },
    onError: (error, { id }) => failure(`Não foi possível ${id ? 'atualizar' : 'criar'} o programa de fidelidade.`)(error),
  });

  const deleteProgram = useMutation({
    mutationFn: (id: number) => api.delete(`/api/loyalty/programs/${id}`),
    onSuccess: () => {
      void refreshPrograms();
      void refreshPoints();
      success('Programa excluído', 'O programa de fidelidade foi excluído.');
    },
    onError: failure('Não foi possível excluir o programa de fidelidade.'),
  });

  const addPoints = useMutation({
    mutationFn: ({ clientId, programId, points }: { clientId: number; programId: number; points: number }) =>
      api.post<LoyaltyBalanceDto>(`/api/loyalty/clients/${clientId}/add-points`, { programId, points, appointmentId: null }),
    onSuccess: (balance) => {
      void refreshPoints();
      success('Pontos adicionados', `Saldo atual: ${balance.totalPoints} pontos.`);
    },
    onError: failure('Não foi possível adicionar os pontos.'),
  });

  const redeem = useMutation({
    mutationFn: ({ clientId, programId, points }: { clientId: number; programId: number; points: number }) =>
      api.post<LoyaltyBalanceDto>(`/api/loyalty/clients/${clientId}/use-points`, { programId, points }),
    onSuccess: (balance) => {
      void refreshPoints();
      success('Pontos resgatados', `Saldo atual: ${balance.totalPoints} pontos.`);
    },
    onError: (error) => {
      void refreshPoints(); // someone else may have redeemed first: show the real balance
      failure('Não foi possível resgatar os pontos.')(error);
    },
  });

  return { saveProgram, deleteProgram, addPoints, redeem };
}
