import { formatBRL, formatDate, fromCents, type ReportColumnType, type ReportValue } from '@salao/contracts';

const int = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const pct = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '2 h 05 min', '45 min', '3 h': minutes read as a person says them. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.round(Math.abs(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${int.format(h)} h` : `${sign}${int.format(h)} h ${String(rest).padStart(2, '0')} min`;
}

/**
 * One report value as the table, the cards and the chart's legend show it (docs/product/reports.md): money arrives in
 * integer cents, percent as a number of percent (12.5 → '12,5%'), dates as 'yyyy-MM-dd'; a missing value is '—'.
 */
export function formatCell(type: ReportColumnType, value: ReportValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'text') return String(value);
  if (type === 'date') return formatDate(String(value));
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  switch (type) {
    case 'money':
      return formatBRL(fromCents(n));
    case 'percent':
      return `${pct.format(n)}%`;
    case 'minutes':
      return formatMinutes(n);
    default:
      return int.format(n);
  }
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  /** '▲ 12,5%', '▼ 3%', '= 0%', or 'novo' when there was nothing before to compare with. */
  text: string;
  /** The sentence a screen reader hears. */
  spoken: string;
}

/** The change of a figure against the previous period; null when there is no previous figure. */
export function changeOf(value: number, previous: number | null | undefined): Change | null {
  if (previous === null || previous === undefined) return null;
  if (value === previous) return { direction: 'same', text: '= 0%', spoken: 'igual ao período anterior' };
  const direction = value > previous ? 'up' : 'down';
  if (previous === 0) return { direction, text: direction === 'up' ? '▲ novo' : '▼', spoken: 'sem valor no período anterior' };
  const percent = pct.format(Math.abs(((value - previous) / Math.abs(previous)) * 100));
  const arrow = direction === 'up' ? '▲' : '▼';
  return {
    direction,
    text: `${arrow} ${percent}%`,
    spoken: `${direction === 'up' ? 'alta' : 'queda'} de ${percent}% em relação ao período anterior`,
  };
}
