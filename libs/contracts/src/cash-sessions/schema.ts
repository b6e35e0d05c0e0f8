import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { CHECKOUT_PAYMENT_METHODS, type CheckoutPaymentMethod } from '../checkouts/dto';
import { CENTS_MAX } from '../checkouts/schema';
import { CASH_DEFAULT_REGISTER, CASH_MOVEMENT_TYPES, type CashMovementType } from './dto';
import { CASH_MSG } from './messages';

const cents = (message: string, min = 0) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(CENTS_MAX, message);

/** POST /api/cash-sessions. */
export const cashOpenSchema = yup.object({
  openingAmount: cents(CASH_MSG.openingAmount).required(CASH_MSG.openingAmount),
  register: yup.string().trim().min(1, CASH_MSG.register).max(40, CASH_MSG.register).default(CASH_DEFAULT_REGISTER),
});
export type CashOpenInput = yup.InferType<typeof cashOpenSchema>;

/** POST /api/cash-sessions/{id}/movements: a sangria says why the money left. */
export const cashMovementSchema = yup.object({
  type: yup
    .string()
    .required(CASH_MSG.movementType)
    .oneOf([...CASH_MOVEMENT_TYPES], CASH_MSG.movementType) as unknown as yup.StringSchema<CashMovementType>,
  amount: cents(CASH_MSG.amount, 1).required(CASH_MSG.amount),
  reason: yup
    .string()
    .trim()
    .max(200, CASH_MSG.reasonMax)
    .nullable()
    .default(null)
    .when('type', { is: 'sangria', then: (s) => s.required(CASH_MSG.reasonRequired) }),
});
export type CashMovementInput = yup.InferType<typeof cashMovementSchema>;

/** POST /api/cash-sessions/{id}/close: counted per method in cents; dinheiro required, a method left out was not counted. */
export const cashCloseSchema = yup.object({
  counted: yup
    .object(
      Object.fromEntries(CHECKOUT_PAYMENT_METHODS.map((m) => [m, cents(CASH_MSG.counted).nullable().optional()])) as Record<
        CheckoutPaymentMethod,
        yup.NumberSchema<number | null | undefined>
      >,
    )
    .noUnknown(CASH_MSG.counted)
    .typeError(CASH_MSG.counted)
    .required(CASH_MSG.counted)
    .test('cash', CASH_MSG.countedCash, (c) => c?.dinheiro !== undefined && c?.dinheiro !== null),
  version: versionField(),
});
export type CashCloseInput = yup.InferType<typeof cashCloseSchema>;

/** GET /api/cash-sessions?date=yyyy-MM-dd (today when missing). */
export const cashDaySchema = yup.object({
  date: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .matches(/^\d{4}-\d{2}-\d{2}$/, CASH_MSG.date)
    .optional(),
});
export type CashDayQuery = yup.InferType<typeof cashDaySchema>;

/** PUT /api/cash-sessions/settings. */
export const cashSettingsSchema = yup.object({
  requireOpenForCash: yup.boolean().typeError(CASH_MSG.requireOpenForCash).required(CASH_MSG.requireOpenForCash),
  version: versionField(),
});
export type CashSettingsInput = yup.InferType<typeof cashSettingsSchema>;
