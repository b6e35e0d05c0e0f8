import { REPORT_GROUP_BY_LABELS, type ReportAnswer, type ReportColumn, type ReportValue } from '@salao/contracts';

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 123456 cents → '1.234,56' (the Brazilian grouping and decimal comma, without 'R$'). */
export function brMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${reais},${String(abs % 100).padStart(2, '0')}`;
}

/** A value as text the Brazilian way: money '1.234,56', percent '12,5', dates 'dd/MM/yyyy'. */
export function brText(column: ReportColumn, value: ReportValue): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return brMoney(Number(value));
  if (column.type === 'percent') return String(value).replace('.', ',');
  if (column.type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? brDate(String(value)) : String(value);
  return String(value);
}

/** The table every export draws: the row label's column first, then the report's columns; the totals row last. */
export function exportTable(a: ReportAnswer): { header: ReportColumn[]; rows: { label: string; values: Record<string, ReportValue> }[] } {
  const first: ReportColumn = { key: 'label', label: (a.groupBy && REPORT_GROUP_BY_LABELS[a.groupBy]) || a.title, type: 'text' };
  const rows = a.rows.map((r) => ({ label: r.label, values: r.values }));
  const hasTotals = a.columns.some((c) => a.totals[c.key] !== undefined && c.type !== 'text' && c.type !== 'date');
  if (hasTotals) rows.push({ label: 'Total', values: a.totals });
  return { header: [first, ...a.columns], rows };
}

export const periodText = (a: ReportAnswer) => `${brDate(a.period.from)} a ${brDate(a.period.to)}`;
