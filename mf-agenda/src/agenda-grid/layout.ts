import type { AbsenceDto, AgendaAppointmentDto, AgendaHours, StaffBlockOccurrenceDto } from '@salao/contracts';
import { ABSENCE_TYPE_LABELS } from '@salao/contracts';

/** Pure layout of the front desk grid (docs/product/agenda-grid.md): minutes, rows, shading, placement. */

/** 'HH:mm' → minutes since midnight. */
export function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight → 'HH:mm'. */
export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** One column of the grid: a professional on a day (day view) or a day of one professional (week view). */
export interface GridColumn {
  key: string;
  staffId: number;
  staffName: string;
  date: string;
  /** The column header's text. */
  label: string;
  /** When the column is open (the establishment's and her hours together); null: closed all day. */
  open: AgendaHours | null;
  blocks: StaffBlockOccurrenceDto[];
  absences: AbsenceDto[];
  appointments: AgendaAppointmentDto[];
}

/** The visible time range of the grid, on the slot step's marks. */
export interface GridRange {
  start: number;
  end: number;
  slot: number;
}

/** A shaded span of a column: closed, a time block or an absence, with the text shown and read. */
export interface Shade {
  start: number;
  end: number;
  kind: 'closed' | 'block' | 'absence';
  reason: string;
}

const DEFAULT_OPEN = 8 * 60;
const DEFAULT_CLOSE = 20 * 60;

/** The intersection of the establishment's opening and her working hours (null: closed or not working). */
export function openHours(business: AgendaHours | null, staff: AgendaHours | null): AgendaHours | null {
  if (!business || !staff) return null;
  const open = business.openTime > staff.openTime ? business.openTime : staff.openTime;
  const close = business.closeTime < staff.closeTime ? business.closeTime : staff.closeTime;
  return open < close ? { openTime: open, closeTime: close } : null;
}

/** Start and end of an appointment in minutes, including the cleanup after it (the time she is busy). */
export function appointmentSpan(a: AgendaAppointmentDto): { start: number; end: number; busyEnd: number } {
  const start = toMinutes(a.appointmentDate.split('T')[1]?.slice(0, 5) ?? '00:00');
  const end = start + a.duration;
  return { start, end, busyEnd: end + (a.cleanupMinutes ?? 0) };
}

/**
 * The rows every column shares: from the earliest opening (or appointment) to the latest closing, floored and
 * ceiled to the step's marks; 08:00–20:00 when nothing is open.
 */
export function gridRange(columns: readonly GridColumn[], slot: number): GridRange {
  let start = Infinity;
  let end = -Infinity;
  for (const c of columns) {
    if (c.open) {
      start = Math.min(start, toMinutes(c.open.openTime));
      end = Math.max(end, toMinutes(c.open.closeTime));
    }
    for (const a of c.appointments) {
      const s = appointmentSpan(a);
      start = Math.min(start, s.start);
      end = Math.max(end, s.busyEnd);
    }
  }
  if (!Number.isFinite(start)) {
    start = DEFAULT_OPEN;
    end = DEFAULT_CLOSE;
  }
  start = Math.floor(start / slot) * slot;
  end = Math.min(24 * 60, Math.ceil(end / slot) * slot);
  return { start, end: Math.max(end, start + slot), slot };
}

/** Row start times of a range. */
export function rowTimes(range: GridRange): number[] {
  const rows: number[] = [];
  for (let t = range.start; t < range.end; t += range.slot) rows.push(t);
  return rows;
}

/** What is shaded in a column: outside its opening, its time blocks (with their reason) and absences (all day). */
export function columnShades(column: GridColumn, range: GridRange): Shade[] {
  const absence = column.absences[0];
  if (absence) {
    const label = ABSENCE_TYPE_LABELS[absence.type] ?? 'Ausência';
    return [{ start: range.start, end: range.end, kind: 'absence', reason: absence.reason ? `${label}: ${absence.reason}` : label }];
  }
  const shades: Shade[] = [];
  if (!column.open) return [{ start: range.start, end: range.end, kind: 'closed', reason: 'Fechado' }];
  const open = toMinutes(column.open.openTime);
  const close = toMinutes(column.open.closeTime);
  if (open > range.start) shades.push({ start: range.start, end: open, kind: 'closed', reason: 'Fechado' });
  if (close < range.end) shades.push({ start: close, end: range.end, kind: 'closed', reason: 'Fechado' });
  for (const b of column.blocks) shades.push({ start: toMinutes(b.startTime), end: toMinutes(b.endTime), kind: 'block', reason: b.reason });
  return shades;
}

/** The shade covering a row start (blocks first: they carry the more useful reason), or undefined. */
export function shadeAt(shades: readonly Shade[], minute: number): Shade | undefined {
  let found: Shade | undefined;
  for (const s of shades) {
    if (minute >= s.start && minute < s.end && (!found || s.kind !== 'closed')) found = s;
  }
  return found;
}

/** The row an appointment starts in (its block is drawn from that row's cell) and how many rows tall it is. */
export function placement(a: AgendaAppointmentDto, range: GridRange): { row: number; offset: number; minutes: number } {
  const { start, busyEnd } = appointmentSpan(a);
  const row = Math.max(0, Math.floor((start - range.start) / range.slot));
  return { row, offset: start - (range.start + row * range.slot), minutes: busyEnd - start };
}

/** A stable accent from a category's name: the same name always gets the same hue. */
export function categoryColor(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return `hsl(${Math.abs(hash) % 360} 65% 42%)`;
}

/** The professionals in the user's saved order; new ones keep the server's order after the known ones. */
export function orderColumns<T extends { id: number }>(staff: readonly T[], order: readonly number[]): T[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  return staff
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (rank.get(a.s.id) ?? order.length + a.i) - (rank.get(b.s.id) ?? order.length + b.i))
    .map(({ s }) => s);
}

/** Moves one id of an order by delta places (column reordering). */
export function moveInOrder(order: readonly number[], id: number, delta: number): number[] {
  const from = order.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The new start of a dragged block: its start moved by whole rows, kept inside the day. */
export function movedStart(start: number, deltaY: number, rowHeight: number, slot: number): number {
  const rows = Math.round(deltaY / rowHeight);
  return Math.min(24 * 60 - slot, Math.max(0, start + rows * slot));
}
