import { AGENDA_MSG, APPOINTMENT_STATUSES, dayjs, type AppointmentStatus, LIMITS } from '@salao/contracts';
import * as yup from 'yup';
import { fail } from '../../platform/http/errors';
import { MONTH, monthRange } from './appointment-time';
import type { Range } from '../availability/ranges';

export const INVALID_MONTH = 'Mês inválido. Use o formato AAAA-MM.';

const int = (fallback: number, min: number, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === undefined ? fallback : v))
    .typeError('Parâmetro de paginação inválido.')
    .integer('Parâmetro de paginação inválido.')
    .min(min, 'Parâmetro de paginação inválido.')
    .max(max, 'Parâmetro de paginação inválido.')
    .default(fallback);

/** ?page&limit&month=yyyy-MM&status&staffId of GET /api/appointments. status: one, a comma list, or 'all'. */
export const listQuerySchema = yup.object({
  page: int(1, 1, 100000),
  limit: int(LIMITS.appointmentsPageSize, 1, 200),
  month: yup.string().trim().optional().matches(MONTH, INVALID_MONTH),
  status: yup.string().trim().optional(),
  staffId: yup.number().typeError(AGENDA_MSG.staffId).integer(AGENDA_MSG.staffId).positive(AGENDA_MSG.staffId).max(2147483647, AGENDA_MSG.staffId).optional(),
});

export interface ListQuery {
  page: number;
  limit: number;
  range: Range;
  statuses: AppointmentStatus[] | null;
  staffId: number | null;
}

/** Turns the validated query into instants and a status list; the month defaults to the current one on the zone's clock. */
export function toListQuery(q: yup.InferType<typeof listQuerySchema>, zone: string, now = Date.now()): ListQuery {
  const month = q.month ?? dayjs(now).tz(zone).format('YYYY-MM');
  const wanted = (q.status ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== 'all');
  if (wanted.some((s) => !(APPOINTMENT_STATUSES as readonly string[]).includes(s))) throw fail(400, AGENDA_MSG.invalidStatus);
  return { page: q.page, limit: q.limit, range: monthRange(month, zone), statuses: wanted.length ? (wanted as AppointmentStatus[]) : null, staffId: q.staffId ?? null };
}
