import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { LIMITS, TIME_ZONES } from '../constants';
import { closesAfterOpening, dayOfWeek, FIELD_MSG, hhmm } from '../fields';
import { ESTABLISHMENT_MSG } from './messages';
import { slugSchema } from '../online-booking/schema';

/** PUT /api/establishment (settings tab 'Negócio'). */
export const establishmentUpdateSchema = yup.object({
  name: yup.string().trim().required(ESTABLISHMENT_MSG.name).min(LIMITS.nameMin, ESTABLISHMENT_MSG.name),
  address: yup.string().trim().nullable().optional(),
  segment: yup.string().trim().nullable().optional(),
  phone: yup.string().trim().nullable().optional(),
  email: yup.string().trim().nullable().optional().email(ESTABLISHMENT_MSG.email),
  /** Optional: the public booking page's address (unique; 409 when taken). */
  slug: slugSchema(),
  version: versionField(),
});

/** PATCH /api/establishment/timezone. */
export const timezoneUpdateSchema = yup.object({
  timezone: yup
    .string()
    .required(ESTABLISHMENT_MSG.timezone)
    .oneOf([...TIME_ZONES], ESTABLISHMENT_MSG.timezone),
});

/** PUT /api/business-hours: { hours: [...] }. A closed day's times are kept but need not be ordered. */
export const businessHoursSchema = yup.object({
  hours: yup
    .array()
    .of(
      yup.object({
        dayOfWeek: dayOfWeek(),
        isOpen: yup.boolean().default(false),
        openTime: hhmm(FIELD_MSG.invalidTime),
        closeTime: hhmm(FIELD_MSG.invalidTime).test('after-open', FIELD_MSG.closeAfterOpen, function (close) {
          return !(this.parent as { isOpen?: boolean }).isOpen || closesAfterOpening.call(this, close);
        }),
        isHoliday: yup.boolean().default(false),
      }),
    )
    .required(FIELD_MSG.dayOfWeek)
    .test('unique-days', FIELD_MSG.dayOfWeek, (list) => !list || new Set(list.map((d) => d.dayOfWeek)).size === list.length),
  version: versionField(),
});
export type BusinessHoursInput = yup.InferType<typeof businessHoursSchema>;
