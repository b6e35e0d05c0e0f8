import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QUERY_KEYS,
  formatBRL,
  type CommissionEntryPage,
  type CommissionPayoutDto,
  type CommissionPayoutInput,
  type CommissionPayoutPage,
} from '@salao/contracts';
import { api, toastFailure, toastSuccess } from '@salao/web-core';

export const ENTRIES_KEY = '/api/commission-entries';
export const PAYOUTS_KEY = '/api/commission-payouts';

/**
 * The cached lists sit under '/api/transactions' like the area's others (finances/queries.ts): a comanda closed
 * or refunded in another tab (its live financial_change) refreshes the Comissões card too.
 */
const KEYS = {
  entries: (filter: EntryFilter) => [...QUERY_KEYS.transactions, ENTRIES_KEY, filter] as const,
  payouts: (staffId: number | null, page: number) => [...QUERY_KEYS.transactions, PAYOUTS_KEY, staffId, page] as const,
};

/** Cents as 'R$ 12,34'. */
export const brl = (cents: number) => formatBRL(cents / 100);

export interface EntryFilter {
  staffId: number | null;
  from: string;
  to: string;
  status?: 'open' | 'paid';
  page: number;
}

function search(filter: EntryFilter): string {
  const p = new URLSearchParams({ from: filter.from, to: filter.to, page: String(filter.page) });
  if (filter.staffId) p.set('staffId', String(filter.staffId));
  if (filter.status) p.set('status', filter.status);
  return p.toString();
}

/** GET /api/commission-entries (docs/product/api.md, 'Comissões'): a staff login gets only her own. */
export function useCommissionEntries(filter: EntryFilter) {
  return useQuery<CommissionEntryPage>({
    queryKey: KEYS.entries(filter),
    queryFn: () => api.get<CommissionEntryPage>(`${ENTRIES_KEY}?${search(filter)}`),
  });
}

export function useCommissionPayouts(staffId: number | null, page: number) {
  return useQuery<CommissionPayoutPage>({
    queryKey: KEYS.payouts(staffId, page),
    queryFn: () => api.get<CommissionPayoutPage>(`${PAYOUTS_KEY}?page=${page}${staffId ? `&staffId=${staffId}` : ''}`),
  });
}

/** 'Fechar comissões': one payout of the open entries; the lists and Financeiro's figures follow. */
export function useClosePayout() {
  const client = useQueryClient();
  return useMutation<CommissionPayoutDto, Error, CommissionPayoutInput>({
    mutationFn: (body) => api.post<CommissionPayoutDto>(PAYOUTS_KEY, body),
    onSuccess: (payout) => {
      toastSuccess(`Comissões de ${payout.staffName} fechadas: ${brl(payout.total)}.`);
      for (const key of [QUERY_KEYS.financeStats[0], QUERY_KEYS.transactions[0]]) void client.invalidateQueries({ queryKey: [key] });
    },
    onError: (error) => toastFailure('Não foi possível fechar as comissões.', error),
  });
}
