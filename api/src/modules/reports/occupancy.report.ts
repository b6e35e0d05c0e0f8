import type { ReportRow } from '@salao/contracts';
import { absenceRanges, businessWindow, staffRanges, type StaffDay } from '../availability/day-hours';
import { effectiveBusinessHours } from '../business-hours/business-hours.defaults';
import { normalize, subtract, type Range } from '../../platform/time/ranges';
import { localRange, weekday } from '../../platform/time/wall-clock';
import { daysOf } from './report-scope';
import { percentOf, WEEKDAY_LABELS, type Db, type ReportBody, type ReportScope } from './report-types';

export const OCCUPANCY_SQL = {
  staff: `SELECT id, name FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR id = $2) ORDER BY name, id`,
  business: `SELECT day_of_week AS "dayOfWeek", is_open AS "isOpen", to_char(open_time, 'HH24:MI') AS "openTime", to_char(close_time, 'HH24:MI') AS "closeTime", is_holiday AS "isHoliday"
               FROM business_hours WHERE establishment_id = $1`,
  hours: `SELECT h.staff_id AS "staffId", h.day_of_week AS "dayOfWeek", h.is_available AS "isAvailable", to_char(h.open_time, 'HH24:MI') AS "openTime", to_char(h.close_time, 'HH24:MI') AS "closeTime"
            FROM staff_working_hours h JOIN staff s ON s.id = h.staff_id WHERE s.establishment_id = $1`,
  absences: `SELECT staff_id AS "staffId", to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
               FROM staff_absences WHERE establishment_id = $1 AND start_date <= $3::date AND end_date >= $2::date`,
  blocks: `SELECT staff_id AS "staffId", to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS "startTime", to_char(end_time, 'HH24:MI') AS "endTime", repeat,
                  to_char(until, 'YYYY-MM-DD') AS until, ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(excluded_dates) d) AS excluded
             FROM staff_blocks WHERE establishment_id = $1 AND date <= $3::date AND (until IS NULL OR until >= $2::date)`,
  // Booked time: every appointment that holds the agenda (not cancelled, rejected or a no-show), one row per
  // professional with 'start,end,…' in epoch milliseconds: a year of the busy salon is ~170,000 appointments, and
  // one text per professional reads in a third of the time pg's row objects take (docs/product/reports.md).
  booked: `SELECT staff_id AS "staffId",
                  string_agg((date_part('epoch', starts_at) * 1000)::int8::text || ',' || (date_part('epoch', ends_at) * 1000)::int8::text, ',') AS spans
             FROM appointments WHERE establishment_id = $1 AND starts_at < $3 AND ends_at > $2
              AND status IN ('pending', 'scheduled', 'confirmed', 'in_progress', 'completed') AND ($4::int IS NULL OR staff_id = $4) AND ($5::int IS NULL OR service_id = $5)
            GROUP BY staff_id`,
};

interface Block {
  staffId: number;
  date: string;
  startTime: string;
  endTime: string;
  repeat: 'none' | 'daily' | 'weekly';
  until: string | null;
  excluded: string[];
}

const occursOn = (b: Block, day: string) =>
  day >= b.date &&
  (b.until === null || day <= b.until) &&
  !b.excluded.includes(day) &&
  (b.repeat === 'daily' || (b.repeat === 'weekly' ? weekday(day) === weekday(b.date) : day === b.date));

const minutesOf = (ranges: Range[]) => Math.round(ranges.reduce((a, r) => a + (r.end - r.start), 0) / 60_000);

interface BookedRow {
  staffId: number;
  spans: string;
}

interface Cell {
  available: number;
  booked: number;
}

/** A professional's booked time as sorted, disjoint spans: `starts[i]` to `ends[i]` (epoch ms), both ascending. */
interface Spans {
  starts: Float64Array;
  ends: Float64Array;
  length: number;
}

/**
 * The SQL's 'start,end,…' list as sorted spans, merged where they overlap or touch. The digits are read in place (split
 * and Number made a string per figure, most of the report's time), and starts and ends are sorted apart: the k-th
 * start precedes the k-th end, and the covered time (more starts than ends before an instant) is the same.
 */
export function bookedSpans(list: string): Spans {
  // Each figure takes at least a digit and a comma.
  const starts = new Float64Array((list.length + 3) >> 2);
  const ends = new Float64Array(starts.length);
  let count = 0;
  let value = 0;
  for (let i = 0; i <= list.length; i += 1) {
    const c = i < list.length ? list.charCodeAt(i) : 44;
    if (c !== 44) value = value * 10 + (c - 48);
    else {
      if (count & 1) ends[count >> 1] = value;
      else starts[count >> 1] = value;
      count += 1;
      value = 0;
    }
  }
  const n = list.length ? count >> 1 : 0;
  const sortedStarts = starts.subarray(0, n).sort();
  const sortedEnds = ends.subarray(0, n).sort();
  const out: Spans = { starts: new Float64Array(n), ends: new Float64Array(n), length: 0 };
  for (let i = 0; i < n; i += 1) {
    const start = sortedStarts[i]!;
    const end = sortedEnds[i]!;
    const last = out.length - 1;
    if (last >= 0 && start <= out.ends[last]!) out.ends[last] = Math.max(out.ends[last]!, end);
    else {
      out.starts[out.length] = start;
      out.ends[out.length] = end;
      out.length += 1;
    }
  }
  return out;
}

