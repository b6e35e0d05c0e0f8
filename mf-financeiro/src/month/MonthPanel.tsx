import { Suspense, lazy, useMemo } from 'react';
import { Button, Card, DatePicker, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { dayjs, formatBRL, fromCents } from '@salao/contracts';
import { QueryError, StaleWarning, loadFailed } from '@salao/web-core/ui';
import { useMonthTransactions } from '../finances/queries';
import { monthCsv, monthCsvName } from './month-csv';
import { monthSeries } from './month-series';

// The chart library is its own chunk: downloaded when this panel first draws, never in the first load.
const MonthChart = lazy(() => import('./MonthChart'));

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The month at a glance (docs/product/screens.md ('Financeiro')): income and expenses per day, totals, and the CSV export. */
export function MonthPanel({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const query = useMonthTransactions(month, true);
  const list = useMemo(() => query.data ?? [], [query.data]);
  const series = useMemo(() => monthSeries(month, list), [month, list]);
  const label = dayjs(`${month}-01`).format('MMMM [de] YYYY');
  const income = fromCents(series.totalIncomeCents);
  const expenses = fromCents(series.totalExpenseCents);
  const balance = fromCents(series.totalIncomeCents - series.totalExpenseCents);

  return (
    <Card title="Receitas e Despesas do Mês" style={{ marginBottom: 16 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          aria-label="Mês"
          format="MM/YYYY"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(d) => d && onMonth(d.format('YYYY-MM'))}
        />
        <Button icon={<DownloadOutlined />} disabled={!query.data || list.length === 0} onClick={() => download(monthCsvName(month), monthCsv(list))}>
          Exportar CSV
        </Button>
      </Space>
      <StaleWarning query={query} what="o mês" />
      {loadFailed(query) ? (
        <QueryError query={query} what="o mês" />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Space size="large" wrap style={{ display: 'flex', marginBottom: 8 }} data-testid="month-totals">
            <Typography.Text>
              Receitas:{' '}
              <Typography.Text strong type="success">
                {formatBRL(income)}
              </Typography.Text>
            </Typography.Text>
            <Typography.Text>
              Despesas:{' '}
              <Typography.Text strong type="danger">
                {formatBRL(expenses)}
              </Typography.Text>
            </Typography.Text>
            <Typography.Text>
              Saldo:{' '}
              <Typography.Text strong type={series.totalIncomeCents < series.totalExpenseCents ? 'danger' : undefined}>
                {formatBRL(balance)}
              </Typography.Text>
            </Typography.Text>
          </Space>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <MonthChart series={series} label={`Receitas e despesas por dia em ${label}: receitas ${formatBRL(income)}, despesas ${formatBRL(expenses)}.`} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
