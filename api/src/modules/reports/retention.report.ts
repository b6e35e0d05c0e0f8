import type { ReportRow } from '@salao/contracts';
import { percentOf, type Db, type ReportBody, type ReportScope } from './report-types';

/**
 * The Versum/Fresha return rate (docs/product/reports.md, 'Retenção'): a client is new in the period when her first
 * completed visit ever falls in it; she came back within 30/60/90 days when her next completed visit starts that
 * many days after the first at most, whenever that is (after the period's end too), with the same professional or another.
 * The clients with a completed visit are walked one index probe each (a loose index scan), and each one's first and
 * next visit is the first entry of the completed-visits index (which ends in the id, the tie-break): never a sort of
 * every completed visit the salon ever had (docs/product/reports.md, 'Speed').
 */
export const RETENTION_SQL = `
  WITH RECURSIVE visitors AS (
    SELECT (SELECT min(client_id) FROM appointments WHERE establishment_id = $1 AND status = 'completed') AS client_id
    UNION ALL
    SELECT (SELECT min(a.client_id) FROM appointments a WHERE a.establishment_id = $1 AND a.status = 'completed' AND a.client_id > v.client_id)
      FROM visitors v WHERE v.client_id IS NOT NULL
  ), firsts AS (
    SELECT v.client_id, f.staff_id, f.starts_at
      FROM visitors v
     CROSS JOIN LATERAL (
      SELECT a.staff_id, a.starts_at FROM appointments a
       WHERE a.establishment_id = $1 AND a.client_id = v.client_id AND a.status = 'completed'
       ORDER BY a.starts_at, a.id LIMIT 1) f
     WHERE f.starts_at >= $2 AND f.starts_at < $3 AND ($5::int IS NULL OR f.staff_id = $5)
  )
  SELECT f.client_id AS "clientId", cl.name, cl.phone, f.staff_id AS "staffId", st.name AS "staffName",
         to_char(f.starts_at AT TIME ZONE $4, 'YYYY-MM-DD') AS "firstVisit",
         to_char(n.starts_at AT TIME ZONE $4, 'YYYY-MM-DD') AS "nextVisit",
         (extract(epoch FROM n.starts_at - f.starts_at) / 86400)::float8 AS days, n.staff_id = f.staff_id AS same
    FROM firsts f JOIN clients cl ON cl.id = f.client_id JOIN staff st ON st.id = f.staff_id
    LEFT JOIN LATERAL (
      SELECT a.starts_at, a.staff_id FROM appointments a
       WHERE a.establishment_id = $1 AND a.client_id = f.client_id AND a.status = 'completed' AND a.starts_at > f.starts_at
       ORDER BY a.starts_at, a.id LIMIT 1) n ON true
   ORDER BY f.starts_at, f.client_id`;

interface NewClient {
  clientId: number;
  name: string;
  phone: string;
  staffId: number;
  staffName: string;
  firstVisit: string;
  nextVisit: string | null;
  days: number | null;
  same: boolean | null;
}

const within = (c: NewClient, d: number) => c.days !== null && c.days <= d;

function values(list: NewClient[]) {
  const back = (d: number) => list.filter((c) => within(c, d)).length;
  return {
    newClients: list.length,
    back30: back(30),
    back60: back(60),
    back90: back(90),
    rate90: percentOf(back(90), list.length),
    sameProfessional: list.filter((c) => within(c, 90) && c.same).length,
    otherProfessional: list.filter((c) => within(c, 90) && !c.same).length,
  };
}

/** Retenção de clientes per professional of the first visit, or the list of new clients who did not come back within 90 days. */
export async function retentionReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const list: NewClient[] = await db.query(RETENTION_SQL, [s.establishmentId, s.start, s.end, s.zone, s.staffId]);
  const cards: ReportBody['cards'] = [
    { key: 'newClients', label: 'Clientes novos', type: 'int' },
    { key: 'back90', label: 'Voltaram em 90 dias', type: 'int' },
    { key: 'rate90', label: 'Taxa de retorno (90 dias)', type: 'percent' },
  ];
  if (s.groupBy === 'client') {
    const gone = list.filter((c) => !within(c, 90));
    return {
      columns: [
        { key: 'phone', label: 'Telefone', type: 'text' },
        { key: 'firstVisit', label: 'Primeira visita', type: 'date' },
        { key: 'staff', label: 'Profissional', type: 'text' },
        { key: 'nextVisit', label: 'Voltou em', type: 'date' },
      ],
      rows: gone.map((c): ReportRow => ({
        key: `c${c.clientId}`,
        label: c.name,
        drill: { clientId: c.clientId },
        values: { phone: c.phone, firstVisit: c.firstVisit, staff: c.staffName, nextVisit: c.nextVisit },
      })),
      totals: values(list),
      cards,
      chart: null,
    };
  }
  const groups = new Map<number, NewClient[]>();
  for (const c of list) groups.set(c.staffId, [...(groups.get(c.staffId) ?? []), c]);
  const rows = [...groups.entries()]
    .map(([staffId, cs]): ReportRow => ({ key: `s${staffId}`, label: cs[0]!.staffName, drill: { staffId }, values: values(cs) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  return {
    columns: [
      { key: 'newClients', label: 'Clientes novos', type: 'int' },
      { key: 'back30', label: 'Voltaram em 30 dias', type: 'int' },
      { key: 'back60', label: 'Voltaram em 60 dias', type: 'int' },
      { key: 'back90', label: 'Voltaram em 90 dias', type: 'int' },
      { key: 'rate90', label: 'Taxa de retorno (90 dias)', type: 'percent' },
      { key: 'sameProfessional', label: 'Mesmo profissional', type: 'int' },
      { key: 'otherProfessional', label: 'Outro profissional', type: 'int' },
    ],
    rows,
    totals: values(list),
    cards,
    chart: { type: 'bar', x: 'label', series: ['newClients', 'back90'] },
  };
}
