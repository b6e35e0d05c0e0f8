import * as yup from '../yup';
import { LIMITS, PAYMENT_METHODS } from '../constants';
import { dateOnly, pageNumber } from '../fields';
import { cursorQuerySchema } from '../http/cursor';
import { TRANSACTION_CATEGORIES, TRANSACTION_TYPES, type TransactionType } from './dto';
import { TRANSACTION_MSG } from './messages';
import { moneyField } from './money';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/transactions (docs/product/validation.md 'Transaction'): the category must be one of its type's (docs/product/limits.md). */
export const transactionSchema = yup.object({
  type: yup
    .string()
    .transform(emptyToUndefined)
    .required(TRANSACTION_MSG.type)
    .oneOf([...TRANSACTION_TYPES], TRANSACTION_MSG.type),
  amount: moneyField(TRANSACTION_MSG.amount, TRANSACTION_MSG.amountInvalid).test('positive', TRANSACTION_MSG.amountInvalid, (v) => !v || Number(v) > 0),
  description: yup
    .string()
    .trim()
    .required(TRANSACTION_MSG.description)
    .min(LIMITS.nameMin, TRANSACTION_MSG.description)
    .max(200, TRANSACTION_MSG.descriptionMax),
  category: yup
    .string()
    .trim()
    .required(TRANSACTION_MSG.category)
    .test('of-type', TRANSACTION_MSG.categoryInvalid, function (category) {
      const type = (this.parent as { type?: string }).type;
      const choices = TRANSACTION_CATEGORIES[type as TransactionType];
      return !category || !choices || choices.includes(category);
    }),
  paymentMethod: yup
    .string()
    .trim()
    .transform(emptyToUndefined)
    .required(TRANSACTION_MSG.paymentMethod)
    .oneOf([...PAYMENT_METHODS], TRANSACTION_MSG.paymentMethodInvalid),
  date: dateOnly(TRANSACTION_MSG.date),
  notes: yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .max(1000, TRANSACTION_MSG.notesMax),
});
export type TransactionInput = yup.InferType<typeof transactionSchema>;

/**
 * GET /api/transactions?page&limit[&month]. `month` ('yyyy-MM', the establishment's calendar) narrows the list
 * and its total to that month: the month panel and its CSV read exactly their month, however old.
 */
const transactionMonth = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v))
    .optional()
    .matches(/^(19\d{2}|20\d{2}|2100)-(0[1-9]|1[0-2])$/, TRANSACTION_MSG.month);

export const transactionPageSchema = yup.object({
  page: pageNumber(TRANSACTION_MSG.page, 1_000_000, 1),
  limit: pageNumber(TRANSACTION_MSG.limit, 100, LIMITS.transactionsPageSize),
  month: transactionMonth(),
});
export type TransactionPageQuery = yup.InferType<typeof transactionPageSchema>;

/** GET /api/transactions?after&limit[&month]: a cursor page (docs/product/api.md 'Cursor pages'), the month filter kept. */
export const transactionCursorSchema = cursorQuerySchema.shape({ month: transactionMonth() });
export type TransactionCursorQuery = yup.InferType<typeof transactionCursorSchema>;

/** GET /api/transactions/date/{yyyy-MM-dd}. */
export const transactionDaySchema = yup.object({ date: dateOnly(TRANSACTION_MSG.date) });
