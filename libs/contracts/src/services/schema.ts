import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { LIMITS } from '../constants';
import { optionalText, requiredId } from '../fields';
import { SERVICE_MSG } from './messages';
import { depositFields } from '../deposits/schema';

/** staffIds as an array or as SPEC's JSON-encoded string of ids. */
const staffIdsField = () =>
  yup
    .array()
    .transform((v, raw) => {
      if (typeof raw !== 'string') return v;
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed : raw;
      } catch {
        return raw;
      }
    })
    .of(requiredId(SERVICE_MSG.staffIds))
    .typeError(SERVICE_MSG.staffIds)
    .required(SERVICE_MSG.staffIds)
    .min(1, SERVICE_MSG.staffIds);

/** Whole minutes ≥ 0, optional (absent or empty = 0): the pause and the cleanup of a service. */
const minutesField = (message: string, max = 1440, maxMessage = message) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? 0 : v))
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(max, maxMessage)
    .default(0);

/** POST /api/services and PUT /api/services/{id} (docs/product/validation.md 'Service'). */
export const serviceWriteSchema = yup.object({
  name: yup.string().trim().required(SERVICE_MSG.name).min(LIMITS.nameMin, SERVICE_MSG.name),
  duration: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(SERVICE_MSG.duration)
    .required(SERVICE_MSG.duration)
    .integer(SERVICE_MSG.duration)
    .min(1, SERVICE_MSG.duration)
    .max(1440, SERVICE_MSG.durationMax),
  price: yup
    .string()
    .transform((v, raw) => (typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(',', '.') : v))
    .required(SERVICE_MSG.price)
    .matches(/^\d{1,10}(\.\d{1,2})?$/, SERVICE_MSG.priceInvalid),
  category: yup.string().trim().required(SERVICE_MSG.category),
  staffIds: staffIdsField(),
  description: optionalText(),
  processingStartMinutes: minutesField(SERVICE_MSG.processingStart),
  // The pause lies inside the service and never is all of it: she works before or after it.
  processingMinutes: minutesField(SERVICE_MSG.processing).test('pause-inside', SERVICE_MSG.pauseInside, function (processing) {
    const { duration, processingStartMinutes } = this.parent as { duration?: number; processingStartMinutes?: number };
    if (!processing || typeof duration !== 'number' || !Number.isFinite(duration)) return true;
    return processing < duration && (processingStartMinutes ?? 0) + processing <= duration;
  }),
  cleanupMinutes: minutesField(SERVICE_MSG.cleanup, 1440, SERVICE_MSG.cleanupMax),
  ...depositFields,
  version: versionField(),
});
export type ServiceWriteInput = yup.InferType<typeof serviceWriteSchema>;

/** POST /api/service-categories (docs/product/validation.md 'Category'). */
export const serviceCategorySchema = yup.object({
  name: yup.string().trim().required(SERVICE_MSG.name).min(LIMITS.nameMin, SERVICE_MSG.name),
  description: optionalText(),
});
