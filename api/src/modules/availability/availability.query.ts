import { AGENDA_MSG } from '@salao/contracts';
import * as yup from 'yup';

const id = (message: string) => yup.number().typeError(message).required(message).integer(message).positive(message).max(2147483647, message);

/** ?staffId&serviceId&date (date 'yyyy-MM-dd', or a local date-time whose date part counts). */
export const availabilityQuerySchema = yup.object({
  staffId: id(AGENDA_MSG.staffId),
  serviceId: id(AGENDA_MSG.serviceId),
  date: yup
    .string()
    .trim()
    .transform((v: string) => (typeof v === 'string' ? v.slice(0, 10) : v))
    .required(AGENDA_MSG.appointmentDate)
    .matches(/^\d{4}-\d{2}-\d{2}$/, AGENDA_MSG.invalidDate)
    .test('real', AGENDA_MSG.invalidDate, (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !v || (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v);
    }),
});
