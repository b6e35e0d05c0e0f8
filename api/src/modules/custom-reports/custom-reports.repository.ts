import { Injectable } from '@nestjs/common';
import type { CustomReportDto, CustomReportInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';
import { customReportRunSql, type CustomReportGroupSql, type CustomReportMetricSql } from './custom-report-run.sql';

type Db = DataSource | EntityManager;

const COLUMNS = `r.id, r.name, r.metric, r.group_by AS "groupBy", r.filters, r.chart, r.weekly_email AS "weeklyEmail", r.version,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

const values = (input: CustomReportInput) => [input.name, input.metric, input.groupBy, JSON.stringify(input.filters ?? {}), input.chart, input.weeklyEmail];

export interface RunRow {
  k0: string | null;
  l0: string | null;
  k1?: string | null;
  l1?: string | null;
  total: boolean;
  value: string;
}

export interface RunParams {
  establishmentId: number;
  from: Date;
  to: Date;
  zone: string;
  staffIds: number[] | null;
  serviceIds: number[] | null;
  categories: string[] | null;
  paymentMethods: string[] | null;
}

/** A report due for the weekly e-mail, with where and when to send it. */
export interface WeeklyReportRow {
  report: CustomReportDto;
  establishmentId: number;
  establishmentName: string;
  timezone: string;
  ownerEmail: string | null;
}

/** Every SQL statement of the custom reports: the saved reports, their runs and the weekly e-mail's claims. */
@Injectable()
export class CustomReportsRepository {
  constructor(readonly db: DataSource) {}

  list(establishmentId: number): Promise<CustomReportDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM custom_reports r WHERE r.establishment_id = $1 ORDER BY r.id`, [establishmentId]);
  }

  async find(db: Db, establishmentId: number, id: number, lock = false): Promise<CustomReportDto | null> {
    const rows: CustomReportDto[] = await db.query(
      `SELECT ${COLUMNS} FROM custom_reports r WHERE r.id = $1 AND r.establishment_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, establishmentId],
    );
    return rows[0] ?? null;
  }

  async count(tx: EntityManager, establishmentId: number): Promise<number> {
    // Serialises creations per establishment, so two at once cannot pass the limit together.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('custom_reports'), $1)`, [establishmentId]);
    const [row]: { n: number }[] = await tx.query(`SELECT count(*)::int AS n FROM custom_reports WHERE establishment_id = $1`, [establishmentId]);
    return row!.n;
  }

  async insert(tx: EntityManager, establishmentId: number, userId: number | null, input: CustomReportInput): Promise<CustomReportDto> {
    const rows = returnedRows<CustomReportDto>(
      await tx.query(
        `WITH r AS (
           INSERT INTO custom_reports (establishment_id, name, metric, group_by, filters, chart, weekly_email, created_by_user_id)
           VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7, $8) RETURNING *)
         SELECT ${COLUMNS} FROM r`,
        [establishmentId, ...values(input), userId],
      ),
    );
    return rows[0]!;
  }

  /** The versioned save: null when no row matched (gone, or saved by someone else since). */
  async update(tx: EntityManager, establishmentId: number, id: number, input: CustomReportInput): Promise<CustomReportDto | null> {
    const rows = returnedRows<CustomReportDto>(
      await tx.query(
        `WITH r AS (
           UPDATE custom_reports SET name = $3, metric = $4, group_by = $5::text[], filters = $6::jsonb, chart = $7, weekly_email = $8,
                  version = version + 1, updated_at = now()
            WHERE id = $1 AND establishment_id = $2 AND ${versionMatches(9)} RETURNING *)
         SELECT ${COLUMNS} FROM r`,
        [id, establishmentId, ...values(input), input.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  async delete(tx: EntityManager, establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows<{ id: number }>(
      await tx.query(`DELETE FROM custom_reports WHERE id = $1 AND establishment_id = $2 RETURNING id`, [id, establishmentId]),
    );
    return rows.length > 0;
  }

  run(metric: CustomReportMetricSql, groups: CustomReportGroupSql[], p: RunParams): Promise<RunRow[]> {
    return this.db.query(customReportRunSql(metric, groups), [
      p.establishmentId,
      p.from,
      p.to,
      p.zone,
      p.staffIds,
      p.serviceIds,
      p.categories,
      p.paymentMethods,
    ]);
  }

  /** Reports with the weekly e-mail on, of establishments whose plan has custom reports. */
  weekly(plans: readonly string[]): Promise<WeeklyReportRow[]> {
    return this.db.query(
      `SELECT json_build_object('id', r.id, 'name', r.name, 'metric', r.metric, 'groupBy', r.group_by, 'filters', r.filters, 'chart', r.chart,
                                'weeklyEmail', r.weekly_email, 'version', r.version) AS report,
              e.id AS "establishmentId", e.name AS "establishmentName", e.timezone,
              coalesce(nullif(e.email, ''), (SELECT u.email FROM users u WHERE u.establishment_id = e.id AND u.role = 'admin' ORDER BY u.id LIMIT 1)) AS "ownerEmail"
         FROM custom_reports r JOIN establishments e ON e.id = r.establishment_id
        WHERE r.weekly_email AND e.plan = ANY($1::text[])
        ORDER BY r.id`,
      [plans],
    );
  }

  /** Claims a report's e-mail of a week: true for the one caller that inserted the row (the others see it taken). */
  async claimWeek(tx: EntityManager, reportId: number, weekStart: string): Promise<boolean> {
    const rows = returnedRows<{ report_id: number }>(
      await tx.query(`INSERT INTO custom_report_emails (report_id, week_start) VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING report_id`, [
        reportId,
        weekStart,
      ]),
    );
    return rows.length > 0;
  }

  async setOutbox(tx: EntityManager, reportId: number, weekStart: string, outboxId: number): Promise<void> {
    await tx.query(`UPDATE custom_report_emails SET outbox_id = $3 WHERE report_id = $1 AND week_start = $2::date`, [reportId, weekStart, outboxId]);
  }
}
