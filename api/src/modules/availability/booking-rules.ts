import { absenceRanges, businessWindow, staffRanges } from './day-hours';
import type { DayInput } from './available-times';
import { covers, overlaps, type Range } from './ranges';
import { minutes } from './wall-clock';

export type BookingRefusal = 'past' | 'closed' | 'outside_business_hours' | 'absence' | 'outside_staff_hours';

/** pt-BR answers for each refusal (4xx). */
export const BOOKING_MESSAGES: Record<BookingRefusal, string> = {
  past: 'Não é possível agendar em um horário que já passou.',
  closed: 'O estabelecimento está fechado nesta data.',
  outside_business_hours: 'Horário fora do horário de funcionamento do estabelecimento.',
  absence: 'O profissional está ausente nesta data (férias, folga ou atestado).',
  outside_staff_hours: 'Horário fora do expediente do profissional.',
};

/** Overlap with other bookings is left to the database's exclusion constraint, which also settles races. */
export const SLOT_TAKEN_MESSAGE = 'Horário indisponível para este profissional.';

/**
 * Why a booking starting at `start` cannot be made, or null when the day's rules allow it. Same steps as the
 * slot grid, checked in the order that gives the most useful message.
 */
export function bookingRefusal(input: Omit<DayInput, 'booked'>, start: number): BookingRefusal | null {
  const span: Range = { start, end: start + minutes(input.durationMinutes) };
  if (span.start < input.now) return 'past';
  const window = businessWindow(input.date, input.zone, input.business);
  if (!window) return 'closed';
  if (!covers([window], span)) return 'outside_business_hours';
  if (absenceRanges(input.absences, input.zone).some((a) => overlaps(a, span))) return 'absence';
  if (!covers(staffRanges(input.date, input.zone, window, input.staffDay), span)) return 'outside_staff_hours';
  return null;
}
