import { useQuery } from '@tanstack/react-query';
import {
  QUERY_KEYS,
  WRITE_CAUSES,
  type CashCloseInput,
  type CashMovementInput,
  type CashOpenInput,
  type CashSessionDetailDto,
  type CashSessionDto,
  type CashSettingsDto,
  type CashSettingsInput,
} from '@salao/contracts';
import { ApiError, api, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';

/**
 * The drawer's queries sit under '/api/transactions' (finances/queries.ts): whatever makes the finance figures
 * stale (a payment, another tab's live financial_change) refreshes the drawer too.
 */
export const CASH_KEYS = {
  all: [...QUERY_KEYS.transactions, 'cash'] as const,
  current: [...QUERY_KEYS.transactions, 'cash', 'current'] as const,
  day: (date: string) => [...QUERY_KEYS.transactions, 'cash', 'day', date] as const,
  settings: [...QUERY_KEYS.transactions, 'cash', 'settings'] as const,
};

/** GET /api/cash-sessions/current: null when no drawer is open (404). */
export function useCurrentCash() {
  return useQuery<CashSessionDetailDto | null>({
    queryKey: CASH_KEYS.current,
    queryFn: async () => {
      try {
        return await api.get<CashSessionDetailDto>('/api/cash-sessions/current');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useDayCash(date: string) {
  return useQuery<CashSessionDto[]>({ queryKey: CASH_KEYS.day(date), queryFn: () => api.get<CashSessionDto[]>(`/api/cash-sessions?date=${date}`) });
}

export function useCashSettings() {
  return useQuery<CashSettingsDto>({ queryKey: CASH_KEYS.settings, queryFn: () => api.get<CashSettingsDto>('/api/cash-sessions/settings') });
}

/** Writes of the drawer (bodies typed by the contracts' schemas, as the API validates them), with docs/product/errors.md's toasts; each refreshes the drawer and the finance figures. */
export function useCashMutations() {
  const common = { causes: WRITE_CAUSES.transaction, also: [CASH_KEYS.all] } as const;
  const open = useLiveWrite({
    ...common,
    write: (body: Pick<CashOpenInput, 'openingAmount'>) => api.post<CashSessionDetailDto>('/api/cash-sessions', body),
    onSuccess: () => toastSuccess('Caixa aberto!'),
    onError: (error) => toastFailure('Erro ao abrir o caixa. Tente novamente.', error),
  });
  const move = useLiveWrite({
    ...common,
    write: ({ id, ...body }: { id: number } & CashMovementInput) => api.post<CashSessionDetailDto>(`/api/cash-sessions/${id}/movements`, body),
    onSuccess: (_s, body) => toastSuccess(body.type === 'sangria' ? 'Sangria registrada!' : 'Suprimento registrado!'),
    onError: (error) => toastFailure('Erro ao registrar a movimentação. Tente novamente.', error),
  });
  const close = useLiveWrite({
    ...common,
    write: ({ id, ...body }: { id: number } & CashCloseInput) => api.post<CashSessionDetailDto>(`/api/cash-sessions/${id}/close`, body),
    onSuccess: () => toastSuccess('Caixa fechado!'),
    onError: (error) => toastFailure('Erro ao fechar o caixa. Tente novamente.', error),
  });
  const settings = useLiveWrite({
    causes: [],
    also: [CASH_KEYS.settings],
    write: (body: CashSettingsInput) => api.put<CashSettingsDto>('/api/cash-sessions/settings', body),
    onSuccess: () => toastSuccess('Configuração salva!'),
    onError: (error) => toastFailure('Erro ao salvar a configuração. Tente novamente.', error),
  });
  return { open, move, close, settings };
}
