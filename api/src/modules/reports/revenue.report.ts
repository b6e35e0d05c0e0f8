import { CHECKOUT_PAYMENT_METHOD_LABELS, type ReportColumn, type ReportRow } from '@salao/contracts';
import { weekday } from '../../platform/time/wall-clock';
import { daysOf } from './report-scope';
import type { Db, ReportBody, ReportScope } from './report-types';
import { revenueLines, type MethodLine, type RevenueLine } from './revenue-lines';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The Monday of a day's week (weeks start on Monday, as in Brazil's payroll calendars). */
function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((weekday(day) + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const TIME_BUCKETS: Record<string, { key: (day: string) => string; label: (key: string) => string }> = {
  day: { key: (d) => d, label: br },
  week: { key: weekOf, label: (k) => `Semana de ${br(k)}` },
  month: { key: (d) => d.slice(0, 7), label: (k) => `${MONTHS[Number(k.slice(5, 7)) - 1]}/${k.slice(0, 4)}` },
};

const COLUMNS: ReportColumn[] = [
  { key: 'visits', label: 'Atendimentos', type: 'int' },
  { key: 'gross', label: 'Bruto', type: 'money' },
  { key: 'discounts', label: 'Descontos', type: 'money' },
  { key: 'tips', label: 'Gorjetas', type: 'money' },
  { key: 'revenue', label: 'Faturado', type: 'money' },
  { key: 'fees', label: 'Taxas de cartão', type: 'money' },
  { key: 'net', label: 'Líquido', type: 'money' },
  { key: 'ticket', label: 'Ticket médio', type: 'money' },
];

const METHOD_COLUMNS: ReportColumn[] = [
  { key: 'visits', label: 'Atendimentos', type: 'int' },
  { key: 'revenue', label: 'Recebido', type: 'money' },
  { key: 'fees', label: 'Taxas de cartão', type: 'money' },
  { key: 'net', label: 'Líquido', type: 'money' },
];

interface Acc {
  label: string;
  drill?: ReportRow['drill'];
  visits: Set<string>;
  gross: number;
  discounts: number;
  tips: number;
  fees: number;
}

const acc = (label: string, drill?: ReportRow['drill']): Acc => ({ label, drill, visits: new Set(), gross: 0, discounts: 0, tips: 0, fees: 0 });

function values(a: Acc) {
  const revenue = a.gross - a.discounts + a.tips;
  const net = revenue - a.fees;
  const visits = a.visits.size;
  return { visits, gross: a.gross, discounts: a.discounts, tips: a.tips, revenue, fees: a.fees, net, ticket: visits > 0 ? Math.round(net / visits) : 0 };
}

function groupKey(s: ReportScope, l: RevenueLine): { key: string; label: string; drill?: ReportRow['drill'] } {
  switch (s.groupBy) {
    case 'professional':
      return l.staffId === null
        ? { key: 'none', label: 'Sem profissional' }
        : { key: `s${l.staffId}`, label: l.staffName ?? '', drill: { staffId: l.staffId } };
    case 'service':
      return l.serviceId === null ? { key: `p:${l.name}`, label: l.name } : { key: `v${l.serviceId}`, label: l.name, drill: { serviceId: l.serviceId } };
    case 'category':
      return { key: `c:${l.category}`, label: l.category };
    default: {
      const bucket = TIME_BUCKETS[s.groupBy]!;
      const key = bucket.key(l.day);
      return { key, label: bucket.label(key) };
    }
  }
}

function byMethod(methods: MethodLine[]): ReportBody {
  const groups = new Map<string, Acc>();
  const total = acc('Total');
  for (const m of methods) {
    const label = CHECKOUT_PAYMENT_METHOD_LABELS[m.method as keyof typeof CHECKOUT_PAYMENT_METHOD_LABELS] ?? m.method;
    const g = groups.get(label) ?? acc(label);
    groups.set(label, g);
    for (const a of [g, total]) {
      a.gross += m.amount;
      a.fees += m.fee;
      if (m.visit) a.visits.add(m.visit);
    }
  }
  const row = (a: Acc) => ({ visits: a.visits.size, revenue: a.gross, fees: a.fees, net: a.gross - a.fees });
  const rows = [...groups.entries()].sort((a, b) => b[1].gross - a[1].gross).map(([key, a]) => ({ key, label: a.label, values: row(a) }));
  return { columns: METHOD_COLUMNS, rows, totals: row(total), cards: [], chart: { type: 'bar', x: 'label', series: ['revenue'] } };
}

/** Faturamento (docs/product/reports.md): gross, discounts, tips, card fees, net, visits and ticket médio. */
export async function revenueReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const { lines, methods } = await revenueLines(db, s);
  const cards: ReportBody['cards'] = [
    { key: 'revenue', label: 'Faturado', type: 'money' },
    { key: 'net', label: 'Líquido', type: 'money' },
    { key: 'visits', label: 'Atendimentos', type: 'int' },
    { key: 'ticket', label: 'Ticket médio', type: 'money' },
  ];
  if (s.groupBy === 'method')
    return {
      ...byMethod(methods),
      cards: [
        { key: 'revenue', label: 'Recebido', type: 'money' },
        { key: 'net', label: 'Líquido', type: 'money' },
      ],
    };
  const kept = lines.filter((l) => (s.staffId === null || l.staffId === s.staffId) && (s.serviceId === null || l.serviceId === s.serviceId));
  const groups = new Map<string, Acc>();
  const bucket = TIME_BUCKETS[s.groupBy];
  // A time grouping lists every day, week or month of the period, so the chart has no gaps.
  if (bucket) for (const day of daysOf(s.from, s.to)) if (!groups.has(bucket.key(day))) groups.set(bucket.key(day), acc(bucket.label(bucket.key(day))));
  const total = acc('Total');
  for (const l of kept) {
    const g = groupKey(s, l);
    const a = groups.get(g.key) ?? acc(g.label, g.drill);
    groups.set(g.key, a);
    for (const x of [a, total]) {
      x.gross += l.gross;
      x.discounts += l.discount;
      x.tips += l.tip;
      x.fees += l.fee;
      if (l.visit) x.visits.add(l.visit);
    }
  }
  let rows: ReportRow[] = [...groups.entries()].map(([key, a]) => ({ key, label: a.label, ...(a.drill ? { drill: a.drill } : {}), values: values(a) }));
  if (!bucket) rows = rows.sort((a, b) => Number(b.values.revenue) - Number(a.values.revenue) || a.label.localeCompare(b.label, 'pt-BR'));
  return { columns: COLUMNS, rows, totals: values(total), cards, chart: { type: bucket ? 'line' : 'bar', x: 'label', series: ['revenue', 'net'] } };
}
