import type { QueryLike } from '@salao/web-core/ui';

/**
 * The bell's two queries (pending appointments, unread notifications) as one: pending while either is,
 * failed while either has failed (with the first failure's message); the retry refetches the failed ones.
 */
export function bellQuery(pending: QueryLike, unread: QueryLike): QueryLike {
  const failed = [pending, unread].filter((q) => q.isError);
  return {
    isPending: pending.isPending || unread.isPending,
    isError: failed.length > 0,
    isFetching: pending.isFetching || unread.isFetching,
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}

/** The badge's figure: unknown (null) while a call is loading or has failed, never a 0 that is not known (docs/product/errors.md). */
export function bellCount(query: QueryLike, pending: readonly unknown[], unread: readonly unknown[]): number | null {
  return query.isError || query.isPending ? null : pending.length + unread.length;
}
