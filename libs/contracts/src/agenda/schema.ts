import * as yup from '../yup';
import { dateOnly, requiredId } from '../fields';
import { AGENDA_GRID_MSG } from './messages';

/** GET /api/agenda/day?date=yyyy-MM-dd. */
export const agendaDayQuerySchema = yup.object({ date: dateOnly(AGENDA_GRID_MSG.date) });
export type AgendaDayQuery = yup.InferType<typeof agendaDayQuerySchema>;

/** GET /api/agenda/week?start=yyyy-MM-dd&staffId=N. */
export const agendaWeekQuerySchema = yup.object({
  start: dateOnly(AGENDA_GRID_MSG.start),
  staffId: requiredId(AGENDA_GRID_MSG.staffId).max(2147483647, AGENDA_GRID_MSG.staffId),
});
export type AgendaWeekQuery = yup.InferType<typeof agendaWeekQuerySchema>;
