import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { REPORT_GROUP_BY_LABELS, type ReportAnswer, type ReportRow } from '@salao/contracts';
import { formatCell } from './cells';

const TOTAL = '__total';
const PREVIOUS = '__previous';
const numeric = (type: string) => type !== 'text' && type !== 'date';

/**
 * The report's table, drawn from its `columns` (docs/product/reports.md): the row's label first (a button when the row
 * has visits behind it), then each column formatted by its type, and the totals (and the previous period's, when
 * compared) as the last lines. It scrolls inside its own focusable region on a phone, never the page.
 */
export function ReportTable({ answer, onDrill }: { answer: ReportAnswer; onDrill: (row: ReportRow) => void }) {
  const columns = answer.columns.filter((c) => c.key !== 'label');
  // A custom report's answer carries its groupings as columns ('Mês', 'Profissional'): then they are the row's
  // label and no label column goes before them; otherwise the label column is titled by the grouping.
  const carried = columns.some((c) => c.key === answer.groupBy);
  const drillable = (row: ReportRow, text: string) =>
    row.drill ? (
      <Button type="link" size="small" style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => onDrill(row)}>
        {text}
      </Button>
    ) : (
      text
    );
  const tableColumns: ColumnsType<ReportRow> = [
    ...(carried
      ? []
      : [{ title: REPORT_GROUP_BY_LABELS[answer.groupBy ?? ''] ?? 'Item', key: 'label', render: (_: unknown, row: ReportRow) => drillable(row, row.label) }]),
    ...columns.map((c, i) => ({
      title: c.label,
      key: c.key,
      align: numeric(c.type) ? ('right' as const) : undefined,
      render: (_: unknown, row: ReportRow) => {
        const total = row.key === TOTAL || row.key === PREVIOUS;
        if (carried && i === 0) return total ? row.label : drillable(row, formatCell(c.type, row.values[c.key]));
        return row.values[c.key] === undefined && total ? '' : formatCell(c.type, row.values[c.key]);
      },
    })),
  ];
  const hasTotals = Object.keys(answer.totals).length > 0;
  // The totals (and the previous period's, when compared) close the table as its last lines, in bold.
  const lines: ReportRow[] = hasTotals
    ? [
        ...answer.rows,
        { key: TOTAL, label: 'Total', values: answer.totals },
        ...(answer.previous ? [{ key: PREVIOUS, label: 'Período anterior', values: answer.previous.totals }] : []),
      ]
    : answer.rows;

  return (
    <div role="region" aria-label={`Tabela: ${answer.title}`} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="report-table">
      <Table<ReportRow>
        rowKey="key"
        size="small"
        dataSource={lines}
        columns={tableColumns}
        pagination={lines.length > 60 ? { pageSize: 60, showSizeChanger: false } : false}
        onRow={(row) => (row.key === TOTAL || row.key === PREVIOUS ? { style: { fontWeight: row.key === TOTAL ? 600 : undefined } } : {})}
      />
    </div>
  );
}
