/**
 * One round trip for everything: service, staff member, the establishment's slot step, the weekday's business and staff hours, absences
 * and time blocks touching the day and the time the staff member is busy with active appointments that day, in
 * any unit of the network she works in (appointment_busy by person, through its exclusion constraint's gist index).
 * Parameters: $1 establishment, $2 service, $3 staff, $4 weekday, $5 date, $6/$7 the local day as instants,
 * $8 an appointment to leave out (an edit). Plain SQL with no imports: the bench's bare endpoint runs it too.
 */
const DAY_COLUMNS = `
         sv.id AS service_id, sv.name AS service_name, sv.duration_minutes AS duration, sv.price::text AS price,
         sv.processing_start_minutes, sv.processing_minutes, sv.cleanup_minutes,
         st.id AS staff_id, st.name AS staff_name,
         (SELECT e.slot_minutes FROM establishments e WHERE e.id = $1) AS slot_minutes,
         (SELECT u.id FROM users u WHERE u.staff_id = st.id AND u.is_active) AS staff_user_id,
         EXISTS (SELECT 1 FROM service_staff ss WHERE ss.service_id = sv.id AND ss.staff_id = st.id) AS allowed,
         (SELECT json_build_object('isOpen', b.is_open, 'isHoliday', b.is_holiday, 'openTime', to_char(b.open_time, 'HH24:MI'), 'closeTime', to_char(b.close_time, 'HH24:MI'))
            FROM business_hours b WHERE b.establishment_id = $1 AND b.day_of_week = $4) AS business,
         (SELECT count(*)::int FROM staff_working_hours h WHERE h.staff_id = st.id) AS staff_days,
         (SELECT json_build_object('isAvailable', h.is_available, 'openTime', to_char(h.open_time, 'HH24:MI'), 'closeTime', to_char(h.close_time, 'HH24:MI'))
            FROM staff_working_hours h WHERE h.staff_id = st.id AND h.day_of_week = $4) AS staff_day,
         (SELECT coalesce(json_agg(json_build_object('startDate', to_char(ab.start_date, 'YYYY-MM-DD'), 'endDate', to_char(ab.end_date, 'YYYY-MM-DD'))), '[]')
            FROM staff_absences ab WHERE ab.staff_id = st.id AND ab.start_date <= $5::date AND ab.end_date >= $5::date) AS absences,
         (SELECT coalesce(json_agg(json_build_object('date', to_char(bk.date, 'YYYY-MM-DD'), 'startTime', to_char(bk.start_time, 'HH24:MI'),
                 'endTime', to_char(bk.end_time, 'HH24:MI'), 'repeat', bk.repeat, 'until', to_char(bk.until, 'YYYY-MM-DD'))), '[]')
            FROM staff_blocks bk
           WHERE bk.establishment_id = $1 AND bk.staff_id = st.id AND bk.date <= $5::date AND (bk.until IS NULL OR bk.until >= $5::date)
             AND NOT ($5::date = ANY (bk.excluded_dates))) AS blocks,
         (SELECT coalesce(json_agg(json_build_array(floor(extract(epoch FROM lower(b.span)) * 1000), floor(extract(epoch FROM upper(b.span)) * 1000))), '[]')
            FROM appointment_busy b
           WHERE b.person_id = st.person_id AND b.appointment_id <> $8
             AND b.span && tstzrange($6::timestamptz, $7::timestamptz, '[)')) AS booked`;

/** The day of one staff member ($3 an int). */
export const DAY_CONTEXT_SQL = `
  SELECT ${DAY_COLUMNS}
    FROM (SELECT 1) one
    LEFT JOIN services sv ON sv.id = $2 AND sv.establishment_id = $1 AND sv.deleted_at IS NULL
    LEFT JOIN staff st ON st.id = $3 AND st.establishment_id = $1 AND st.deleted_at IS NULL`;

/**
 * The same day for several staff members in one round trip (the public day of 'any professional'): $3 is an
 * int[] of staff ids, one row per id in its order (a row with no staff_id for an id that is not the establishment's).
 */
export const DAYS_CONTEXT_SQL = `
  SELECT ${DAY_COLUMNS}
    FROM unnest($3::int[]) WITH ORDINALITY AS ids(id, ord)
    LEFT JOIN services sv ON sv.id = $2 AND sv.establishment_id = $1 AND sv.deleted_at IS NULL
    LEFT JOIN staff st ON st.id = ids.id AND st.establishment_id = $1 AND st.deleted_at IS NULL
   ORDER BY ids.ord`;
