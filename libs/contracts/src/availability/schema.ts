import * as yup from '../yup';
import { APPOINTMENT_MSG } from '../appointments/messages';
import { FIELD_MSG } from '../fields';

const queryId = (message: string) => yup.number().typeError(message).required(message).integer(message).positive(message).max(2147483647, message);

/** GET /api/appointments/available-times?staffId&serviceId&date (date 'yyyy-MM-dd', or a local date-time whose date part counts). */
export const availabilityQuerySchema = yup.object({
  staffId: queryId(APPOINTMENT_MSG.staffId),
  serviceId: queryId(APPOINTMENT_MSG.serviceId),
  date: yup
    .string()
    .trim()
    .transform((v: string) => (typeof v === 'string' ? v.slice(0, 10) : v))
    .required(APPOINTMENT_MSG.appointmentDate)
    .matches(/^\d{4}-\d{2}-\d{2}$/, FIELD_MSG.invalidDate)
    .test('real', FIELD_MSG.invalidDate, (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !v || (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v);
    }),
  /** The edit dialog's own appointment: its time is not shown as taken (docs/product/screens.md ('Agendamentos')). */
  excludeAppointmentId: yup
    .number()
    .typeError(APPOINTMENT_MSG.notFound)
    .integer(APPOINTMENT_MSG.notFound)
    .positive(APPOINTMENT_MSG.notFound)
    .max(2147483647, APPOINTMENT_MSG.notFound)
    .optional(),
});
