import * as yup from './yup';

/** Messages of the field rules several domains share (dates, times, weekdays, amounts). */
export const FIELD_MSG = {
  invalidDate: 'Data inválida',
  invalidTime: 'Horário inválido',
  dayOfWeek: 'Dia da semana inválido',
  closeAfterOpen: 'Horário de fechamento deve ser posterior ao de abertura',
  payInvalid: 'Valor inválido',
} as const;

/** Field rules shared by the domain schemas (appointments, services, staff, business hours). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** 'yyyy-MM-dd', optionally followed by a time ('T' or space) and an offset. */
export const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isRealDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const requiredId = (message: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(message)
    .required(message)
    .integer(message)
    .positive(message);

/** An optional positive int4 id (a query string's '' counts as absent); anything else answers `message`. */
export const optionalId = (message: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === undefined ? undefined : v))
    .typeError(message)
    .integer(message)
    .positive(message)
    .max(2147483647, message)
    .optional();

/** A query's page number or page size: a whole number from 1 to `max`, `fallback` when absent. */
export const pageNumber = (message: string, max: number, fallback: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === undefined || raw === null ? undefined : v))
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);

/** 'HH:mm', also accepting 'HH:mm:ss' (what a time column prints) and answering it as 'HH:mm'. */
export const hhmm = (required: string) =>
  yup
    .string()
    .trim()
    .transform((v: string) => (typeof v === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : v))
    .required(required)
    .matches(HH_MM, FIELD_MSG.invalidTime);

/** 'yyyy-MM-dd' that exists on the calendar. */
export const dateOnly = (required: string) =>
  yup
    .string()
    .trim()
    .transform((v: string) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
    .required(required)
    .matches(DATE, FIELD_MSG.invalidDate)
    .test('real-date', FIELD_MSG.invalidDate, (v) => !v || isRealDate(v));

/** An optional 'yyyy-MM-dd' ('' and null: not set; a date-time counts by its date part). */
export const optionalDateOnly = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
    .nullable()
    .optional()
    .matches(DATE, FIELD_MSG.invalidDate)
    .test('real-date', FIELD_MSG.invalidDate, (v) => !v || isRealDate(v));

/** Money and rates: a number or a decimal string; '' and null mean "not set". */
export const optionalAmount = () =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? null : typeof raw === 'string' ? Number(raw.replace(',', '.')) : v))
    .typeError(FIELD_MSG.payInvalid)
    .nullable()
    .min(0, FIELD_MSG.payInvalid);

export const optionalText = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional();

export const dayOfWeek = () =>
  yup
    .number()
    .typeError(FIELD_MSG.dayOfWeek)
    .required(FIELD_MSG.dayOfWeek)
    .integer(FIELD_MSG.dayOfWeek)
    .min(0, FIELD_MSG.dayOfWeek)
    .max(6, FIELD_MSG.dayOfWeek);

export function closesAfterOpening(this: yup.TestContext, close: string | undefined): boolean {
  const open = (this.parent as { openTime?: string }).openTime;
  return !open || !close || close > open;
}
