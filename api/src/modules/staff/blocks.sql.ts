/**
 * Time blocks' SQL (docs/product/states.md 'Time blocks'). The period's blocks read through
 * staff_blocks_staff_date_idx: $1 establishment, $2 staff, $3 first day, $4 last day.
 */
export const BLOCK_COLUMNS = `id, staff_id AS "staffId", to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS "startTime",
  to_char(end_time, 'HH24:MI') AS "endTime", reason, repeat, to_char(until, 'YYYY-MM-DD') AS until,
  ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(excluded_dates) d ORDER BY d) AS "excludedDates"`;

export const BLOCKS_IN_PERIOD_SQL = `
  SELECT ${BLOCK_COLUMNS} FROM staff_blocks
   WHERE establishment_id = $1 AND staff_id = $2 AND date <= $4::date AND (until IS NULL OR until >= $3::date)
   ORDER BY date, start_time, id`;
