import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { QUERY_KEYS, type LiveEventType, type QueryName } from '@salao/contracts';
import { refreshForEvents } from './live-refresh';

type QueryRef = QueryName | QueryKey;

export interface LiveWriteOptions<TAnswer, TBody> extends Omit<UseMutationOptions<TAnswer, Error, TBody>, 'mutationFn'> {
  write: (body: TBody) => Promise<TAnswer>;
  /** The live events the server sends for this write; their queries (LIVE_REFRESH) are what it makes stale. */
  causes: readonly LiveEventType[];
  /** Queries this write changes beyond what its live events refresh: by name, or an area's own key. */
  also?: readonly QueryRef[];
  /** Puts the answer into the cache; returns the queries it brought up to date, which are then not refetched. */
  update?: (client: QueryClient, answer: TAnswer, body: TBody) => readonly QueryName[];
  /**
   * A refusal that shows this tab's cache was stale (a plan limit reached, a balance spent elsewhere): the
   * queries to refetch so the screen shows the server's state. Nothing changed, so nothing else is refreshed.
   */
  staleOnError?: (error: Error, body: TBody) => readonly QueryRef[];
}

function invalidate(client: QueryClient, keys: readonly QueryRef[]): void {
  for (const key of keys) void client.invalidateQueries({ queryKey: typeof key === 'string' ? [...QUERY_KEYS[key]] : key });
}

/**
 * Every write of the browser: one request; its answer updates the cache, and what it does not cover is
 * invalidated from the live-event map, the same one the live connection uses. The server's echo of the
 * write is skipped by this tab (x-live-origin), so each affected view refetches at most once.
 */
export function useLiveWrite<TAnswer = unknown, TBody = void>({
  write,
  causes,
  also = [],
  update,
  staleOnError,
  onSuccess,
  onError,
  ...options
}: LiveWriteOptions<TAnswer, TBody>) {
  const client = useQueryClient();
  return useMutation<TAnswer, Error, TBody>({
    ...options,
    mutationFn: write,
    onSuccess: (answer, body, ...rest) => {
      const upToDate = update?.(client, answer, body) ?? [];
      refreshForEvents(client, causes, upToDate);
      invalidate(client, also);
      return onSuccess?.(answer, body, ...rest);
    },
    onError: (error, body, ...rest) => {
      invalidate(client, staleOnError?.(error, body) ?? []);
      return onError?.(error, body, ...rest);
    },
  });
}
