import { Card, Skeleton } from 'antd';

/** Cards, chart and table shapes while a report loads; `still` for a locked plan's preview (no figures, no motion). */
export function ReportSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div aria-busy={!still} data-testid="report-skeleton">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 12, marginBottom: 16 }}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} size="small">
            <Skeleton active={!still} title={false} paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
      <Skeleton.Node active={!still} style={{ width: '100%', height: 200, marginBottom: 16 }} />
      <Skeleton active={!still} paragraph={{ rows: 6 }} />
    </div>
  );
}
