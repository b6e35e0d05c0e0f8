import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** The 'nothing here yet' block every list uses. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Empty
      image={icon ?? Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{title}</Typography.Text>
          {description && (
            <>
              <br />
              <Typography.Text type="secondary">{description}</Typography.Text>
            </>
          )}
        </>
      }
      style={{ padding: '32px 0' }}
    >
      {action}
    </Empty>
  );
}
