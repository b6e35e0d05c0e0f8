import type { Db, ReportBody, ReportScope } from './report-types';

// Entries of the period (items, tips and refunds' reversals) per professional: generated, already paid, payable.
export const COMMISSIONS_SQL = `
  SELECT e.staff_id AS "staffId", s.name, sum(e.amount)::float8 AS generated,
         coalesce(sum(e.amount) FILTER (WHERE e.status = 'paid'), 0)::float8 AS paid, count(DISTINCT e.checkout_id)::int AS visits
    FROM commission_entries e JOIN staff s ON s.id = e.staff_id
   WHERE e.establishment_id = $1 AND e.occurred_at >= $2 AND e.occurred_at < $3 AND ($4::int IS NULL OR e.staff_id = $4)
   GROUP BY e.staff_id, s.name ORDER BY generated DESC, s.name`;

/** Comissões: per professional, the commission generated in the period, what of it is paid and what is payable. */
export async function commissionsReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const rows: { staffId: number; name: string; generated: number; paid: number; visits: number }[] = await db.query(COMMISSIONS_SQL, [
    s.establishmentId,
    s.start,
    s.end,
    s.staffId,
  ]);
  const out = rows.map((r) => ({
    key: `s${r.staffId}`,
    label: r.name,
    drill: { staffId: r.staffId },
    values: { visits: r.visits, generated: r.generated, paid: r.paid, payable: r.generated - r.paid },
  }));
  const sum = (k: 'generated' | 'paid' | 'visits') => rows.reduce((a, r) => a + r[k], 0);
  return {
    columns: [
      { key: 'visits', label: 'Comandas', type: 'int' },
      { key: 'generated', label: 'Gerada', type: 'money' },
      { key: 'paid', label: 'Paga', type: 'money' },
      { key: 'payable', label: 'A pagar', type: 'money' },
    ],
    rows: out,
    totals: { visits: sum('visits'), generated: sum('generated'), paid: sum('paid'), payable: sum('generated') - sum('paid') },
    cards: [
      { key: 'generated', label: 'Comissão gerada', type: 'money' },
      { key: 'paid', label: 'Paga', type: 'money' },
      { key: 'payable', label: 'A pagar', type: 'money' },
    ],
    chart: { type: 'bar', x: 'label', series: ['paid', 'payable'] },
  };
}
