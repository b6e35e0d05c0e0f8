import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { RETRY_LABEL, loadFailed, queryErrorTitle, refreshFailed, type QueryLike } from '../light/query-status';

export { RETRY_LABEL, loadFailed, refreshFailed, type QueryLike };

/**
 * A failed load (docs/product/errors.md): what failed, the server's message and a retry — never zeros or 'no data'.
 * `stale`: a refresh failed and the data loaded before stays on screen below; the alert says it is not current.
 */
export function QueryError({ query, what, stale = false }: { query: QueryLike; what: string; stale?: boolean }) {
  return (
    <Alert
      type={stale ? 'warning' : 'error'}
      showIcon
      role="alert"
      title={queryErrorTitle(what, stale)}
      // The retry sits under the message, not beside it: beside it, a 390 px screen broke the title mid-word.
      description={
        <>
          {query.error?.message && <div>{query.error.message}</div>}
          <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={query.isFetching} onClick={() => void query.refetch()} style={{ marginTop: 8 }}>
            {RETRY_LABEL}
          </Button>
        </>
      }
    />
  );
}

/** Above data that a refresh failed to renew: says it is not current, with the retry. Nothing otherwise. */
export function StaleWarning({ query, what }: { query: QueryLike; what: string }) {
  if (!refreshFailed(query)) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <QueryError query={query} what={what} stale />
    </div>
  );
}

export interface QueryStateProps {
  query: QueryLike;
  /** What is being loaded, for the error ('os clientes'). */
  what: string;
  /** Shown while the first load runs; a skeleton by default. */
  loading?: ReactNode;
  /** True when the data arrived and holds nothing. */
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * Loading, failed (with retry), empty or the content: the one way every list and card group tells them apart.
 * A refresh that fails (a live update or a write's refetch over a flaky network) keeps what was loaded on screen
 * under a warning with the retry: replacing a day's appointments with an error lost them from view.
 */
export function QueryState({ query, what, loading, isEmpty, empty, children }: QueryStateProps) {
  if (loadFailed(query)) return <QueryError query={query} what={what} />;
  if (query.isPending) return <>{loading ?? <Skeleton active paragraph={{ rows: 4 }} />}</>;
  return (
    <>
      <StaleWarning query={query} what={what} />
      {isEmpty ? empty : children}
    </>
  );
}
