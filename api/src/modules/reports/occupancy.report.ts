import type { ReportRow } from '@salao/contracts';
import { absenceRanges, businessWindow, staffRanges, type StaffDay } from '../availability/day-hours';
import { effectiveBusinessHours } from '../business-hours/business-hours.defaults';
import { intersect, subtract, type Range } from '../../platform/time/ranges';
import { localDate, localRange, weekday } from '../../platform/time/wall-clock';
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
  // Booked time: every appointment that holds the agenda (not cancelled, rejected or a no-show).
  booked: `SELECT staff_id AS "staffId", extract(epoch FROM starts_at) * 1000 AS start, extract(epoch FROM ends_at) * 1000 AS "end"
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
    { staffId: number; start: number; end: number }[],
  ] = await Promise.all([
    db.query(OCCUPANCY_SQL.staff, [est, s.staffId]),
    db.query(OCCUPANCY_SQL.business, [est]),
    db.query(OCCUPANCY_SQL.hours, [est]),
    db.query(OCCUPANCY_SQL.absences, [est, s.from, s.to]),
    db.query(OCCUPANCY_SQL.blocks, [est, s.from, s.to]),
    db.query(OCCUPANCY_SQL.booked, [est, s.start, s.end, s.staffId, s.serviceId]),
  ]);
  const week = effectiveBusinessHours(business);
  // Each professional's appointments by local day (both days when one crosses midnight): a day intersects only its own.
  const bookedByDay = new Map<number, Map<string, Range[]>>();
  // Professionals with the same hours share each day's shift: the wall-clock conversions are the costly part.
  const shifts = new Map<string, Range[]>();
  for (const b of booked) {
    const range = { start: Number(b.start), end: Number(b.end) };
    const days = bookedByDay.get(b.staffId) ?? new Map<string, Range[]>();
    bookedByDay.set(b.staffId, days);
    for (const day of new Set([localDate(range.start, s.zone), localDate(range.end - 1, s.zone)])) {
      const list = days.get(day);
      if (list) list.push(range);
      else days.set(day, [range]);
    }
  }
  const cells = new Map<string, { available: number; booked: number }>();
  const add = (key: string, available: number, bookedMinutes: number) => {
    const c = cells.get(key) ?? { available: 0, booked: 0 };
    c.available += available;
    c.booked += bookedMinutes;
    cells.set(key, c);
  };
  for (const st of staff) {
    const mine = hours.filter((h) => h.staffId === st.id);
    const away = absenceRanges(
      absences.filter((a) => a.staffId === st.id),
      s.zone,
    );
    const appts = bookedByDay.get(st.id) ?? new Map<string, Range[]>();
    for (const day of daysOf(s.from, s.to)) {
      const dow = weekday(day);
      const staffDay = mine.length ? (mine.find((h) => h.dayOfWeek === dow) ?? { isAvailable: false, openTime: '00:00', closeTime: '00:00' }) : undefined;
      const hoursKey = `${day}|${staffDay ? `${staffDay.isAvailable}${staffDay.openTime}${staffDay.closeTime}` : '-'}`;
      let work = shifts.get(hoursKey);
      if (!work) {
        work = staffRanges(day, s.zone, businessWindow(day, s.zone, week[dow]!), staffDay);
        shifts.set(hoursKey, work);
      }
      const cut = blocks.filter((b) => b.staffId === st.id && occursOn(b, day)).map((b) => localRange(day, b.startTime, b.endTime, s.zone));
      const free = subtract(work, [...away, ...cut]);
      const available = minutesOf(free);
      const used = minutesOf(intersect(free, appts.get(day) ?? []));
      add(`s${st.id}`, available, used);
      add(`d${dow}`, available, used);
    }
  }
  const value = (c: { available: number; booked: number } | undefined) => ({
    available: c?.available ?? 0,
    booked: c?.booked ?? 0,
    occupancy: percentOf(c?.booked ?? 0, c?.available ?? 0),
  });
  const rows: ReportRow[] =
    s.groupBy === 'weekday'
      ? [1, 2, 3, 4, 5, 6, 0].map((d) => ({ key: `d${d}`, label: WEEKDAY_LABELS[d]!, values: value(cells.get(`d${d}`)) }))
      : staff.map((st) => ({ key: `s${st.id}`, label: st.name, drill: { staffId: st.id }, values: value(cells.get(`s${st.id}`)) }));
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