/** Milliseconds of `free` (sorted, disjoint) covered by `booked`: a binary search to the first span, then one merge pass. */
export function overlapMs(free: Range[], booked: Spans | undefined): number {
  if (!booked?.length || !free.length) return 0;
  const { starts, ends } = booked;
  let lo = 0;
  let hi = booked.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! <= free[0]!.start) lo = mid + 1;
    else hi = mid;
  }
  let total = 0;
  let j = lo;
  for (const f of free) {
    while (j < booked.length && ends[j]! <= f.start) j += 1;
    for (let k = j; k < booked.length && starts[k]! < f.end; k += 1) total += Math.min(f.end, ends[k]!) - Math.max(f.start, starts[k]!);
  }
  return total;
}

/**
 * Ocupação (docs/product/reports.md): booked minutes ÷ available minutes, where available is the working hours
 * (inside the business hours) less absences and blocks, built as instants on the establishment's clock so a DST day
 * counts its real minutes.
 */
export async function occupancyReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const est = s.establishmentId;
  const [staff, business, hours, absences, blocks, booked]: [
    { id: number; name: string }[],
    Parameters<typeof effectiveBusinessHours>[0],
    (StaffDay & { staffId: number; dayOfWeek: number })[],
    { staffId: number; startDate: string; endDate: string }[],
    Block[],
    BookedRow[],
  ] = await Promise.all([
    db.query(OCCUPANCY_SQL.staff, [est, s.staffId]),
    db.query(OCCUPANCY_SQL.business, [est]),
    db.query(OCCUPANCY_SQL.hours, [est]),
    db.query(OCCUPANCY_SQL.absences, [est, s.from, s.to]),
    db.query(OCCUPANCY_SQL.blocks, [est, s.from, s.to]),
    db.query(OCCUPANCY_SQL.booked, [est, s.start, s.end, s.staffId, s.serviceId]),
  ]);
  const week = effectiveBusinessHours(business);
  const days = daysOf(s.from, s.to);
  const dows = days.map(weekday);
  const bookedByStaff = new Map(booked.map((b) => [b.staffId, bookedSpans(b.spans)]));
  // Professionals with the same hours share each day's shift: the wall-clock conversions are the costly part.
  const shifts = new Map<string, Range[]>();
  const byStaff = new Map<number, Cell>();
  const byWeekday = Array.from({ length: 7 }, (): Cell => ({ available: 0, booked: 0 }));
  for (const st of staff) {
    const mine = hours.filter((h) => h.staffId === st.id);
    const myBlocks = blocks.filter((b) => b.staffId === st.id);
    const away = absenceRanges(
      absences.filter((a) => a.staffId === st.id),
      s.zone,
    );
    const appts = bookedByStaff.get(st.id);
    const cell: Cell = { available: 0, booked: 0 };
    byStaff.set(st.id, cell);
    days.forEach((day, d) => {
      const dow = dows[d]!;
      const staffDay = mine.length ? (mine.find((h) => h.dayOfWeek === dow) ?? { isAvailable: false, openTime: '00:00', closeTime: '00:00' }) : undefined;
      const hoursKey = `${day}|${staffDay ? `${staffDay.isAvailable}${staffDay.openTime}${staffDay.closeTime}` : '-'}`;
      let work = shifts.get(hoursKey);
      if (!work) {
        work = staffRanges(day, s.zone, businessWindow(day, s.zone, week[dow]!), staffDay);
        shifts.set(hoursKey, work);
      }
      const cut = myBlocks.filter((b) => occursOn(b, day)).map((b) => localRange(day, b.startTime, b.endTime, s.zone));
      const free = cut.length || away.length ? subtract(work, [...away, ...cut]) : normalize(work);
      const available = minutesOf(free);
      const used = Math.round(overlapMs(free, appts) / 60_000);
      for (const c of [cell, byWeekday[dow]!]) {
        c.available += available;
        c.booked += used;
      }
    });
  }
  const value = (c: Cell | undefined) => ({
    available: c?.available ?? 0,
    booked: c?.booked ?? 0,
    occupancy: percentOf(c?.booked ?? 0, c?.available ?? 0),
  });
  const rows: ReportRow[] =
    s.groupBy === 'weekday'
      ? [1, 2, 3, 4, 5, 6, 0].map((d) => ({ key: `d${d}`, label: WEEKDAY_LABELS[d]!, values: value(byWeekday[d]) }))
      : staff.map((st) => ({ key: `s${st.id}`, label: st.name, drill: { staffId: st.id }, values: value(byStaff.get(st.id)) }));
  const total = { available: 0, booked: 0 };
  for (const r of rows) {
    total.available += r.values.available as number;
    total.booked += r.values.booked as number;
  }
  return {
    columns: [
      { key: 'available', label: 'Minutos disponíveis', type: 'minutes' },
      { key: 'booked', label: 'Minutos agendados', type: 'minutes' },
      { key: 'occupancy', label: 'Ocupação', type: 'percent' },
    ],
    rows,
    totals: value(total),
    cards: [
      { key: 'occupancy', label: 'Ocupação', type: 'percent' },
      { key: 'booked', label: 'Minutos agendados', type: 'minutes' },
      { key: 'available', label: 'Minutos disponíveis', type: 'minutes' },
    ],
    chart: { type: 'bar', x: 'label', series: ['occupancy'] },
  };
}
