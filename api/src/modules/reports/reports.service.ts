import { Inject, Injectable } from '@nestjs/common';
import {
  previousReportPeriod,
  REPORT_NAMES,
  REPORT_TITLES,
  REPORTS_MSG,
  type ReportAnswer,
  type ReportCard,
  type ReportName,
  type ReportQuery,
  type ReportVisitPage,
  type ReportVisitsQuery,
} from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { attendanceReport } from './attendance.report';
import { clientsReport } from './clients.report';
import { commissionsReport } from './commissions.report';
import { dreReport } from './dre.report';
import { occupancyReport } from './occupancy.report';
import { productsReport } from './products.report';
import { reportScope } from './report-scope';
import type { ReportRunner } from './report-types';
import { reportVisits } from './report-visits';
import { retentionReport } from './retention.report';
import { revenueReport } from './revenue.report';

const RUNNERS: Record<ReportName, ReportRunner> = {
  revenue: revenueReport,
  occupancy: occupancyReport,
  retention: retentionReport,
  attendance: attendanceReport,
  clients: clientsReport,
  products: productsReport,
  commissions: commissionsReport,
  dre: dreReport,
};

/** The advanced reports (docs/product/reports.md): reads only, each over the session's establishment. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The report's name from the path: anything else answers 404 with the pt-BR message. */
  static nameOf(name: string): ReportName {
    if (!(REPORT_NAMES as readonly string[]).includes(name)) throw fail(404, REPORTS_MSG.notFound);
    return name as ReportName;
  }

  async run(auth: AuthContext, name: ReportName, q: ReportQuery): Promise<ReportAnswer> {
    const now = this.clock.now();
    const period = { from: q.from, to: q.to };
    const runner = RUNNERS[name];
    const previousPeriod = q.compare === 'previous' ? previousReportPeriod(q.from, q.to) : null;
    // Both periods at once, on two pooled connections: the answer waits for the slower one, not for their sum.
    const [body, before] = await Promise.all([
      runner(this.db, reportScope(auth.establishmentId, auth.zone, now, q, period)),
      previousPeriod ? runner(this.db, reportScope(auth.establishmentId, auth.zone, now, q, previousPeriod)) : null,
    ]);
    const cards: ReportCard[] = body.cards.map((c) => ({
      ...c,
      value: Number(body.totals[c.key] ?? 0),
      previous: before ? Number(before.totals[c.key] ?? 0) : null,
    }));
    return {
      report: name,
      title: REPORT_TITLES[name],
      period,
      previousPeriod,
      groupBy: q.groupBy,
      columns: body.columns,
      rows: body.rows,
      totals: body.totals,
      previous: before ? { rows: before.rows, totals: before.totals } : null,
      cards,
      chart: body.chart,
    };
  }

  visits(auth: AuthContext, q: ReportVisitsQuery): Promise<ReportVisitPage> {
    const scope = reportScope(auth.establishmentId, auth.zone, this.clock.now(), { ...q, groupBy: '', inactiveDays: 0, compare: undefined }, q);
    return reportVisits(this.db, scope, q);
  }
}
