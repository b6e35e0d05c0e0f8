import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CURSOR_LIMIT_MAX, QUERY_KEYS, dayjs, type FinanceStats, type TransactionCursorPage, type TransactionDto } from '@salao/contracts';
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

/**
 * Every transaction of one month (yyyy-MM, the establishment's calendar), walked by cursor (docs/product/api.md,
 * 'Cursor pages'): each page continues from the last id read, so a transaction written meanwhile never shifts a page
 * (nothing read twice or skipped, as numbered pages could) and every page costs the same however busy the month.
 * The screen sums and sorts the month itself, so the walk's id order is all it needs.
 */
async function fetchMonth(month: string): Promise<TransactionDto[]> {
  const out: TransactionDto[] = [];
  for (let after: number | null = 0; after !== null;) {
    const page: TransactionCursorPage = await api.get<TransactionCursorPage>(`/api/transactions?month=${month}&after=${after}&limit=${CURSOR_LIMIT_MAX}`);
    out.push(...page.transactions);
    after = page.next;
  }
  return out;
}

export function useMonthTransactions(month: string, enabled: boolean) {
  return useQuery<TransactionDto[]>({ queryKey: KEYS.month(month), queryFn: () => fetchMonth(month), enabled });
}

/**
 * The lists follow the cards: whatever makes the stats stale (a live financial change from another tab, a
 * completed appointment, this tab's write; docs/product/api.md) makes the lists of the same money stale too. The
 * cards' figures are fetched first and the lists once they have arrived: sent together, the lists' requests (the
 * month alone walks several pages) held the browser's few connections to the API and the figures came last. A list
 * already refetching is not fetched twice. Returns the unsubscribe.
 */
export function listsFollowStats(client: QueryClient): () => void {
  let listsStale = false;
  const refreshLists = () => {
    listsStale = false;
    void client.invalidateQueries({ queryKey: [...QUERY_KEYS.transactions] }, { cancelRefetch: false });
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== KEYS.stats[0]) return;
    const action = event.action.type;
    // Cards on screen: their refetch is under way, the lists wait for it. No cards: nothing to wait for.
    if (action === 'invalidate' && event.query.isActive()) listsStale = true;
    else if (action === 'invalidate' || (listsStale && (action === 'success' || action === 'error'))) refreshLists();
  });
}

export function useListsFollowStats() {
  const client = useQueryClient();
  // Not a write path (useLiveWrite): it follows every invalidation of the stats, other tabs' live messages included.
  useEffect(() => listsFollowStats(client), [client]);
}

/**
 * Today and this month on the establishment's clock (its time zone once known, the browser's until then), as the
 * API's date strings: an owner travelling, or a browser set to another zone, still opens on the salon's day.
 */
export const today = (zone?: string) => (zone ? dayjs().tz(zone) : dayjs()).format('YYYY-MM-DD');
export const thisMonth = (zone?: string) => today(zone).slice(0, 7);
