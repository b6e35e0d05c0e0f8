/**
 * The AppointmentDto columns (docs/product/entities.md): appointmentDate 'YYYY-MM-DDTHH:mm:ss' and appointmentTime 'HH:mm' on
 * the establishment's wall clock. `tz` is the placeholder holding the IANA zone, e.g. '$2'; `extra` adds columns,
 * replaces the appointments source (e.g. a page already cut) or joins more after the DTO's own.
 */
export function appointmentSelect(tz: string, extra: { columns?: string; source?: string; from?: string } = {}): string {
  return `
  SELECT ${extra.columns ?? ''} a.id, a.client_id AS "clientId", a.service_id AS "serviceId", a.staff_id AS "staffId",
         to_char(a.starts_at AT TIME ZONE ${tz}, 'YYYY-MM-DD"T"HH24:MI:SS') AS "appointmentDate",
         to_char(a.starts_at AT TIME ZONE ${tz}, 'HH24:MI') AS "appointmentTime",
         a.duration_minutes AS duration, a.notes, a.status, a.establishment_id AS "establishmentId",
         c.name AS "clientName", c.phone AS "clientPhone", c.email AS "clientEmail",
         sv.name AS "serviceName", a.price::text AS "servicePrice", st.name AS "staffName"
    FROM ${extra.source ?? 'appointments'} a
    JOIN clients c ON c.id = a.client_id
    JOIN services sv ON sv.id = a.service_id
    JOIN staff st ON st.id = a.staff_id ${extra.from ?? ''}`;
}

/**
 * The month page of GET /api/appointments and its total. Parameters: $1 establishment, $2/$3 the month as
 * instants, then the statuses array and the staff id when filtered, then the zone, the limit and the offset
 * (parameters, so one prepared statement serves every page). The page's ids are cut from
 * appointments_month_idx alone (index-only: the offset walks index entries, not rows), then only those rows
 * are read and joined to names. The total rides along as an uncorrelated scalar subquery over the same index
 * (computed once): one round trip per page. `count` (without zone, limit and offset) answers a page past the end.
 * Plain SQL with no imports: the bench's bare endpoint and the index test run the same query.
 */
export function monthPageSql(filters: { statuses: boolean; staff: boolean; after?: boolean }): { name: string; page: string; count: string } {
  let n = 3;
  let where = `a.establishment_id = $1 AND a.starts_at >= $2::timestamptz AND a.starts_at < $3::timestamptz`;
  if (filters.statuses) where += ` AND a.status = ANY($${++n}::text[])`;
  if (filters.staff) where += ` AND a.staff_id = $${++n}`;
  // A cursor page (docs/product/api.md 'Cursor pages'): ids above `after`, in id order.
  if (filters.after) where += ` AND a.id > $${++n}`;
  const order = filters.after ? 'a.id' : 'a.starts_at, a.id';
  const count = `SELECT count(*)::int AS total FROM appointments a WHERE ${where}`;
  const ids = `SELECT a.id FROM appointments a WHERE ${where} ORDER BY ${order} LIMIT $${n + 2}::int OFFSET $${n + 3}::int`;
  const source = `(SELECT cut.* FROM (${ids}) p JOIN appointments cut ON cut.id = p.id)`;
  // A scalar subquery is an InitPlan: run once per statement (a joined one may be re-run for every row).
  const page = `${appointmentSelect(`$${n + 1}`, { columns: `(${count}) AS total,`, source })} ORDER BY ${order}`;
  const name = `appointments_month${filters.statuses ? '_status' : ''}${filters.staff ? '_staff' : ''}${filters.after ? '_after' : ''}`;
  return { name, page, count };
}
