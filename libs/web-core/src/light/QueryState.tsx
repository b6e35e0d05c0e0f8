import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Icon } from './Icon';
import { INBOX, RELOAD } from './icon-paths';
import { RETRY_LABEL, loadFailed, queryErrorTitle, refreshFailed, type QueryLike } from './query-status';
import { Skeleton } from './Skeleton';

/** web-core/ui's QueryError drawn without antd: what failed, the server's message and a retry. */
export function QueryError({ query, what, stale }: { query: QueryLike; what: string; stale: boolean }) {
  return (
    <Alert
      type={stale ? 'warning' : 'error'}
      role="alert"
      title={queryErrorTitle(what, stale)}
      description={
        <>
          {query.error?.message && <div>{query.error.message}</div>}
          <Button size="small" icon={<Icon of={RELOAD} />} loading={query.isFetching} onClick={() => void query.refetch()} style={{ marginTop: 8 }}>
            {RETRY_LABEL}
          </Button>
        </>
      }
    />
  );
}

/** web-core/ui's StaleWarning drawn without antd: above data a refresh failed to renew, with the retry; nothing otherwise. */
export function StaleWarning({ query, what }: { query: QueryLike; what: string }) {
  if (!refreshFailed(query)) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <QueryError query={query} what={what} stale />
    </div>
  );
}

/** web-core/ui's EmptyState drawn without antd: the 'nothing here yet' line. */
export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="salao-empty">
      <Icon of={INBOX} />
      <div className="salao-strong">{title}</div>
      {description && <div className="salao-secondary">{description}</div>}
    </div>
  );
}

/**
 * web-core/ui's QueryState drawn without antd: loading, failed (with retry), empty or the content; a failed
 * refresh keeps what was loaded under a warning.
 */
export function QueryState({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike;
  what: string;
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (loadFailed(query)) return <QueryError query={query} what={what} stale={false} />;
  if (query.isPending) return <Skeleton rows={4} />;
  return (
    <>
      <StaleWarning query={query} what={what} />
      {isEmpty ? empty : children}
    </>
  );
}
