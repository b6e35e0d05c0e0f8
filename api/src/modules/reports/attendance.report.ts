import { ONLINE_BOOKING_DEFAULTS } from '@salao/contracts';
import { weekday } from '../../platform/time/wall-clock';
import { dayBounds } from './report-scope';
import { percentOf, WEEKDAY_LABELS, type Db, type ReportBody, type ReportScope } from './report-types';

// A cancellation is late when made within the establishment's cancellation window before the start (docs/product/entities.md).
// The appointments are counted per professional, service and day of the period's week (day index mod 7, from the
// day bounds in $4: report-scope.ts, dayBounds), and only the few hundred cells are joined to their names.
export const ATTENDANCE_SQL = `
  WITH cutoff AS (
    SELECT make_interval(mins => coalesce((SELECT cancel_cutoff_minutes FROM online_booking_settings WHERE establishment_id = $1), $7::int)) AS cut
  ), cells AS (
    SELECT a.staff_id, a.service_id, (width_bucket(a.starts_at, $4::timestamptz[]) - 1) % 7 AS day_offset,
           count(*)::int AS booked,
           count(*) FILTER (WHERE a.status = 'completed')::int AS completed,
           count(*) FILTER (WHERE a.status = 'no_show')::int AS no_shows,
           count(*) FILTER (WHERE a.status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE a.status = 'cancelled' AND coalesce(a.cancelled_at, a.updated_at) > a.starts_at - (SELECT cut FROM cutoff))::int AS late
      FROM appointments a
     WHERE a.establishment_id = $1 AND a.starts_at >= $2 AND a.starts_at < $3 AND a.status <> 'rejected'
       AND ($5::int IS NULL OR a.staff_id = $5) AND ($6::int IS NULL OR a.service_id = $6)
     GROUP BY 1, 2, 3
  )
  SELECT c.staff_id AS "staffId", st.name AS "staffName", c.service_id AS "serviceId", sv.name AS "serviceName", c.day_offset AS "dayOffset",
         c.booked, c.completed, c.no_shows AS "noShows", c.cancelled, c.late
    FROM cells c JOIN staff st ON st.id = c.staff_id JOIN services sv ON sv.id = c.service_id`;

interface Cell {
  staffId: number;
  staffName: string;
  serviceId: number;
  serviceName: string;
  dayOffset: number;
  weekday: number;
  booked: number;
  completed: number;
  noShows: number;
  cancelled: number;
  late: number;
}

const KEYS = ['booked', 'completed', 'noShows', 'cancelled', 'late'] as const;

function values(cells: Cell[]) {
  const v = Object.fromEntries(KEYS.map((k) => [k, cells.reduce((a, c) => a + c[k], 0)])) as Record<(typeof KEYS)[number], number>;
  return { ...v, noShowRate: percentOf(v.noShows, v.booked), cancelRate: percentOf(v.cancelled, v.booked) };
}

/** Comparecimento: appointments of the period, no-shows, cancellations and late cancellations per professional, service or weekday. */
export async function attendanceReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const cells: Cell[] = await db.query(ATTENDANCE_SQL, [
    s.establishmentId,
    s.start,
    s.end,
    dayBounds(s),
    s.staffId,
    s.serviceId,
    ONLINE_BOOKING_DEFAULTS.cancelCutoffMinutes,
  ]);
  const first = weekday(s.from);
  for (const c of cells) c.weekday = (first + c.dayOffset) % 7;
  const groups = new Map<string, { label: string; drill?: { staffId?: number; serviceId?: number }; order: number; cells: Cell[] }>();
  for (const c of cells) {
    const g =
      s.groupBy === 'service'
        ? { key: `v${c.serviceId}`, label: c.serviceName, drill: { serviceId: c.serviceId }, order: 0 }
        : s.groupBy === 'weekday'
          ? { key: `d${c.weekday}`, label: WEEKDAY_LABELS[c.weekday]!, order: c.weekday }
          : { key: `s${c.staffId}`, label: c.staffName, drill: { staffId: c.staffId }, order: 0 };
    const entry = groups.get(g.key) ?? { label: g.label, drill: g.drill, order: g.order, cells: [] };
    entry.cells.push(c);
    groups.set(g.key, entry);
  }
  const rows = [...groups.entries()]
    .sort((a, b) => a[1].order - b[1].order || a[1].label.localeCompare(b[1].label, 'pt-BR'))
    .map(([key, g]) => ({ key, label: g.label, ...(g.drill ? { drill: g.drill } : {}), values: values(g.cells) }));
  return {
    columns: [
      { key: 'booked', label: 'Agendados', type: 'int' },
      { key: 'completed', label: 'Concluídos', type: 'int' },
      { key: 'noShows', label: 'Faltas', type: 'int' },
      { key: 'noShowRate', label: 'Taxa de faltas', type: 'percent' },
      { key: 'cancelled', label: 'Cancelamentos', type: 'int' },
      { key: 'late', label: 'Cancelamentos em cima da hora', type: 'int' },
      { key: 'cancelRate', label: 'Taxa de cancelamento', type: 'percent' },
    ],
    rows,
    totals: values(cells),
    cards: [
      { key: 'booked', label: 'Agendados', type: 'int' },
      { key: 'noShows', label: 'Faltas', type: 'int' },
      { key: 'late', label: 'Cancelamentos em cima da hora', type: 'int' },
      { key: 'noShowRate', label: 'Taxa de faltas', type: 'percent' },
    ],
    chart: { type: 'bar', x: 'label', series: ['noShows', 'cancelled'] },
  };
}
