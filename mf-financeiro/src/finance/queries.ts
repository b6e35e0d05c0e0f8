import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, dayjs, type FinanceStats, type TransactionDto, type TransactionPage } from '@salao/contracts';
import { api } from '@salao/web-core';

/** Lists of this area sit under '/api/transactions', so every write that refreshes 'transactions' refreshes them. */
export const KEYS = {
  stats: QUERY_KEYS.financeStats,
  day: (date: string) => [...QUERY_KEYS.transactions, 'date', date] as const,
  month: (month: string) => [...QUERY_KEYS.transactions, 'month', month] as const,
};

export function useFinanceStats(enabled: boolean) {
  return useQuery<FinanceStats>({ queryKey: KEYS.stats, queryFn: () => api.get<FinanceStats>(KEYS.stats[0]), enabled });
}

/** GET /api/transactions/date/{yyyy-MM-dd}: 'Movimentações Recentes' of one date. */
export function useDayTransactions(date: string, enabled: boolean) {
  return useQuery<TransactionDto[]>({ queryKey: KEYS.day(date), queryFn: () => api.get<TransactionDto[]>(`/api/transactions/date/${date}`), enabled });
}

const PAGE = 100; // the API's largest page
const MAX_PAGES = 50;

/**
 * The transactions of one month (yyyy-MM). The API lists newest first with no month filter, so pages are
 * read until one reaches before the month (a salon's month is a few hundred rows: a request or four).
 */
async function fetchMonth(month: string): Promise<TransactionDto[]> {
  const out: TransactionDto[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { transactions, total } = await api.get<TransactionPage>(`/api/transactions?page=${page}&limit=${PAGE}`);
    out.push(...transactions.filter((t) => t.transactionDate.slice(0, 7) === month));
    const oldest = transactions[transactions.length - 1]?.transactionDate.slice(0, 7);
    if (!oldest || oldest < month || page * PAGE >= total) break;
  }
  return out;
}

export function useMonthTransactions(month: string, enabled: boolean) {
  return useQuery<TransactionDto[]>({ queryKey: KEYS.month(month), queryFn: () => fetchMonth(month), enabled });
}

/**
 * The lists follow the cards: whatever makes the stats stale (a live financial change from another tab, a
 * completed appointment, this tab's write; SPEC §7) makes the lists of the same money stale too. A list
 * already refetching for the same write is not fetched twice.
 */
export function useListsFollowStats() {
  const client = useQueryClient();
  // Not a write path (useLiveWrite): it follows every invalidation of the stats, other tabs' live messages included.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate' || event.query.queryKey[0] !== KEYS.stats[0]) return;
        void client.invalidateQueries({ queryKey: [...QUERY_KEYS.transactions] }, { cancelRefetch: false });
      }),
    [client],
  );
}

/** Today and this month on the browser's clock (the establishment's in practice), as the API's date strings. */
export const today = () => dayjs().format('YYYY-MM-DD');
export const thisMonth = () => dayjs().format('YYYY-MM');
