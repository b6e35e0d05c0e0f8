import { inClientScope } from '../../platform/database/client-scope';
import type { ReportRow } from '@salao/contracts';
import type { Db, ReportBody, ReportScope } from './report-types';

// Spend of the period per client: what her comandas came to at their closings (items less discounts, plus tip) less what
// refunds gave back, from the revenue ledger (docs/product/reports.md, 'Revenue ledger'), plus the appointments completed
// without a comanda. Each source is summed per client before the join, so only clients travel.
export const TOP_CLIENTS_SQL = `
  WITH spend AS (
    SELECT client_id, sum(gross - discount + tip) AS cents, sum(v_total) AS visits
      FROM revenue_entries WHERE establishment_id = $1 AND day >= $5::date AND day <= $6::date AND client_id IS NOT NULL
     GROUP BY client_id
    UNION ALL
    SELECT t.client_id, sum(round(t.amount * 100)), count(DISTINCT t.appointment_id)
      FROM transactions t WHERE t.establishment_id = $1 AND t.type = 'income' AND t.appointment_id IS NOT NULL AND t.client_id IS NOT NULL
       AND t.transaction_date >= $2 AND t.transaction_date < $3
     GROUP BY t.client_id
  )
  SELECT cl.id, cl.name, cl.phone, sum(spend.visits)::int AS visits, sum(spend.cents)::float8 AS spent,
         to_char(cl.last_visit AT TIME ZONE $4, 'YYYY-MM-DD') AS "lastVisit"
    FROM spend JOIN clients cl ON cl.id = spend.client_id AND ${inClientScope(1, 'cl')}
   GROUP BY cl.id ORDER BY spent DESC, cl.name LIMIT 100`;

export const INACTIVE_CLIENTS_SQL = `
  SELECT cl.id, cl.name, cl.phone, to_char(cl.last_visit AT TIME ZONE $2, 'YYYY-MM-DD') AS "lastVisit",
         ($3::date - (cl.last_visit AT TIME ZONE $2)::date)::int AS days
    FROM clients cl
   WHERE ${inClientScope(1, 'cl')} AND cl.deleted_at IS NULL AND cl.anonymized_at IS NULL AND cl.merged_into_id IS NULL
     AND cl.last_visit IS NOT NULL AND cl.last_visit < ($3::date - $4::int)::timestamp AT TIME ZONE $2
   ORDER BY cl.last_visit DESC, cl.id LIMIT 500`;

export const BIRTHDAYS_SQL = `
  SELECT cl.id, cl.name, cl.phone, to_char(cl.birthday, 'YYYY-MM-DD') AS birthday, to_char(cl.last_visit AT TIME ZONE $2, 'YYYY-MM-DD') AS "lastVisit"
    FROM clients cl
   WHERE ${inClientScope(1, 'cl')} AND cl.deleted_at IS NULL AND cl.anonymized_at IS NULL AND cl.merged_into_id IS NULL
     AND extract(month FROM cl.birthday) = $3
   ORDER BY extract(day FROM cl.birthday), cl.name`;

const TEXT = (key: string, label: string) => ({ key, label, type: 'text' as const });

/** Clientes: top clients by spend in the period, clients inactive for more than N days (for a campaign), birthdays of the month of `from`. */
export async function clientsReport(db: Db, s: ReportScope): Promise<ReportBody> {
  if (s.groupBy === 'inactive') {
    const rows: { id: number; name: string; phone: string; lastVisit: string; days: number }[] = await db.query(INACTIVE_CLIENTS_SQL, [
      s.establishmentId,
      s.zone,
      s.today,
      s.inactiveDays,
    ]);
    return {
      columns: [TEXT('phone', 'Telefone'), { key: 'lastVisit', label: 'Última visita', type: 'date' }, { key: 'days', label: 'Dias sem vir', type: 'int' }],
      rows: rows.map((r): ReportRow => ({
        key: `c${r.id}`,
        label: r.name,
        drill: { clientId: r.id },
        values: { phone: r.phone, lastVisit: r.lastVisit, days: r.days },
      })),
      totals: { clients: rows.length },
      cards: [{ key: 'clients', label: 'Clientes inativos', type: 'int' }],
      chart: null,
    };
  }
  if (s.groupBy === 'birthdays') {
    const rows: { id: number; name: string; phone: string; birthday: string; lastVisit: string | null }[] = await db.query(BIRTHDAYS_SQL, [
      s.establishmentId,
      s.zone,
      Number(s.from.slice(5, 7)),
    ]);
    return {
      columns: [TEXT('phone', 'Telefone'), { key: 'birthday', label: 'Aniversário', type: 'date' }, { key: 'lastVisit', label: 'Última visita', type: 'date' }],
      rows: rows.map((r): ReportRow => ({
        key: `c${r.id}`,
        label: r.name,
        drill: { clientId: r.id },
        values: { phone: r.phone, birthday: r.birthday, lastVisit: r.lastVisit },
      })),
      totals: { clients: rows.length },
      cards: [{ key: 'clients', label: 'Aniversariantes', type: 'int' }],
      chart: null,
    };
  }
  const rows: { id: number; name: string; phone: string; visits: number; spent: number; lastVisit: string | null }[] = await db.query(TOP_CLIENTS_SQL, [
    s.establishmentId,
    s.start,
    s.end,
    s.zone,
    s.from,
    s.to,
  ]);
  const spent = rows.reduce((a, r) => a + r.spent, 0);
  return {
    columns: [
      TEXT('phone', 'Telefone'),
      { key: 'visits', label: 'Visitas', type: 'int' },
      { key: 'spent', label: 'Gasto', type: 'money' },
      { key: 'lastVisit', label: 'Última visita', type: 'date' },
    ],
    rows: rows.map((r): ReportRow => ({
      key: `c${r.id}`,
      label: r.name,
      drill: { clientId: r.id },
      values: { phone: r.phone, visits: r.visits, spent: r.spent, lastVisit: r.lastVisit },
    })),
    totals: { clients: rows.length, visits: rows.reduce((a, r) => a + r.visits, 0), spent },
    cards: [
      { key: 'clients', label: 'Clientes', type: 'int' },
      { key: 'spent', label: 'Gasto', type: 'money' },
    ],
    chart: { type: 'bar', x: 'label', series: ['spent'] },
  };
}
