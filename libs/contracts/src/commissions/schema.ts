import * as yup from '../yup';
import { isRealDate, optionalId, pageNumber, requiredId } from '../fields';
import { versionField } from '../http/version-field';
import { COMMISSION_BASES, COMMISSION_ENTRY_STATUSES, type CommissionBase, type CommissionEntryStatus } from './dto';
import { COMMISSIONS_MSG } from './messages';

const percent = () =>
  yup
    .number()
    .typeError(COMMISSIONS_MSG.percent)
    .required(COMMISSIONS_MSG.percent)
    .min(0, COMMISSIONS_MSG.percent)
    .max(100, COMMISSIONS_MSG.percent)
    .test('two-decimals', COMMISSIONS_MSG.percent, (v) => v === undefined || Math.abs(Math.round(v * 100) - v * 100) < 1e-6);

const staffOrAll = () => optionalId(COMMISSIONS_MSG.staffId).nullable().default(null);

const unique = (key: 'serviceId' | 'productId') => (list: { staffId?: number | null; [k: string]: unknown }[] | undefined) =>
  new Set((list ?? []).map((r) => `${String(r[key])}:${r.staffId ?? 0}`)).size === (list ?? []).length;

/** PUT /api/commission-rules: the lists sent replace the establishment's rates. */
export const commissionRulesSchema = yup.object({
  base: yup
    .string()
    .required(COMMISSIONS_MSG.base)
    .oneOf([...COMMISSION_BASES], COMMISSIONS_MSG.base) as unknown as yup.StringSchema<CommissionBase>,
  services: yup
    .array(yup.object({ serviceId: requiredId(COMMISSIONS_MSG.serviceId), staffId: staffOrAll(), percent: percent() }))
    .default([])
    .max(500, COMMISSIONS_MSG.rulesMax)
    .test('unique', COMMISSIONS_MSG.duplicateRule, unique('serviceId')),
  products: yup
    .array(yup.object({ productId: requiredId(COMMISSIONS_MSG.productId), staffId: staffOrAll(), percent: percent() }))
    .default([])
    .max(500, COMMISSIONS_MSG.rulesMax)
    .test('unique', COMMISSIONS_MSG.duplicateRule, unique('productId')),
  version: versionField(),
});
export type CommissionRulesInput = yup.InferType<typeof commissionRulesSchema>;

const day = (message: string) =>
  yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .matches(/^\d{4}-\d{2}-\d{2}$/, message)
    .test('real', message, (v) => v === undefined || isRealDate(v));

const periodOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

/** GET /api/commission-entries?staffId&from&to&status&page. */
export const commissionEntriesQuerySchema = yup.object({
  staffId: optionalId(COMMISSIONS_MSG.staffId),
  from: day(COMMISSIONS_MSG.date),
  to: day(COMMISSIONS_MSG.date).test('order', COMMISSIONS_MSG.period, function (to) {
    return periodOrder(this.parent.from, to);
  }),
  status: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .oneOf([...COMMISSION_ENTRY_STATUSES], COMMISSIONS_MSG.status) as unknown as yup.StringSchema<CommissionEntryStatus | undefined>,
  page: pageNumber(COMMISSIONS_MSG.page, 100000, 1),
});
export type CommissionEntriesQuery = yup.InferType<typeof commissionEntriesQuerySchema>;

/** POST /api/commission-payouts {staffId, from, to}. */
export const commissionPayoutSchema = yup.object({
  staffId: requiredId(COMMISSIONS_MSG.selectStaff),
  from: day(COMMISSIONS_MSG.date).required(COMMISSIONS_MSG.periodRequired),
  to: day(COMMISSIONS_MSG.date)
    .required(COMMISSIONS_MSG.periodRequired)
    .test('order', COMMISSIONS_MSG.period, function (to) {
      return periodOrder(this.parent.from, to);
    }),
});
export type CommissionPayoutInput = yup.InferType<typeof commissionPayoutSchema>;

/** GET /api/commission-payouts?staffId&page. */
export const commissionPayoutsQuerySchema = yup.object({
  staffId: optionalId(COMMISSIONS_MSG.staffId),
  page: pageNumber(COMMISSIONS_MSG.page, 100000, 1),
});
export type CommissionPayoutsQuery = yup.InferType<typeof commissionPayoutsQuerySchema>;
