import * as yup from '../yup';
import { isRealDate, optionalId, pageNumber } from '../fields';
import { cursorQuerySchema, instantCursor } from '../http/cursor';
import { REPORT_FORMATS, REPORT_GROUP_BY, type ReportFormat, type ReportName } from './dto';
import { REPORTS_MSG } from './messages';

/** The longest period a report answers, so a year compares with the year before it. */
export const REPORT_MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const day = () =>
  yup
    .string()
    .trim()
    .required(REPORTS_MSG.period)
    .matches(DATE, REPORTS_MSG.period)
    .test('real-date', REPORTS_MSG.period, (v) => !v || isRealDate(v));

/** Whole days from `from` to `to`, both counted ('2026-10-01'..'2026-10-31' → 31). */
export function reportPeriodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The same number of days immediately before the period (compare=previous). */
export function previousReportPeriod(from: string, to: string): { from: string; to: string } {
  const days = reportPeriodDays(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(start - days * 86_400_000), to: iso(start - 86_400_000) };
}

const period = {
  from: day(),
  to: day()
    .test('order', REPORTS_MSG.period, function (to) {
      const from = (this.parent as { from?: string }).from;
      return !from || !to || !DATE.test(from) || from <= to;
    })
    .test('length', REPORTS_MSG.periodTooLong, function (to) {
      const from = (this.parent as { from?: string }).from;
      return !from || !to || !DATE.test(from) || !DATE.test(to) || reportPeriodDays(from, to) <= REPORT_MAX_DAYS;
    }),
};

const filters = {
  staffId: optionalId(REPORTS_MSG.staffId),
  serviceId: optionalId(REPORTS_MSG.serviceId),
};

/** GET /api/reports/{name}?from&to&staffId&serviceId&groupBy&compare=previous[&inactiveDays]; groupBy from REPORT_GROUP_BY[name]. */
export function reportQuerySchema(name: ReportName) {
  const groups = REPORT_GROUP_BY[name];
  return yup.object({
    ...period,
    ...filters,
    groupBy: yup
      .string()
      .trim()
      .transform(emptyToUndefined)
      .oneOf([...groups], REPORTS_MSG.groupBy)
      .default(groups[0]),
    compare: yup.string().trim().transform(emptyToUndefined).oneOf(['previous'], REPORTS_MSG.compare).optional(),
    inactiveDays: yup
      .number()
      .transform((v, raw) => (raw === '' || raw === undefined || raw === null ? undefined : v))
      .typeError(REPORTS_MSG.inactiveDays)
      .integer(REPORTS_MSG.inactiveDays)
      .min(1, REPORTS_MSG.inactiveDays)
      .max(3650, REPORTS_MSG.inactiveDays)
      .default(60),
    /** The network's units side by side (owner): 'all' or unit ids; absent, the session's unit alone (docs/product/units.md). */
    units: yup
      .string()
      .trim()
      .transform(emptyToUndefined)
      .matches(/^(all|\d{1,9}(,\d{1,9}){0,49})$/, REPORTS_MSG.units)
      .optional(),
  });
}
export type ReportQuery = yup.InferType<ReturnType<typeof reportQuerySchema>>;

/** GET /api/reports/{name}/export?format=csv|xlsx|pdf&…the report's query. */
export function reportExportSchema(name: ReportName) {
  return reportQuerySchema(name).shape({
    format: yup
      .string()
      .trim()
      .transform(emptyToUndefined)
      .required(REPORTS_MSG.format)
      .oneOf([...REPORT_FORMATS], REPORTS_MSG.format) as unknown as yup.StringSchema<ReportFormat>,
  });
}
export type ReportExportQuery = yup.InferType<ReturnType<typeof reportExportSchema>>;

/** GET /api/reports/visits?from&to&staffId&serviceId&clientId&page: the drill-down behind a report row. */
export const reportVisitsQuerySchema = yup.object({
  ...period,
  ...filters,
  clientId: optionalId(REPORTS_MSG.clientId),
  page: pageNumber(REPORTS_MSG.page, 1_000_000, 1),
});
export type ReportVisitsQuery = yup.InferType<typeof reportVisitsQuerySchema>;

/** GET /api/reports/visits?after&limit: the same filters, newest first, by cursor (docs/product/api.md 'Cursor pages'). */
export const reportVisitsCursorSchema = reportVisitsQuerySchema
  .omit(['page'])
  .concat(cursorQuerySchema.omit(['after']))
  .shape({
    after: instantCursor(),
  });
export type ReportVisitsCursorQuery = yup.InferType<typeof reportVisitsCursorSchema>;
