import { COMMISSION_MSG, type CommissionQuery, type StaffDto } from '@salao/contracts';

export interface CommissionForm {
  staffId: number | null;
  startDate: string;
  endDate: string;
}

export type CommissionCheck =
  | { kind: 'error'; message: string }
  /** Not commissioned: the fixed salary shows at once, without a call (docs/product/validation.md). */
  | { kind: 'fixed'; staff: StaffDto }
  | { kind: 'query'; body: CommissionQuery };

const commissioned = (s: StaffDto) => Number(s.commissionRate ?? 0) > 0;

/**
 * docs/product/validation.md 'Commission query', before any call. Staff ask for themselves (staffId sent as null, docs/product/roles.md) and
 * must pick the period; management must pick a member that exists, and a period for a commissioned one.
 */
export function checkCommission(form: CommissionForm, who: { isStaffUser: boolean; own?: StaffDto; staff: readonly StaffDto[] }): CommissionCheck {
  const period = !!form.startDate && !!form.endDate;
  if (who.isStaffUser) {
    if (who.own && !commissioned(who.own)) return { kind: 'fixed', staff: who.own };
    if (!period) return { kind: 'error', message: COMMISSION_MSG.ownPeriod };
    return { kind: 'query', body: { staffId: null, startDate: form.startDate, endDate: form.endDate } };
  }
  if (form.staffId == null) return { kind: 'error', message: COMMISSION_MSG.selectStaff };
  const member = who.staff.find((s) => s.id === form.staffId);
  if (!member) return { kind: 'error', message: COMMISSION_MSG.staffNotFound };
  if (!commissioned(member)) return { kind: 'fixed', staff: member };
  if (!period) return { kind: 'error', message: COMMISSION_MSG.commissionedPeriod };
  return { kind: 'query', body: { staffId: member.id, startDate: form.startDate, endDate: form.endDate } };
}
