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
  type ReportVisitCursorPage,
  type ReportVisitPage,
  type ReportVisitsCursorQuery,
  type ReportValue,
  type ReportVisitsQuery,
  ianaZone,
  UNIT_MSG,
} from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { ownedUnits } from '../../platform/auth/owned-units';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { attendanceReport } from './attendance.report';
import { clientsReport } from './clients.report';
import { commissionsReport } from './commissions.report';
import { dreReport } from './dre.report';
import { occupancyReport } from './occupancy.report';
import { productsReport } from './products.report';
import { reportScope } from './report-scope';
import { combinedTotals } from './report-units';
import type { ReportRunner } from './report-types';
import { reportVisits, reportVisitsCursor } from './report-visits';
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
    if (q.units) return this.byUnit(auth, name, q);
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

  /**
   * The network's units side by side (docs/product/units.md, 'Reports by unit'): each unit's report on its own clock,
   * one row per unit with its totals, the network's totals from theirs. Owner only; a unit outside the network is 403.
   */
  private async byUnit(auth: AuthContext, name: ReportName, q: ReportQuery): Promise<ReportAnswer> {
    const owned = auth.via ? [] : await ownedUnits(this.db, auth.userId);
    if (owned.length === 0) throw fail(403, REPORTS_MSG.unitsOwnerOnly);
    const ids = q.units === 'all' ? owned.map((u) => u.id) : [...new Set(q.units!.split(',').map(Number))];
    const units = ids.map((id) => owned.find((u) => u.id === id));
    if (units.some((u) => !u)) throw fail(403, UNIT_MSG.forbidden);
    const answers: ReportAnswer[] = [];
    // One unit after another: each already runs its two periods side by side on the pool. A professional or a service
    // is one unit's: the filters are left out.
    const each = { ...q, units: undefined, staffId: undefined, serviceId: undefined };
    for (const u of units) answers.push(await this.run({ ...auth, establishmentId: u!.id, zone: ianaZone(u!.timezone) }, name, each));
    const first = answers[0]!;
    const rowsOf = (pick: (a: ReportAnswer) => Record<string, ReportValue>) =>
      units.map((u, i) => ({ key: `u${u!.id}`, label: u!.name, values: pick(answers[i]!) }));
    const totals = combinedTotals(
      name,
      answers.map((a) => a.totals),
    );
    const previous = first.previous
      ? combinedTotals(
          name,
          answers.map((a) => a.previous!.totals),
        )
      : null;
    return {
      ...first,
      groupBy: 'unit',
      rows: rowsOf((a) => a.totals),
      totals,
      previous: previous ? { rows: rowsOf((a) => a.previous!.totals), totals: previous } : null,
      cards: first.cards.map((c) => ({ ...c, value: Number(totals[c.key] ?? 0), previous: previous ? Number(previous[c.key] ?? 0) : null })),
      chart: first.chart ? { type: 'bar', x: 'label', series: first.chart.series } : null,
      units: units.map((u) => ({ id: u!.id, name: u!.name })),
    };
  }

  visits(auth: AuthContext, q: ReportVisitsQuery): Promise<ReportVisitPage> {
    return reportVisits(this.db, this.visitsScope(auth, q), q);
  }

  visitsCursor(auth: AuthContext, q: ReportVisitsCursorQuery): Promise<ReportVisitCursorPage> {
    return reportVisitsCursor(this.db, this.visitsScope(auth, q), q);
  }

  private visitsScope(auth: AuthContext, q: Omit<ReportVisitsQuery, 'page'>) {
    return reportScope(auth.establishmentId, auth.zone, this.clock.now(), { ...q, groupBy: '', inactiveDays: 0, compare: undefined }, q);
  }
}
