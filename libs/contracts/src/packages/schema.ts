import * as yup from '../yup';
import { requiredId } from '../fields';
import { versionField } from '../http/version-field';
import { CENTS_MAX } from '../checkouts/schema';
import { PACKAGE_MSG } from './messages';

const whole = (message: string, min: number, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

/** POST /api/packages and PUT /api/packages/{id}: the price in integer cents. */
export const packageSchema = yup.object({
  name: yup.string().typeError(PACKAGE_MSG.name).trim().required(PACKAGE_MSG.name).max(100, PACKAGE_MSG.nameMax),
  items: yup
    .array(
      yup.object({
        serviceId: requiredId(PACKAGE_MSG.serviceId).max(2147483647, PACKAGE_MSG.serviceId),
        sessions: whole(PACKAGE_MSG.sessions, 1, 100),
      }),
    )
    .typeError(PACKAGE_MSG.items)
    .required(PACKAGE_MSG.items)
    .min(1, PACKAGE_MSG.items)
    .max(20, PACKAGE_MSG.itemsMax)
    .test('unique', PACKAGE_MSG.serviceDuplicate, (list) => !list || new Set(list.map((i) => i.serviceId)).size === list.length),
  price: whole(PACKAGE_MSG.price, 0, CENTS_MAX),
  validityDays: whole(PACKAGE_MSG.validityDays, 1, 3650),
  version: versionField(),
});
export type PackageInput = yup.InferType<typeof packageSchema>;
