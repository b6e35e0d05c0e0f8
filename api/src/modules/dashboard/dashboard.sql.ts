/**
 * The dashboard's counts: scheduled and confirmed appointments starting in the day ($2/$3 as instants) and the
 * live clients of the establishment ($1), in one query, each on an index. Plain SQL with no imports: the
 * bench's bare endpoint and the index test run it too.
 */
export const DASHBOARD_COUNTS_SQL = `
  SELECT
    (SELECT count(*)::int FROM appointments WHERE establishment_id = $1 AND status IN ('scheduled', 'confirmed')
        AND starts_at >= $2::timestamptz AND starts_at < $3::timestamptz) AS "todaysAppointments",
    (SELECT count(*)::int FROM clients WHERE establishment_id = $1 AND deleted_at IS NULL) AS "totalClients"`;
