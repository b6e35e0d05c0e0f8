import * as yup from '../yup';
import { LIMITS } from '../constants';
import { dateOnly, isRealDate, optionalId, optionalText, requiredId } from '../fields';
import { digitsOnly } from '../format';
import { APPOINTMENT_MSG } from '../appointments/messages';
import { INTEGRATION_MSG } from './messages';
import { INTEGRATION_SCOPE_MSG, INTEGRATION_SCOPES } from './scopes';

/** Requests per key per minute on /api/n8n/* and /webhook/n8n-data (the API's default; INTEGRATION_RATE_LIMIT overrides). */
export const INTEGRATION_RATE_LIMIT_DEFAULT = 60;
/** Keys look like 'slo_' + 40 hex characters; the list shows the first 12 characters. */
export const INTEGRATION_KEY_PREFIX = 'slo_';

/** POST /api/integration-keys {name, scopes?}: no scopes = a key of the n8n routes only (every plan). */
export const integrationKeySchema = yup.object({
  name: yup.string().trim().required(INTEGRATION_MSG.name).min(2, INTEGRATION_MSG.name).max(60, INTEGRATION_MSG.name),
  scopes: yup
    .array()
    .of(yup.string().required(INTEGRATION_SCOPE_MSG.invalid).oneOf(INTEGRATION_SCOPES, INTEGRATION_SCOPE_MSG.invalid))
    .typeError(INTEGRATION_SCOPE_MSG.invalid)
    .max(INTEGRATION_SCOPES.length, INTEGRATION_SCOPE_MSG.invalid)
    .default([])
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v)] : v)),
});

/** GET /api/n8n/establishment/{id}/availability?date&staffId&serviceId */
export const integrationAvailabilityQuerySchema = yup.object({
  date: dateOnly(INTEGRATION_MSG.date),
  staffId: optionalId(INTEGRATION_MSG.staffId),
  serviceId: optionalId(INTEGRATION_MSG.serviceId),
});

/** Wall-clock 'yyyy-MM-ddTHH:mm[:ss]' or an ISO instant with an offset. */
const LOCAL_OR_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const when = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .matches(LOCAL_OR_INSTANT, message)
    .test('real-date', message, (v) => !v || isRealDate(v));

/** POST /api/n8n/establishment/{id}/appointment (docs/product/api.md). dataFim or duration may be omitted (the service's duration counts). */
export const integrationAppointmentSchema = yup.object({
  clientData: yup
    .object({
      name: yup.string().trim().required(INTEGRATION_MSG.clientName).min(LIMITS.nameMin, INTEGRATION_MSG.clientName).max(120, INTEGRATION_MSG.clientName),
      phone: yup
        .string()
        .trim()
        .required(INTEGRATION_MSG.clientPhone)
        .test('digits', INTEGRATION_MSG.clientPhone, (v) => digitsOnly(v).length >= LIMITS.phoneMinDigits && digitsOnly(v).length <= 20),
      email: optionalText().max(254, INTEGRATION_MSG.clientEmail).email(INTEGRATION_MSG.clientEmail),
      notes: optionalText().max(2000),
    })
    .required(INTEGRATION_MSG.clientName),
  appointmentData: yup
    .object({
      staffId: requiredId(APPOINTMENT_MSG.staffId).max(2147483647),
      serviceId: requiredId(APPOINTMENT_MSG.serviceId).max(2147483647),
      dataInicio: when(INTEGRATION_MSG.dataInicio),
      dataFim: yup
        .string()
        .trim()
        .optional()
        .nullable()
        .matches(LOCAL_OR_INSTANT, { message: INTEGRATION_MSG.dataFim, excludeEmptyString: true })
        .test('real-date', INTEGRATION_MSG.dataFim, (v) => !v || isRealDate(v)),
      duration: yup
        .number()
        .optional()
        .nullable()
        .typeError(INTEGRATION_MSG.duration)
        .integer(INTEGRATION_MSG.duration)
        .min(5, INTEGRATION_MSG.duration)
        .max(720, INTEGRATION_MSG.duration),
      notes: optionalText().max(2000),
    })
    .required(INTEGRATION_MSG.dataInicio),
});
export type IntegrationAppointmentInput = yup.InferType<typeof integrationAppointmentSchema>;
