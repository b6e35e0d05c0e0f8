import { TRANSACTION_MSG, WRITE_CAUSES, type TransactionDto, type TransactionWrite } from '@salao/contracts';
import { api, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';

/** Register and delete with docs/product/errors.md's toasts; the lists refresh with the stats (queries.ts). */
export function useTransactionMutations() {
  const create = useLiveWrite({
    causes: WRITE_CAUSES.transaction,
    also: ['transactions'],
    write: (body: TransactionWrite) => api.post<TransactionDto>('/api/transactions', body),
    onSuccess: (t) => toastSuccess(t.type === 'income' ? 'Receita registrada!' : 'Despesa registrada!'),
    onError: (error) => toastFailure('Erro ao registrar transação. Tente novamente.', error),
  });
  const remove = useLiveWrite({
    causes: WRITE_CAUSES.transaction,
    also: ['transactions'],
    write: (id: number) => api.delete(`/api/transactions/${id}`),
    onSuccess: () => toastSuccess(TRANSACTION_MSG.removed),
    onError: (error) => toastFailure('Erro ao remover transação. Tente novamente.', error),
  });
  return { create, remove };
}
