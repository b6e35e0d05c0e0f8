import { appointmentSelect } from '../appointments/appointments.sql';

/**
 * The front desk grid's reads (docs/product/agenda-grid.md): three statements whatever the number of professionals
 * and days, each one kind of data for every column at once (no query per professional).
 */

/** $1 establishment: the slot step and the seven weekdays of business hours (rows absent: the defaults). */
export const AGENDA_CONTEXT_SQL = `
  SELECT e.slot_minutes AS "slotMinutes",
         (SELECT coalesce(json_agg(json_build_object('dayOfWeek', b.day_of_week, 'isOpen', b.is_open, 'isHoliday', b.is_holiday,
                 'openTime', to_char(b.open_time, 'HH24:MI'), 'closeTime', to_char(b.close_time, 'HH24:MI'))), '[]')
            FROM business_hours b WHERE b.establishment_id = $1) AS business
    FROM establishments e WHERE e.id = $1`;

/**
 * The professionals of the period with their weekly hours, the absences and time blocks touching it: the active
 * ones, and a removed one who still has an appointment in it. $1 establishment, $2/$3 the first and last day,
 * $4/$5 the period as instants, $6 one staff id or null (all).
 */
export const AGENDA_STAFF_SQL = `
  SELECT st.id, st.name,
         (SELECT coalesce(json_agg(json_build_object('dayOfWeek', h.day_of_week, 'isAvailable', h.is_available,
                 'openTime', to_char(h.open_time, 'HH24:MI'), 'closeTime', to_char(h.close_time, 'HH24:MI'))), '[]')
            FROM staff_working_hours h WHERE h.staff_id = st.id) AS hours,
         (SELECT coalesce(json_agg(json_build_object('id', ab.id, 'startDate', to_char(ab.start_date, 'YYYY-MM-DD'), 'endDate', to_char(ab.end_date, 'YYYY-MM-DD'),
                 'type', ab.type, 'reason', ab.reason) ORDER BY ab.start_date, ab.id), '[]')
            FROM staff_absences ab WHERE ab.staff_id = st.id AND ab.start_date <= $3::date AND ab.end_date >= $2::date) AS absences,
         (SELECT coalesce(json_agg(json_build_object('id', bk.id, 'date', to_char(bk.date, 'YYYY-MM-DD'), 'startTime', to_char(bk.start_time, 'HH24:MI'),
                 'endTime', to_char(bk.end_time, 'HH24:MI'), 'reason', bk.reason, 'repeat', bk.repeat, 'until', to_char(bk.until, 'YYYY-MM-DD'),
                 'excludedDates', ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(bk.excluded_dates) d)) ORDER BY bk.start_time, bk.id), '[]')
            FROM staff_blocks bk
           WHERE bk.establishment_id = $1 AND bk.staff_id = st.id AND bk.date <= $3::date AND (bk.until IS NULL OR bk.until >= $2::date)) AS blocks
    FROM staff st
   WHERE st.establishment_id = $1 AND ($6::int IS NULL OR st.id = $6::int)
     AND (st.deleted_at IS NULL OR EXISTS (
          SELECT 1 FROM appointments a WHERE a.staff_id = st.id AND a.starts_at >= $4::timestamptz AND a.starts_at < $5::timestamptz
             AND a.status NOT IN ('cancelled', 'rejected')))
   ORDER BY lower(st.name), st.id`;

/**
 * The period's appointments but cancelled and rejected ones, as the list shows them plus the category and the
 * busy time. $1 establishment, $2/$3 the period as instants, $4 the zone, $5 one staff id or null (all).
 */
export const AGENDA_APPOINTMENTS_SQL = `${appointmentSelect('$4', {
  columns: `cat.name AS category, a.processing_start_minutes AS "processingStartMinutes", a.processing_minutes AS "processingMinutes",
         a.cleanup_minutes AS "cleanupMinutes", a.group_id AS "groupId", a.series_id AS "seriesId",`,
  from: `LEFT JOIN service_categories cat ON cat.id = sv.category_id`,
})}
   WHERE a.establishment_id = $1 AND a.starts_at >= $2::timestamptz AND a.starts_at < $3::timestamptz
     AND a.status NOT IN ('cancelled', 'rejected') AND ($5::int IS NULL OR a.staff_id = $5::int)
   ORDER BY a.starts_at, a.id`;
