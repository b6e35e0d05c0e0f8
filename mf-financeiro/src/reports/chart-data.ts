import type { ReportAnswer, ReportColumnType } from '@salao/contracts';
import { formatCell } from './cells';

export interface ChartData {
  type: 'line' | 'bar';
  labels: string[];
  series: { key: string; label: string; type: ReportColumnType; values: (number | null)[] }[];
}

/**
 * What the chart draws, from the answer's `chart` (docs/product/reports.md): one point per row, labelled by its x
 * column (or the row's label); money is drawn in reais, so the axis reads 'R$ 1,2 mil', not cents.
 */
export function chartData(answer: ReportAnswer): ChartData | null {
  const chart = answer.chart;
  if (!chart || answer.rows.length === 0) return null;
  const columns = new Map(answer.columns.map((c) => [c.key, c]));
  const xColumn = columns.get(chart.x);
  const byX = answer.rows.map((r) => {
    const v = r.values[chart.x];
    return xColumn && v !== null && v !== undefined ? formatCell(xColumn.type, v) : r.label;
  });
  // Two groupings repeat the x value (a month per professional): each point then takes its row's whole label.
  const labels = new Set(byX).size === byX.length ? byX : answer.rows.map((r) => r.label);
  const series = chart.series
    .map((key) => columns.get(key))
    .filter((c): c is NonNullable<typeof c> => !!c)
    .map((c) => ({
      key: c.key,
      label: c.label,
      type: c.type,
      values: answer.rows.map((r) => {
        const raw = r.values[c.key];
        const n = typeof raw === 'number' ? raw : raw === null || raw === undefined || raw === '' ? null : Number(raw);
        if (n === null || !Number.isFinite(n)) return null;
        return c.type === 'money' ? n / 100 : n;
      }),
    }));
  return series.length ? { type: chart.type, labels, series } : null;
}
