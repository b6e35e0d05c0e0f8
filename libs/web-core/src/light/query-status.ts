/** The part of a react-query result an area needs to tell loading, failed, empty and ready apart. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  /** A refresh failed while earlier data is still at hand (react-query's own flag; absent means false). */
  isRefetchError?: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export const RETRY_LABEL = 'Tentar novamente';

/**
 * True when a query failed with nothing to show: its first load (or a load of new parameters). A failed
 * refresh keeps the data loaded before: show it under a <StaleWarning>, never swap it (or a form being
 * edited) for the error.
 */
export function loadFailed(query: QueryLike): boolean {
  return query.isError && !refreshFailed(query);
}

/** A refresh failed and the data loaded before is still at hand. */
export function refreshFailed(query: QueryLike): boolean {
  return query.isError && query.isRefetchError === true;
}

/** The error's title: what failed, or that the data shown is from before (docs/product/errors.md). */
export function queryErrorTitle(what: string, stale: boolean): string {
  return stale ? `Não foi possível atualizar ${what}. Estes são os dados carregados antes.` : `Não foi possível carregar ${what}.`;
}
