import { Suspense, lazy, useMemo } from 'react';
import { Skeleton } from 'antd';
import { formatDate, type ReportAnswer, type ReportRow } from '@salao/contracts';
import { EmptyState } from '@salao/web-core/ui';
import { ReportCards } from './ReportCards';
import { ReportTable } from './ReportTable';
import { chartData } from './chart-data';

// The chart library is its own chunk: downloaded when a report first draws, never with the menu.
const ReportChart = lazy(() => import('./ReportChart'));

/** Cards, chart and table of any report answer: the advanced reports and a custom report's run draw the same way. */
export function ReportView({ answer, onDrill }: { answer: ReportAnswer; onDrill?: (row: ReportRow) => void }) {
  const chart = useMemo(() => chartData(answer), [answer]);
  const period = `${formatDate(answer.period.from)} a ${formatDate(answer.period.to)}`;
  const empty = answer.rows.length === 0;
  return (
    <>
      <ReportCards cards={answer.cards} compared={!!answer.previousPeriod} />
      {empty ? (
        <EmptyState title="Nenhum dado no período." description="Escolha outro período ou tire os filtros." />
      ) : (
        <>
          {chart && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <div style={{ marginBottom: 16 }}>
                <ReportChart data={chart} label={`Gráfico: ${answer.title}, ${period}.`} />
              </div>
            </Suspense>
          )}
          <ReportTable answer={answer} onDrill={onDrill ?? (() => undefined)} />
        </>
      )}
    </>
  );
}
