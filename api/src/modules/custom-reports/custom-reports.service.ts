import { Injectable } from '@nestjs/common';
import {
  CUSTOM_REPORTS_MAX,
  CUSTOM_REPORTS_MSG,
  type CustomReportDto,
  type CustomReportFilters,
  type CustomReportInput,
  type CustomReportRunQuery,
  type ReportAnswer,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { updatedOrConflict } from '../../platform/http/versioned';
import { localDays } from '../../platform/time/wall-clock';
import { customReportAnswer } from './custom-report-answer';
import { CustomReportsRepository } from './custom-reports.repository';

/** What the audit row keeps of a report: its fields, not the bookkeeping. */
const audited = ({ name, metric, groupBy, filters, chart, weeklyEmail }: CustomReportDto) => ({ name, metric, groupBy, filters, chart, weeklyEmail });

const listOrNull = <T>(list: T[] | undefined): T[] | null => (list && list.length > 0 ? list : null);

/** Saved custom reports of the caller's establishment and their runs (docs/product/reports.md, 'Relatórios personalizados'). */
@Injectable()
export class CustomReportsService {
  constructor(
    private readonly repository: CustomReportsRepository,
    private readonly audit: AuditService,
  ) {}

  list(auth: AuthContext): Promise<CustomReportDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async get(auth: AuthContext, id: number): Promise<CustomReportDto> {
    const report = await this.repository.find(this.repository.db, auth.establishmentId, id);
    if (!report) throw fail(404, CUSTOM_REPORTS_MSG.notFound);
    return report;
  }

  create(auth: AuthContext, input: CustomReportInput): Promise<CustomReportDto> {
    return this.audit.transaction(async (tx) => {
      if ((await this.repository.count(tx, auth.establishmentId)) >= CUSTOM_REPORTS_MAX) throw fail(409, CUSTOM_REPORTS_MSG.tooMany);
      const created = await this.repository.insert(tx, auth.establishmentId, auth.userId, input);
      await this.audit.record(tx, auth, { entity: 'custom_report', entityId: created.id, action: 'create', after: audited(created) });
      return created;
    });
  }

  /** With `version`, a save over someone else's is 409 stale_version and writes nothing. */
  update(auth: AuthContext, id: number, input: CustomReportInput): Promise<CustomReportDto> {
    return this.audit.transaction(async (tx) => {
      const before = await this.repository.find(tx, auth.establishmentId, id, true);
      const after = await updatedOrConflict(
        await this.repository.update(tx, auth.establishmentId, id, input),
        async () => before !== null,
        CUSTOM_REPORTS_MSG.notFound,
      );
      await this.audit.record(tx, auth, { entity: 'custom_report', entityId: id, action: 'update', before: audited(before!), after: audited(after) });
      return after;
    });
  }

  remove(auth: AuthContext, id: number): Promise<{ success: true }> {
    return this.audit.transaction(async (tx) => {
      const before = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!before || !(await this.repository.delete(tx, auth.establishmentId, id))) throw fail(404, CUSTOM_REPORTS_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'custom_report', entityId: id, action: 'delete', before: audited(before) });
      return { success: true as const };
    });
  }

  async run(auth: AuthContext, id: number, query: CustomReportRunQuery): Promise<ReportAnswer> {
    return this.answer(auth.establishmentId, auth.zone, await this.get(auth, id), query);
  }

  /** One query: the period's days on the establishment's clock, the saved filters. */
  async answer(
    establishmentId: number,
    zone: string,
    report: Pick<CustomReportDto, 'name' | 'metric' | 'groupBy' | 'chart' | 'filters'>,
    period: { from: string; to: string },
  ): Promise<ReportAnswer> {
    const range = localDays(period.from, period.to, zone);
    const filters: CustomReportFilters = report.filters ?? {};
    const rows = await this.repository.run(report.metric, report.groupBy, {
      establishmentId,
      from: new Date(range.start),
      to: new Date(range.end),
      zone,
      staffIds: listOrNull(filters.staffIds),
      serviceIds: listOrNull(filters.serviceIds),
      categories: listOrNull(filters.categories),
      paymentMethods: listOrNull(filters.paymentMethods),
    });
    return customReportAnswer(report, { from: period.from, to: period.to }, rows);
  }
}
