import * as yup from '../yup';
import { APPOINTMENT_STATUSES, LIMITS } from '../constants';
import { DATE_OR_DATE_TIME, FIELD_MSG, hhmm, isRealDate, optionalText, requiredId } from '../fields';
import { APPOINTMENT_MSG } from './messages';
import { APPOINTMENT_LIST_MAX_LIMIT } from './dto';
import { cursorAfter } from '../http/cursor';

/** POST /api/appointments and PUT /api/appointments/{id} (docs/product/validation.md 'Appointment'). */
export const appointmentWriteSchema = yup.object({
  clientId: requiredId(APPOINTMENT_MSG.clientId),
  serviceId: requiredId(APPOINTMENT_MSG.serviceId),
  staffId: requiredId(APPOINTMENT_MSG.staffId),
  appointmentDate: yup
    .string()
    .trim()
    .required(APPOINTMENT_MSG.appointmentDate)
    .matches(DATE_OR_DATE_TIME, FIELD_MSG.invalidDate)
    .test('real-date', FIELD_MSG.invalidDate, (v) => !v || isRealDate(v)),
  appointmentTime: hhmm(APPOINTMENT_MSG.appointmentTime),
  notes: optionalText(),
});
export type AppointmentWriteInput = yup.InferType<typeof appointmentWriteSchema>;

/** PATCH /api/appointments/{id}/status. */
export const appointmentStatusSchema = yup.object({
  status: yup
    .string()
    .required(APPOINTMENT_MSG.invalidStatus)
    .oneOf(['confirmed', 'rejected', 'completed', 'no_show'] as const, APPOINTMENT_MSG.invalidStatus),
});

const page = (fallback: number, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === undefined ? fallback : v))
    .typeError(APPOINTMENT_MSG.invalidPage)
    .integer(APPOINTMENT_MSG.invalidPage)
    .min(1, APPOINTMENT_MSG.invalidPage)
    .max(max, APPOINTMENT_MSG.invalidPage)
    .default(fallback);

/** GET /api/appointments query (AppointmentListQuery): status is one status, a comma list or 'all'. */
export const appointmentListQuerySchema = yup.object({
  page: page(1, 100000),
  /** A cursor page (docs/product/api.md 'Cursor pages'): appointments of the filters with a greater id, in id order. */
  after: cursorAfter(),
  limit: page(LIMITS.appointmentsPageSize, APPOINTMENT_LIST_MAX_LIMIT),
  month: yup
    .string()
    .trim()
    .optional()
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, APPOINTMENT_MSG.invalidMonth),
  status: yup.string().trim().optional(),
  staffId: yup
    .number()
    .typeError(APPOINTMENT_MSG.staffId)
    .integer(APPOINTMENT_MSG.staffId)
    .positive(APPOINTMENT_MSG.staffId)
    .max(2147483647, APPOINTMENT_MSG.staffId)
    .optional(),
});

/** The statuses a list query names, or null for all; undefined when one of them is not a status. */
export function listStatuses(status: string | undefined): (typeof APPOINTMENT_STATUSES)[number][] | null | undefined {
  const wanted = (status ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'all');
  if (wanted.some((s) => !(APPOINTMENT_STATUSES as readonly string[]).includes(s))) return undefined;
  return wanted.length ? (wanted as (typeof APPOINTMENT_STATUSES)[number][]) : null;
}
