import { Alert, Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { getOr } from '../http/http';
import { EmptyState } from './EmptyState';

export interface CollectionSummaryProps {
  /** GET path of the list; also the query key, so live updates refresh it. */
  path: string;
  title: string;
  /** e.g. ['cliente', 'clientes']. */
  noun: [string, string];
  emptyTitle: string;
  emptyDescription?: string;
}

function countOf(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object' && typeof (data as { total?: unknown }).total === 'number') return (data as { total: number }).total;
  return 0;
}

/** How many records an area holds, or its empty state: the frame an area shows until its full page lands. */
export function CollectionSummary({ path, title, noun, emptyTitle, emptyDescription }: CollectionSummaryProps) {
  const query = useQuery({ queryKey: [path], queryFn: () => getOr<unknown>(path, []) });
  const count = countOf(query.data);
  return (
    <Card title={title} loading={query.isLoading}>
      {query.isError ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : count === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <Typography.Text>
          {count} {count === 1 ? noun[0] : noun[1]}
        </Typography.Text>
      )}
    </Card>
  );
}
