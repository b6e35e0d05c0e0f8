import type { ReportColumn, ReportRow } from '@salao/contracts';
import type { Db, ReportBody, ReportScope } from './report-types';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

// Straight from the ledger, so the DRE is the transactions list summed (docs/product/reports.md, 'DRE').
export const DRE_SQL = `
  SELECT type, category, to_char(transaction_date AT TIME ZONE $4, 'YYYY-MM') AS month, sum(round(amount * 100))::float8 AS cents
    FROM transactions WHERE establishment_id = $1 AND transaction_date >= $2 AND transaction_date < $3
   GROUP BY 1, 2, 3`;

function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7)); `${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7); m === 12 ? ((m = 1), y++) : m++)
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  return out;
}

/** DRE: each income and expense category month by month, their totals and the result (income − expense). */
export async function dreReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const sums: { type: 'income' | 'expense'; category: string; month: string; cents: number }[] = await db.query(DRE_SQL, [
    s.establishmentId,
    s.start,
    s.end,
    s.zone,
  ]);
  const months = monthsOf(s.from, s.to);
  const columns: ReportColumn[] = [
    { key: 'type', label: 'Tipo', type: 'text' },
    ...months.map((m) => ({ key: m, label: `${MONTHS[Number(m.slice(5, 7)) - 1]}/${m.slice(0, 4)}`, type: 'money' as const })),
    { key: 'total', label: 'Total', type: 'money' },
  ];
  const line = (key: string, label: string, type: string, pick: (m: string) => number): ReportRow => {
    const values: ReportRow['values'] = { type };
    let total = 0;
    for (const m of months) {
      values[m] = pick(m);
      total += pick(m);
    }
    values.total = total;
    return { key, label, values };
  };
  const of = (type: string, category: string | null) => (m: string) =>
    sums.filter((x) => x.type === type && (category === null || x.category === category) && x.month === m).reduce((a, x) => a + x.cents, 0);
  const categories = (type: string) => [...new Set(sums.filter((x) => x.type === type).map((x) => x.category))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const rows: ReportRow[] = [
    ...categories('income').map((c) => line(`income:${c}`, c, 'Receita', of('income', c))),
    line('income', 'Total de receitas', 'Receita', of('income', null)),
    ...categories('expense').map((c) => line(`expense:${c}`, c, 'Despesa', of('expense', c))),
    line('expense', 'Total de despesas', 'Despesa', of('expense', null)),
  ];
  const result = line('result', 'Resultado', 'Resultado', (m) => of('income', null)(m) - of('expense', null)(m));
  rows.push(result);
  const income = rows.find((r) => r.key === 'income')!.values.total as number;
  const expense = rows.find((r) => r.key === 'expense')!.values.total as number;
  return {
    columns,
    rows,
    totals: { income, expense, result: income - expense },
    cards: [
      { key: 'income', label: 'Receitas', type: 'money' },
      { key: 'expense', label: 'Despesas', type: 'money' },
      { key: 'result', label: 'Resultado', type: 'money' },
    ],
    chart: { type: 'bar', x: 'label', series: months },
  };
}
