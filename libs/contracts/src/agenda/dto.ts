import type { AppointmentDto } from '../appointments/dto';
import type { AbsenceDto } from '../staff/dto';
import type { StaffBlockOccurrenceDto } from '../staff/blocks';

/**
 * The front desk's grid (docs/product/agenda-grid.md): what GET /api/agenda/day and /api/agenda/week answer in one call.
 * Dates are 'yyyy-MM-dd' and times 'HH:mm' on the establishment's wall clock.
 */

/** The step of the grid's rows and of the offered start times (a setting). */
export const SLOT_MINUTES_OPTIONS = [5, 10, 15, 30] as const;
export type SlotMinutes = (typeof SLOT_MINUTES_OPTIONS)[number];
export const DEFAULT_SLOT_MINUTES: SlotMinutes = 10;

/** An opening on one day: null when closed (or not working). */
export interface AgendaHours {
  openTime: string;
  closeTime: string;
}

/** An appointment as the list shows it, plus what the grid draws: the busy time and the category's accent. */
export interface AgendaAppointmentDto extends AppointmentDto {
  category: string | null;
  processingStartMinutes: number;
  processingMinutes: number;
  cleanupMinutes: number;
  /** The visit (several services) or the series it belongs to, only when it does (docs/product/series.md). */
  groupId?: string;
  seriesId?: string;
}

/** One professional's column on one day. */
export interface AgendaStaffDay {
  id: number;
  name: string;
  /** Her working hours that day (null: not working). */
  hours: AgendaHours | null;
  blocks: StaffBlockOccurrenceDto[];
  /** Absences covering the day. */
  absences: AbsenceDto[];
}

/** GET /api/agenda/day?date=yyyy-MM-dd. Staff get only their own column and appointments. */
export interface AgendaDayResponse {
  date: string;
  slotMinutes: SlotMinutes;
  /** The establishment's opening that day (null: closed or a holiday). */
  businessHours: AgendaHours | null;
  staff: AgendaStaffDay[];
  appointments: AgendaAppointmentDto[];
}

/** GET /api/agenda/week?start=yyyy-MM-dd&staffId: one professional's seven days from start. */
export interface AgendaWeekResponse {
  start: string;
  slotMinutes: SlotMinutes;
  staff: { id: number; name: string };
  days: Array<{ date: string; businessHours: AgendaHours | null; hours: AgendaHours | null; blocks: StaffBlockOccurrenceDto[]; absences: AbsenceDto[] }>;
  appointments: AgendaAppointmentDto[];
}
