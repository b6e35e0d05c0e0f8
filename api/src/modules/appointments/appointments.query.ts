import { APPOINTMENT_MSG, dayjs, listStatuses, type appointmentListQuerySchema, type AppointmentStatus } from '@salao/contracts';
import type * as yup from 'yup';
import { fail } from '../../platform/http/errors';
import { monthRange } from '../../platform/time/periods';
import type { Range } from '../../platform/time/ranges';

export type ListQueryInput = yup.InferType<typeof appointmentListQuerySchema>;

export interface ListQuery {
  page: number;
  limit: number;
  range: Range;
  statuses: AppointmentStatus[] | null;
  staffId: number | null;
}

/** Turns the validated query into instants and a status list; the month defaults to the current one on the zone's clock. */
export function toListQuery(q: ListQueryInput, zone: string, now: number): ListQuery {
  const month = q.month ?? dayjs(now).tz(zone).format('YYYY-MM');
  const statuses = listStatuses(q.status);
  if (statuses === undefined) throw fail(400, APPOINTMENT_MSG.invalidStatus);
  return { page: q.page, limit: q.limit, range: monthRange(month, zone), statuses, staffId: q.staffId ?? null };
}
