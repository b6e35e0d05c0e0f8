import {
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CUSTOM_REPORT_GROUP_LABELS,
  CUSTOM_REPORT_METRIC_LABELS,
  CUSTOM_REPORT_MIXED_METHOD,
  CUSTOM_REPORT_MIXED_METHOD_LABEL,
  CUSTOM_REPORT_NONE_LABELS,
  type CheckoutPaymentMethod,
  type CustomReportDto,
  type CustomReportGroup,
  type CustomReportMetric,
  type ReportAnswer,
  type ReportColumnType,
  type ReportRow,
} from '@salao/contracts';
import type { RunRow } from './custom-reports.repository';

const METRIC_TYPES: Record<CustomReportMetric, ReportColumnType> = {
  revenue: 'money',
  visits: 'int',
  clients: 'int',
  minutes: 'minutes',
  units: 'int',
  commission: 'money',
};

const TIME_GROUPS = new Set<CustomReportGroup>(['day', 'week', 'month']);

/** A group's column type: days and weeks are dates ('yyyy-MM-dd', the week's Monday), the rest text. */
const groupType = (g: CustomReportGroup): ReportColumnType => (g === 'day' || g === 'week' ? 'date' : 'text');

/** How a group's value reads in a row: the date key for dates, a method's pt-BR name, the stored name otherwise. */
function cell(group: CustomReportGroup, key: string | null | undefined, label: string | null | undefined): string {
  if (key === null || key === undefined) return CUSTOM_REPORT_NONE_LABELS[group];
  if (group === 'day' || group === 'week') return key;
  if (group === 'payment_method') {
    if (key === CUSTOM_REPORT_MIXED_METHOD) return CUSTOM_REPORT_MIXED_METHOD_LABEL;
    return CHECKOUT_PAYMENT_METHOD_LABELS[key as CheckoutPaymentMethod] ?? key;
  }
  return label ?? CUSTOM_REPORT_NONE_LABELS[group];
}

/** The drill-down of a row: the professional, service and client it is about, when it is about one. */
function drill(groups: CustomReportGroup[], keys: (string | null | undefined)[]): ReportRow['drill'] {
  const d: NonNullable<ReportRow['drill']> = {};
  groups.forEach((g, n) => {
    const key = keys[n];
    if (!key) return;
    if (g === 'professional') d.staffId = Number(key);
    if (g === 'client') d.clientId = Number(key);
    if (g === 'service' && key.startsWith('s')) d.serviceId = Number(key.slice(1));
  });
  return Object.keys(d).length > 0 ? d : undefined;
}

/**
 * The run's rows as the reports' generic answer (docs/product/reports.md): a column per grouping and one for the
 * metric, rows in time order when the first grouping is a period, else largest first, the total from the
 * query's own grand-total row.
 */
export function customReportAnswer(
  report: Pick<CustomReportDto, 'name' | 'metric' | 'groupBy' | 'chart'>,
  period: { from: string; to: string },
  rows: RunRow[],
): ReportAnswer {
  const groups = report.groupBy;
  const metric = report.metric;
  const type = METRIC_TYPES[metric];
  const totalRow = rows.find((r) => r.total);
  const total = totalRow ? Number(totalRow.value) : 0;
  const body = rows
    .filter((r) => !r.total)
    .map((r) => {
      const keys = [r.k0, r.k1];
      const values: ReportRow['values'] = {};
      groups.forEach((g, n) => (values[g] = cell(g, keys[n], n === 0 ? r.l0 : r.l1)));
      values[metric] = Number(r.value);
      const row: ReportRow = {
        key: groups.map((_, n) => keys[n] ?? '-').join('|'),
        label: groups.map((g) => String(values[g])).join(' · '),
        values,
      };
      const d = drill(groups, keys);
      if (d) row.drill = d;
      return { row, sort: keys.map((k) => k ?? '') };
    });
  const timeFirst = TIME_GROUPS.has(groups[0]!);
  body.sort((a, b) => {
    if (timeFirst)
      return (
        a.sort[0]!.localeCompare(b.sort[0]!) || Number(b.row.values[metric]) - Number(a.row.values[metric]) || a.row.label.localeCompare(b.row.label, 'pt-BR')
      );
    return Number(b.row.values[metric]) - Number(a.row.values[metric]) || a.row.label.localeCompare(b.row.label, 'pt-BR');
  });
  const totals: ReportAnswer['totals'] = { [metric]: total };
  return {
    report: 'custom',
    title: report.name,
    period,
    previousPeriod: null,
    groupBy: groups[0]!,
    columns: [
      ...groups.map((g) => ({ key: g, label: CUSTOM_REPORT_GROUP_LABELS[g], type: groupType(g) })),
      { key: metric, label: CUSTOM_REPORT_METRIC_LABELS[metric], type },
    ],
    rows: body.map((b) => b.row),
    totals,
    previous: null,
    cards: [{ key: metric, label: CUSTOM_REPORT_METRIC_LABELS[metric], type, value: total, previous: null }],
    chart: report.chart === 'table' ? null : { type: report.chart, x: groups[0]!, series: [metric] },
  };
}
