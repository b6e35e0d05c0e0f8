import * as yup from '../yup';
import { isRealDate, optionalId } from '../fields';
import { versionField } from '../http/version-field';
import { REPORTS_MSG } from '../reports/messages';
import { REPORT_MAX_DAYS, reportPeriodDays } from '../reports/schema';
import {
  CUSTOM_REPORT_CHARTS,
  CUSTOM_REPORT_GROUPS,
  CUSTOM_REPORT_METRICS,
  type CustomReportChart,
  type CustomReportGroup,
  type CustomReportMetric,
} from './dto';
import { CUSTOM_REPORTS_MSG } from './messages';

const FILTER_MAX = 100;

const ids = () =>
  yup
    .array(optionalId(CUSTOM_REPORTS_MSG.filters).required(CUSTOM_REPORTS_MSG.filters))
    .typeError(CUSTOM_REPORTS_MSG.filters)
    .max(FILTER_MAX, CUSTOM_REPORTS_MSG.filterIds)
    .optional();

const texts = () =>
  yup
    .array(yup.string().typeError(CUSTOM_REPORTS_MSG.filters).trim().required(CUSTOM_REPORTS_MSG.filters).max(120, CUSTOM_REPORTS_MSG.filters))
    .typeError(CUSTOM_REPORTS_MSG.filters)
    .max(FILTER_MAX, CUSTOM_REPORTS_MSG.filters)
    .optional();

/** POST /api/reports/custom and PUT /api/reports/custom/{id} (with `version`). */
export const customReportSchema = yup.object({
  name: yup.string().typeError(CUSTOM_REPORTS_MSG.name).trim().required(CUSTOM_REPORTS_MSG.name).max(80, CUSTOM_REPORTS_MSG.nameMax),
  metric: yup
    .string()
    .typeError(CUSTOM_REPORTS_MSG.metric)
    .required(CUSTOM_REPORTS_MSG.metric)
    .oneOf([...CUSTOM_REPORT_METRICS], CUSTOM_REPORTS_MSG.metric) as unknown as yup.StringSchema<CustomReportMetric>,
  groupBy: yup
    .array(
      yup
        .string()
        .typeError(CUSTOM_REPORTS_MSG.groupByInvalid)
        .required(CUSTOM_REPORTS_MSG.groupByInvalid)
        .oneOf([...CUSTOM_REPORT_GROUPS], CUSTOM_REPORTS_MSG.groupByInvalid) as unknown as yup.StringSchema<CustomReportGroup>,
    )
    .typeError(CUSTOM_REPORTS_MSG.groupBy)
    .required(CUSTOM_REPORTS_MSG.groupBy)
    .min(1, CUSTOM_REPORTS_MSG.groupBy)
    .max(2, CUSTOM_REPORTS_MSG.groupBy)
    .test('distinct', CUSTOM_REPORTS_MSG.groupByRepeated, (list) => !list || new Set(list).size === list.length),
  filters: yup.object({ staffIds: ids(), serviceIds: ids(), categories: texts(), paymentMethods: texts() }).typeError(CUSTOM_REPORTS_MSG.filters).default({}),
  chart: yup
    .string()
    .typeError(CUSTOM_REPORTS_MSG.chart)
    .required(CUSTOM_REPORTS_MSG.chart)
    .oneOf([...CUSTOM_REPORT_CHARTS], CUSTOM_REPORTS_MSG.chart) as unknown as yup.StringSchema<CustomReportChart>,
  weeklyEmail: yup.boolean().typeError(CUSTOM_REPORTS_MSG.weeklyEmail).default(false),
  version: versionField(),
});
export type CustomReportInput = yup.InferType<typeof customReportSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = () =>
  yup
    .string()
    .typeError(REPORTS_MSG.period)
    .trim()
    .required(REPORTS_MSG.period)
    .matches(DATE, REPORTS_MSG.period)
    .test('real-date', REPORTS_MSG.period, (v) => !v || isRealDate(v));

/** GET /api/reports/custom/{id}/run?from&to: whole days on the establishment's clock, at most REPORT_MAX_DAYS. */
export const customReportRunSchema = yup.object({
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
});
export type CustomReportRunQuery = yup.InferType<typeof customReportRunSchema>;
