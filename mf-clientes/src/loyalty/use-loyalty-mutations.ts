import { LOYALTY_MSG, WRITE_CAUSES, type LoyaltyBalanceDto, type LoyaltyProgramDto, type LoyaltyProgramWrite } from '@salao/contracts';
import { api, failureReason, isStaleVersion, toast, toastError, useLiveWrite } from '@salao/web-core';
import { KEYS } from '../shared/queries';

/** How long the redeem toast offers 'Desfazer'. */
const UNDO_TOAST_MS = 8000;

const success = (title: string, description: string) => toast({ title, description, variant: 'success' });

/** 'Não foi possível …' (docs/product/errors.md), with the server's reason when it gave one (e.g. balance too low). */
function failure(text: string) {
  return (error: Error) => {
    console.error(text, error);
    const reason = failureReason(error);
    toastError(reason ? `${text} ${reason}` : text);
  };
}

/** Programme and points writes with docs/product/errors.md's toasts; each refreshes what it changed. */
export function useLoyaltyMutations() {
  const saveProgram = useLiveWrite({
    causes: [],
    also: [KEYS.programs, KEYS.rewards],
    write: ({ id, body }: { id: number | null; body: LoyaltyProgramWrite }) =>
      id ? api.put<LoyaltyProgramDto>(`/api/loyalty/programs/${id}`, body) : api.post<LoyaltyProgramDto>('/api/loyalty/programs', body),
    onSuccess: (_data, { id }) => {
      if (id) success('Programa atualizado', 'O programa de fidelidade foi atualizado.');
      else success('Programa criado', 'O programa de fidelidade foi criado.');
    },
    // A stale version is told by the form itself, which keeps what was typed and offers 'Recarregar'.
    onError: (error, { id }) => isStaleVersion(error) || failure(`Não foi possível ${id ? 'atualizar' : 'criar'} o programa de fidelidade.`)(error),
  });

  const deleteProgram = useLiveWrite({
    causes: [],
    also: [KEYS.programs, KEYS.rewards],
    write: (id: number) => api.delete(`/api/loyalty/programs/${id}`),
    onSuccess: () => {
      success('Programa excluído', 'O programa de fidelidade foi excluído.');
    },
    onError: failure('Não foi possível excluir o programa de fidelidade.'),
  });

  // Points belong to the client record: the server announces client_change, whose queries include the balances.
  const addPoints = useLiveWrite({
    causes: WRITE_CAUSES.client,
    write: ({ clientId, programId, points }: { clientId: number; programId: number; points: number }) =>
      api.post<LoyaltyBalanceDto>(`/api/loyalty/clients/${clientId}/add-points`, { programId, points, appointmentId: null }),
    onSuccess: (balance) => {
      success('Pontos adicionados', `Saldo atual: ${balance.totalPoints} pontos.`);
    },
    onError: failure('Não foi possível adicionar os pontos.'),
  });

  const redeem = useLiveWrite({
    causes: WRITE_CAUSES.client,
    write: ({ clientId, programId, points }: { clientId: number; programId: number; points: number }) =>
      api.post<LoyaltyBalanceDto>(`/api/loyalty/clients/${clientId}/use-points`, { programId, points }),
    staleOnError: () => [KEYS.rewards], // someone else may have redeemed first: show the real balance
    onSuccess: (balance) => {
      // docs/product/states.md ('Loyalty'): undo for a few seconds, done server-side as a reversing ledger entry.
      const id = balance.redemptionId;
      toast({
        title: 'Pontos resgatados',
        description: `Saldo atual: ${balance.totalPoints} pontos.`,
        variant: 'success',
        duration: UNDO_TOAST_MS,
        action: id ? { label: 'Desfazer', onClick: () => undoRedeem.mutate(id) } : undefined,
      });
    },
    onError: failure('Não foi possível resgatar os pontos.'),
  });

  const undoRedeem = useLiveWrite({
    causes: WRITE_CAUSES.client,
    write: (redemptionId: number) => api.post<LoyaltyBalanceDto>(`/api/loyalty/redemptions/${redemptionId}/undo`),
    staleOnError: () => [KEYS.rewards],
    onSuccess: (balance) => success(LOYALTY_MSG.undone, `Saldo atual: ${balance.totalPoints} pontos.`),
    onError: failure('Não foi possível desfazer o resgate.'),
  });

  return { saveProgram, deleteProgram, addPoints, redeem, undoRedeem };
}
