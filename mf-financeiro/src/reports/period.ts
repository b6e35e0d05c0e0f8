import { dayjs } from '@salao/contracts';

export interface Period {
  from: string;
  to: string;
}

const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/**
 * The period presets of the reports (docs/product/reports.md), from the salon's today ('yyyy-MM-dd'). Weeks start
 * on Sunday, as the pt-BR calendar the date picker shows.
 */
export const PERIOD_PRESETS: { key: string; label: string; range: (today: string) => Period }[] = [
  { key: 'today', label: 'Hoje', range: (t) => ({ from: t, to: t }) },
  { key: 'week', label: 'Esta semana', range: (t) => ({ from: iso(dayjs(t).day(0)), to: t }) },
  { key: 'month', label: 'Este mês', range: (t) => ({ from: `${t.slice(0, 7)}-01`, to: t }) },
  {
    key: 'last-month',
    label: 'Mês anterior',
    range: (t) => {
      const start = dayjs(`${t.slice(0, 7)}-01`).subtract(1, 'month');
      return { from: iso(start), to: iso(start.endOf('month')) };
    },
  },
  { key: '90-days', label: 'Últimos 90 dias', range: (t) => ({ from: iso(dayjs(t).subtract(89, 'day')), to: t }) },
  { key: 'year', label: 'Este ano', range: (t) => ({ from: `${t.slice(0, 4)}-01-01`, to: t }) },
];

/** The preset a period is, if it is one (its button shows pressed). */
export function presetOf(period: Period, today: string): string | null {
  return (
    PERIOD_PRESETS.find((p) => {
      const r = p.range(today);
      return r.from === period.from && r.to === period.to;
    })?.key ?? null
  );
}
