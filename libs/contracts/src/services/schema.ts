import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { LIMITS } from '../constants';
import { optionalText, requiredId } from '../fields';
import { SERVICE_MSG } from './messages';

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
  version: versionField(),
});
export type ServiceWriteInput = yup.InferType<typeof serviceWriteSchema>;

/** POST /api/service-categories (docs/product/validation.md 'Category'). */
export const serviceCategorySchema = yup.object({
  name: yup.string().trim().required(SERVICE_MSG.name).min(LIMITS.nameMin, SERVICE_MSG.name),
  description: optionalText(),
});
