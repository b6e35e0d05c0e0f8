import type { StatCardProps as UiStatCardProps } from '../ui/StatCard';
import { Button } from './Button';
import { Card } from './Card';
import { Icon } from './Icon';
import { RELOAD } from './icon-paths';
import { RETRY_LABEL, loadFailed, refreshFailed } from './query-status';
import { Skeleton } from './Skeleton';

/** web-core/ui's card's props (a type only: nothing of antd is imported), and a test id. */
export interface StatCardProps extends UiStatCardProps {
  'data-testid'?: string;
}

/** A number card drawn without antd (the dashboard's): antd's Statistic in look; the figure is `.salao-stat-value`. */
export function StatCard({ title, value, hint, icon, loading, query, 'data-testid': testId }: StatCardProps) {
  const failed = query ? loadFailed(query) : false;
  const stale = query ? refreshFailed(query) : false;
  const retry = query && (
    <Button size="small" icon={<Icon of={RELOAD} />} loading={query.isFetching} onClick={() => void query.refetch()}>
      {RETRY_LABEL}
    </Button>
  );
  return (
    <Card style={{ height: '100%' }} data-testid={testId}>
      {failed ? (
        <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
          <span className="salao-secondary">{title}</span>
          <span style={{ color: 'var(--salao-color-error-text)' }}>Erro ao carregar</span>
          {retry}
        </div>
      ) : loading || query?.isPending ? (
        <Skeleton />
      ) : (
        <>
          <div className="salao-stat-title">{title}</div>
          <div className="salao-stat-value">
            {icon}
            <span>{value}</span>
          </div>
          {hint && <span className="salao-secondary">{hint}</span>}
          {stale && (
            <div role="alert" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 4 }}>
              <span className="salao-secondary">Não atualizado</span>
              {retry}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
