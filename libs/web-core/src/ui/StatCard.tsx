import type { ReactNode } from 'react';
import { Card, Skeleton, Statistic, Typography } from 'antd';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
  loading?: boolean;
}

/** A number card (dashboard, finance, stock, loyalty summaries). */
export function StatCard({ title, value, hint, icon, loading }: StatCardProps) {
  return (
    <Card style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Statistic title={title} value={value as string | number} prefix={icon} />
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </>
      )}
    </Card>
  );
}
