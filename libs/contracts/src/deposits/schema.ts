import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { WRITE_SAFETY_MSG } from '../http/write-safety';
import { DEPOSIT_STATUSES } from './dto';
import { DEPOSIT_MSG } from './messages';

const nullable = (raw: unknown) => raw === '' || raw === null || raw === undefined;

/** The service form's deposit fields (docs/product/deposits.md): none, a percent 1–100 or fixed cents; keep hours ≥ 0 (24). */
export const depositFields = {
  depositType: yup
    .string()
    .transform((v, raw) => (nullable(raw) ? null : v))
    .nullable()
    .oneOf(['percent', 'fixed', null], DEPOSIT_MSG.depositType)
    .default(null),
  depositValue: yup
    .number()
    .transform((v, raw) => (nullable(raw) ? null : v))
    .nullable()
    .typeError(DEPOSIT_MSG.depositValueRequired)
    .default(null)
    .test('deposit-value', DEPOSIT_MSG.depositValueRequired, function (value) {
      const type = (this.parent as { depositType?: string | null }).depositType;
      if (!type) return true;
      if (value === null || value === undefined) return false;
      if (type === 'percent' && (!Number.isInteger(value) || value < 1 || value > 100)) return this.createError({ message: DEPOSIT_MSG.depositPercent });
      if (type === 'fixed' && (!Number.isInteger(value) || value < 1 || value > 100000000)) return this.createError({ message: DEPOSIT_MSG.depositFixed });
      return true;
    }),
  depositKeepHours: yup
    .number()
    .transform((v, raw) => (nullable(raw) ? 24 : v))
    .typeError(DEPOSIT_MSG.depositKeepHours)
    .integer(DEPOSIT_MSG.depositKeepHours)
    .min(0, DEPOSIT_MSG.depositKeepHours)
    .max(8760, DEPOSIT_MSG.depositKeepHours)
    .default(24),
};

const optionalTextMax = (max: number, message: string) =>
  yup
    .string()
    .transform((v, raw) => (nullable(raw) ? null : typeof v === 'string' ? v.trim() : v))
    .nullable()
    .typeError(message)
    .max(max, message)
    .default(null);

/** PUT /api/deposits/settings. The merchant name and city fit the BR Code (25 and 15 characters). */
export const depositSettingsSchema = yup
  .object({
    depositHoldMinutes: yup
      .number()
      .typeError(DEPOSIT_MSG.holdMinutes)
      .required(DEPOSIT_MSG.holdMinutes)
      .integer(DEPOSIT_MSG.holdMinutes)
      .min(5, DEPOSIT_MSG.holdMinutes)
      .max(1440, DEPOSIT_MSG.holdMinutes),
    pixKey: optionalTextMax(77, DEPOSIT_MSG.pixKey),
    pixMerchantName: optionalTextMax(25, DEPOSIT_MSG.pixMerchantName),
    pixMerchantCity: optionalTextMax(15, DEPOSIT_MSG.pixMerchantCity),
    version: versionField(),
  })
  .test('pix-together', DEPOSIT_MSG.pixIncomplete, (v) => {
    const given = [v.pixKey, v.pixMerchantName, v.pixMerchantCity].filter((x) => !!x).length;
    return given === 0 || given === 3;
  });
export type DepositSettingsInput = yup.InferType<typeof depositSettingsSchema>;

/** POST /api/deposits/{id}/confirm and /refunded: the version the owner read. */
export const depositActionSchema = yup.object({ version: versionField().required(WRITE_SAFETY_MSG.invalidVersion) });
export type DepositActionInput = yup.InferType<typeof depositActionSchema>;

/** GET /api/deposits?status=. */
export const depositListQuerySchema = yup.object({
  status: yup
    .string()
    .oneOf([...DEPOSIT_STATUSES], DEPOSIT_MSG.status)
    .optional(),
  appointmentId: yup
    .number()
    .typeError(DEPOSIT_MSG.notFound)
    .integer(DEPOSIT_MSG.notFound)
    .min(1, DEPOSIT_MSG.notFound)
    .max(2147483647, DEPOSIT_MSG.notFound)
    .optional(),
});
