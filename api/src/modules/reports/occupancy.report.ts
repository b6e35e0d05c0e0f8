import type { ReportRow } from '@salao/contracts';
import { absenceRanges, businessWindow, staffRanges, type StaffDay } from '../availability/day-hours';
import { effectiveBusinessHours } from '../business-hours/business-hours.defaults';
import { normalize, subtract, type Range } from '../../platform/time/ranges';
import { localRange, weekday } from '../../platform/time/wall-clock';
import { dayBounds, daysOf } from './report-scope';
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
  // Booked time: every appointment that holds the agenda (not cancelled, rejected or a no-show); date_part gives a
  // float8, cheaper to compute and to read than extract's numeric.
  booked: `SELECT staff_id AS "staffId", date_part('epoch', starts_at) * 1000 AS start, date_part('epoch', ends_at) * 1000 AS "end"
             FROM appointments WHERE establishment_id = $1 AND starts_at < $3 AND ends_at > $2
              AND status IN ('pending', 'scheduled', 'confirmed', 'in_progress', 'completed') AND ($4::int IS NULL OR staff_id = $4) AND ($5::int IS NULL OR service_id = $5)`,
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
  start: number;
  end: number;
}

interface Cell {
  available: number;
  booked: number;
}

/** The index of the period's day holding `instant` (-1 before it, `bounds.length - 1` after it): a binary search. */
function dayIndex(bounds: number[], instant: number): number {
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid]! <= instant) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * Each professional's appointments by the period's day index (both days when one crosses midnight): a day intersects
 * only its own. The days are found among the zone's own midnights (dayBounds), never through a time-zone conversion
 * per appointment: a year of the busy salon has two hundred thousand.
 */
function bookedPerStaffDay(booked: BookedRow[], bounds: number[]): Map<number, Range[][]> {
  const dayCount = bounds.length - 1;
  const out = new Map<number, Range[][]>();
  const put = (perDay: Range[][], day: number, b: BookedRow) => {
    if (day < 0 || day >= dayCount) return;
    const list = perDay[day];
    if (list) list.push(b);
    else perDay[day] = [b];
  };
  for (const b of booked) {
    let perDay = out.get(b.staffId);
    if (!perDay) out.set(b.staffId, (perDay = new Array<Range[]>(dayCount)));
    // The row is its own range (start, end): no copy of two hundred thousand objects.
    const first = dayIndex(bounds, b.start);
    const last = dayIndex(bounds, b.end - 1);
    put(perDay, first, b);
    if (last !== first) put(perDay, last, b);
  }
  return out;
}

/** Milliseconds of `free` (sorted, disjoint) covered by any of `booked`: one merge pass, as minutesOf(intersect(…)) counts them. */
function overlapMs(free: Range[], booked: Range[] | undefined): number {
  if (!booked?.length || !free.length) return 0;
  const taken = normalize(booked);
  let total = 0;
  let j = 0;
  for (const f of free) {
    while (j < taken.length && taken[j]!.end <= f.start) j += 1;
    for (let k = j; k < taken.length && taken[k]!.start < f.end; k += 1) total += Math.min(f.end, taken[k]!.end) - Math.max(f.start, taken[k]!.start);
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
  const bookedByDay = bookedPerStaffDay(booked, dayBounds(s).map(Date.parse));
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
    const appts = bookedByDay.get(st.id) ?? [];
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
      const used = Math.round(overlapMs(free, appts[d]) / 60_000);
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
