import type { ReactNode } from 'react';
import { Button, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { RETRY_LABEL, loadFailed, refreshFailed, type QueryLike } from './QueryState';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
  loading?: boolean;
  /**
   * The query behind the figure: while it has failed the card says so, with a retry, instead of a zero. When
   * only a refresh failed, the figure loaded before stays, marked as not current, with the retry.
   */
  query?: QueryLike;
}

/** A number card (dashboard, finance, stock, loyalty summaries). */
export function StatCard({ title, value, hint, icon, loading, query }: StatCardProps) {
  const failed = query ? loadFailed(query) : false;
  const stale = query ? refreshFailed(query) : false;
  return (
    <Card style={{ height: '100%' }}>
      {failed ? (
        <Flex vertical gap={8} align="flex-start" role="alert">
          <Typography.Text type="secondary">{title}</Typography.Text>
          <Typography.Text type="danger">Erro ao carregar</Typography.Text>
          <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={query!.isFetching} onClick={() => void query!.refetch()}>
            {RETRY_LABEL}
          </Button>
        </Flex>
      ) : loading || query?.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Statistic title={title} value={value as string | number} prefix={icon} />
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
          {stale && (
            <Flex gap={8} align="center" wrap role="alert" style={{ marginTop: 4 }}>
              <Typography.Text type="secondary">Não atualizado</Typography.Text>
              <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={query!.isFetching} onClick={() => void query!.refetch()}>
                {RETRY_LABEL}
              </Button>
            </Flex>
          )}
        </>
      )}
    </Card>
  );
}
