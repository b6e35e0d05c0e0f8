import { CHECKOUT_PAYMENT_METHOD_LABELS, type ReportColumn, type ReportRow } from '@salao/contracts';
import { weekday } from '../../platform/time/wall-clock';
import { daysOf } from './report-scope';
import type { Db, ReportBody, ReportScope } from './report-types';
import { methodSums, revenueSums, type RevenueGrain, type RevenueSum } from './revenue-sums';

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
  visits: number;
  gross: number;
  discounts: number;
  tips: number;
  fees: number;
}

const acc = (label: string, drill?: ReportRow['drill']): Acc => ({ label, drill, visits: 0, gross: 0, discounts: 0, tips: 0, fees: 0 });

function add(a: Acc, r: RevenueSum): void {
  a.visits += r.visits;
  a.gross += r.gross;
  a.discounts += r.discount;
  a.tips += r.tip;
  a.fees += r.fee;
}

function values(a: Acc) {
  const revenue = a.gross - a.discounts + a.tips;
  const net = revenue - a.fees;
  return {
    visits: a.visits,
    gross: a.gross,
    discounts: a.discounts,
    tips: a.tips,
    revenue,
    fees: a.fees,
    net,
    ticket: a.visits > 0 ? Math.round(net / a.visits) : 0,
  };
}

/** A group's key and label: the comandas' lines and the completions of the same professional, service or category meet. */
function groupOf(grain: RevenueGrain, r: RevenueSum): { key: string; label: string; drill?: ReportRow['drill'] } {
  switch (grain) {
    case 'professional':
      return r.staffId === null
        ? { key: 'none', label: 'Sem profissional' }
        : { key: `s${r.staffId}`, label: r.staffName ?? '', drill: { staffId: r.staffId } };
    case 'service':
      return r.serviceId === null
        ? { key: `p:${r.itemName}`, label: r.itemName ?? '' }
        : { key: `v${r.serviceId}`, label: r.serviceName ?? '', drill: { serviceId: r.serviceId } };
    case 'category':
      if (r.type === 'product') return { key: 'product', label: 'Produtos' };
      if (r.type === 'tip') return { key: 'tip', label: 'Gorjetas' };
      return r.categoryId === null ? { key: 'c0', label: 'Sem categoria' } : { key: `c${r.categoryId}`, label: r.categoryName ?? '' };
    default:
      return { key: r.day!, label: r.day! };
  }
}

async function byMethod(db: Db, s: ReportScope): Promise<ReportBody> {
  const { rows, total } = await methodSums(db, s);
  const label = (method: string | null) =>
    method === null ? 'Sem comanda' : (CHECKOUT_PAYMENT_METHOD_LABELS[method as keyof typeof CHECKOUT_PAYMENT_METHOD_LABELS] ?? method);
  const row = (m: { amount: number; fee: number; visits: number }) => ({ visits: m.visits, revenue: m.amount, fees: m.fee, net: m.amount - m.fee });
  return {
    columns: METHOD_COLUMNS,
    rows: rows.sort((a, b) => b.amount - a.amount).map((m) => ({ key: label(m.method), label: label(m.method), values: row(m) })),
    totals: row(total),
    cards: [
      { key: 'revenue', label: 'Recebido', type: 'money' },
      { key: 'net', label: 'Líquido', type: 'money' },
    ],
    chart: { type: 'bar', x: 'label', series: ['revenue'] },
  };
}

/**
 * Faturamento (docs/product/reports.md): gross, discounts, tips, card fees, net, visits and ticket médio, summed in
 * PostgreSQL from the revenue ledger and the completion incomes; only the groups travel.
 */
export async function revenueReport(db: Db, s: ReportScope): Promise<ReportBody> {
  if (s.groupBy === 'method') return byMethod(db, s);
  const bucket = TIME_BUCKETS[s.groupBy];
  const grain: RevenueGrain = bucket ? 'day' : (s.groupBy as RevenueGrain);
  const sums = await revenueSums(db, s, grain);
  const groups = new Map<string, Acc>();
  // A time grouping lists every day, week or month of the period, so the chart has no gaps.
  if (bucket) for (const day of daysOf(s.from, s.to)) if (!groups.has(bucket.key(day))) groups.set(bucket.key(day), acc(bucket.label(bucket.key(day))));
  const total = acc('Total');
  for (const r of sums) {
    if (r.total) {
      add(total, r);
      continue;
    }
    const g = groupOf(grain, r);
    const key = bucket ? bucket.key(g.key) : g.key;
    const a = groups.get(key) ?? acc(g.label, g.drill);
    groups.set(key, a);
    add(a, r);
  }
  let rows: ReportRow[] = [...groups.entries()].map(([key, a]) => ({ key, label: a.label, ...(a.drill ? { drill: a.drill } : {}), values: values(a) }));
  if (!bucket) rows = rows.sort((a, b) => Number(b.values.revenue) - Number(a.values.revenue) || a.label.localeCompare(b.label, 'pt-BR'));
  const cards: ReportBody['cards'] = [
    { key: 'revenue', label: 'Faturado', type: 'money' },
    { key: 'net', label: 'Líquido', type: 'money' },
    { key: 'visits', label: 'Atendimentos', type: 'int' },
    { key: 'ticket', label: 'Ticket médio', type: 'money' },
  ];
  return { columns: COLUMNS, rows, totals: values(total), cards, chart: { type: bucket ? 'line' : 'bar', x: 'label', series: ['revenue', 'net'] } };
}
