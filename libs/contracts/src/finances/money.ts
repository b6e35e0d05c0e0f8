import * as yup from '../yup';

/** numeric(12,2): at most 10 digits before the point. */
export const MONEY_MAX_CENTS = 999_999_999_999;
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Money as a number or a decimal string ("19.90", "19,90", 19.9), answered as the exact decimal string:
 * the API turns it into integer cents, never a binary float. More than 2 decimals is refused, not rounded.
 */
export const moneyField = (required: string, invalid: string) =>
  yup
    .string()
    .transform((v, raw) => (typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : typeof raw === 'string' ? raw.trim().replace(',', '.') : v))
    .required(required)
    .matches(DECIMAL, invalid);

/** Like moneyField, but empty, null or missing is 0 (docs/product/validation.md: a product's missing cost is sent as 0). */
export const optionalMoneyField = (invalid: string) =>
  yup
    .string()
    .transform((v, raw) =>
      raw === null || raw === undefined || raw === ''
        ? '0'
        : typeof raw === 'number'
          ? Number.isFinite(raw)
            ? String(raw)
            : 'x'
          : typeof raw === 'string'
            ? raw.trim().replace(',', '.') || '0'
            : v,
    )
    .default('0')
    .matches(DECIMAL, invalid);
