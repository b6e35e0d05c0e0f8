import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** The part of a react-query result an area needs to tell loading, failed, empty and ready apart. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export const RETRY_LABEL = 'Tentar novamente';

/** A failed load (SPEC §8): what failed, the server's message and a retry — never zeros or 'no data'. */
export function QueryError({ query, what }: { query: QueryLike; what: string }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={`Não foi possível carregar ${what}.`}
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

/** Loading, failed (with retry), empty or the content: the one way every list and card group tells them apart. */
export function QueryState({ query, what, loading, isEmpty, empty, children }: QueryStateProps) {
  if (query.isError) return <QueryError query={query} what={what} />;
  if (query.isPending) return <>{loading ?? <Skeleton active paragraph={{ rows: 4 }} />}</>;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
