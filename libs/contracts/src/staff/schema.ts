import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { ABSENCE_TYPES, LIMITS } from '../constants';
import { closesAfterOpening, dateOnly, dayOfWeek, FIELD_MSG, hhmm, optionalAmount, optionalDateOnly, optionalText } from '../fields';
import { COMMISSION_MSG, STAFF_MSG } from './messages';

const payFields = {
  phone: optionalText(),
  hasSystemAccess: yup
    .boolean()
    .transform((v, raw) => (raw === null || raw === '' ? false : v))
    .default(false),
  salaryAmount: optionalAmount().test('pay', STAFF_MSG.pay, function (salary) {
    const commission = (this.parent as { commissionRate?: number | null }).commissionRate;
    return (salary ?? 0) > 0 || (commission ?? 0) > 0;
  }),
  commissionRate: optionalAmount().max(100, STAFF_MSG.commissionMax),
};

/** POST /api/staff (docs/product/validation.md 'Staff create'). A password is needed only to grant system access. */
export const staffCreateSchema = yup.object({
  name: yup.string().trim().required(STAFF_MSG.name).min(LIMITS.nameMin, STAFF_MSG.name),
  role: yup.string().trim().required(STAFF_MSG.role).min(LIMITS.nameMin, STAFF_MSG.role),
  email: yup.string().trim().required(STAFF_MSG.emailRequired).email(STAFF_MSG.email),
  password: yup
    .string()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .min(LIMITS.passwordMin, STAFF_MSG.password)
    .when('hasSystemAccess', { is: true, then: (s) => s.required(STAFF_MSG.password) }),
  ...payFields,
});
export type StaffCreateInput = yup.InferType<typeof staffCreateSchema>;

/** PUT /api/staff/{id} (docs/product/validation.md 'Staff edit'): e-mail optional; a password only to set or change a login's. */
export const staffUpdateSchema = yup.object({
  name: yup.string().trim().required(STAFF_MSG.editName).min(LIMITS.nameMin, STAFF_MSG.editName),
  role: yup.string().trim().required(STAFF_MSG.editRole).min(LIMITS.nameMin, STAFF_MSG.editRole),
  email: yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .email(STAFF_MSG.editEmail),
  password: yup
    .string()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .min(LIMITS.passwordMin, STAFF_MSG.password),
  ...payFields,
  salaryAmount: optionalAmount(),
  version: versionField(),
});
export type StaffUpdateInput = yup.InferType<typeof staffUpdateSchema>;

/** POST /api/staff/{id}/working-hours: { workingHours: [...] }, one entry per weekday at most. */
export const workingHoursSchema = yup.object({
  workingHours: yup
    .array()
    .of(
      yup.object({
        dayOfWeek: dayOfWeek(),
        isAvailable: yup.boolean().default(false),
        openTime: hhmm(FIELD_MSG.invalidTime),
        closeTime: hhmm(FIELD_MSG.invalidTime).test('after-open', FIELD_MSG.closeAfterOpen, closesAfterOpening),
      }),
    )
    .required(FIELD_MSG.dayOfWeek)
    .test('unique-days', FIELD_MSG.dayOfWeek, (list) => !list || new Set(list.map((d) => d.dayOfWeek)).size === list.length),
  version: versionField(),
});
export type WorkingHoursInput = yup.InferType<typeof workingHoursSchema>;

/** POST and PUT /api/staff/{id}/vacations (docs/product/validation.md 'Absence'). */
export const absenceSchema = yup.object({
  startDate: dateOnly(STAFF_MSG.startDate),
  endDate: dateOnly(STAFF_MSG.endDate).test('after-start', STAFF_MSG.endBeforeStart, function (end) {
    const start = (this.parent as { startDate?: string }).startDate;
    return !start || !end || end >= start;
  }),
  type: yup
    .string()
    .transform((v: string) => (v === '' || v === null ? undefined : v))
    .oneOf([...ABSENCE_TYPES], STAFF_MSG.absenceType)
    .default('vacation'),
  reason: optionalText(),
});
export type AbsenceInput = yup.InferType<typeof absenceSchema>;

/**
 * POST /api/staff/salary-commission (docs/product/validation.md 'Commission query'). Which dates are required depends on who
 * asks and whom (the server's rules): this schema checks the shape and the order of the dates.
 */
export const commissionQuerySchema = yup.object({
  staffId: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? null : v))
    .typeError(COMMISSION_MSG.selectStaff)
    .integer(COMMISSION_MSG.selectStaff)
    .positive(COMMISSION_MSG.selectStaff)
    .max(2147483647, COMMISSION_MSG.staffNotFound)
    .nullable()
    .optional(),
  startDate: optionalDateOnly(),
  endDate: optionalDateOnly().test('after-start', STAFF_MSG.endBeforeStart, function (end) {
    const start = (this.parent as { startDate?: string | null }).startDate;
    return !start || !end || end >= start;
  }),
});
export type CommissionQueryInput = yup.InferType<typeof commissionQuerySchema>;
