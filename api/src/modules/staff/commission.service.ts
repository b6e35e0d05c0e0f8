import { Injectable } from '@nestjs/common';
import { COMMISSION_MSG, commissionPeriodMessage, fromCents, hasPermission, toCents, type CommissionQueryInput, type CommissionResult } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { localDays } from '../../platform/time/wall-clock';
import { computeCommission } from './commission';
import { CommissionRepository } from './commission.repository';

const MAX_PERIOD_DAYS = 366;

/**
 * Salary and commission of a professional (docs/product/entities.md Commission result, docs/product/validation.md Commission query). Management may
 * ask for anyone; staff always get their own figures, whatever staffId they send (docs/product/roles.md).
 */
@Injectable()
export class CommissionService {
  constructor(private readonly repository: CommissionRepository) {}

  async calculate(auth: AuthContext, query: CommissionQueryInput): Promise<CommissionResult> {
    const ownOnly = !hasPermission(auth.role, 'commissions.viewStaff');
    const hasPeriod = Boolean(query.startDate && query.endDate);
    if (ownOnly && !hasPeriod) throw fail(400, COMMISSION_MSG.ownPeriod);
    const staffId = ownOnly ? auth.staffId : query.staffId;
    if (!staffId) throw fail(ownOnly ? 404 : 400, ownOnly ? COMMISSION_MSG.staffNotFound : COMMISSION_MSG.selectStaff);
    const member = await this.repository.member(auth.establishmentId, staffId);
    if (!member) throw fail(404, COMMISSION_MSG.staffNotFound);
    const rate = member.commissionRate ?? '0';
    const commissioned = toCents(rate) > 0;
    if (commissioned && !hasPeriod) throw fail(400, COMMISSION_MSG.commissionedPeriod);
    const base = {
      staffName: member.name,
      fixedSalary: fromCents(toCents(member.salaryAmount ?? '0')),
      commission: fromCents(toCents(rate)),
      isStaffUser: ownOnly,
    };
    if (!hasPeriod)
      return { ...base, totalServices: 0, totalServiceValue: '0.00', commissionValue: '0.00', services: [], message: this.message(ownOnly, member.name, null) };
    const [start, end] = [query.startDate!, query.endDate!];
    if (daysBetween(start, end) > MAX_PERIOD_DAYS) throw fail(400, COMMISSION_MSG.periodTooLong);
    const period = localDays(start, end, auth.zone);
    const [services, entries] = await Promise.all([
      this.repository.completed(auth.establishmentId, staffId, auth.zone, period),
      this.repository.entries(auth.establishmentId, staffId, auth.zone, period),
    ]);
    const figures = computeCommission(services, rate, entries);
    return {
      ...base,
      totalServices: figures.lines.length,
      totalServiceValue: figures.totalServiceValue,
      commissionValue: figures.commissionValue,
      services: figures.lines,
      message: this.message(ownOnly, member.name, [start, end]),
    };
  }

  private message(ownOnly: boolean, name: string, period: [string, string] | null): string {
    if (ownOnly) return COMMISSION_MSG.ownDataNotice;
    return period ? commissionPeriodMessage(name, period[0], period[1]) : `${name}: salário fixo, sem comissão.`;
  }
}

function daysBetween(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
}
