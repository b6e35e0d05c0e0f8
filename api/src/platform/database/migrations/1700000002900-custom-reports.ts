import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/reports.md ('Relatórios personalizados'): the custom reports an establishment saves (what to
 * measure, up to two groupings, filters, chart, the weekly e-mail), versioned like every form's record, and the
 * weekly e-mail's runs, one row per report and week so the e-mail goes once whatever the number of instances.
 */
export class CustomReports1700000002900 implements MigrationInterface {
  name = 'CustomReports1700000002900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE custom_reports (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        name text NOT NULL,
        metric text NOT NULL,
        group_by text[] NOT NULL CHECK (cardinality(group_by) BETWEEN 1 AND 2),
        filters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(filters) = 'object'),
        chart text NOT NULL,
        weekly_email boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX custom_reports_establishment_idx ON custom_reports (establishment_id, id)`);
    // The Monday job reads only the reports to send.
    await q.query(`CREATE INDEX custom_reports_weekly_idx ON custom_reports (establishment_id) WHERE weekly_email`);
    await q.query(`
      CREATE TABLE custom_report_emails (
        report_id integer NOT NULL REFERENCES custom_reports(id) ON DELETE CASCADE,
        week_start date NOT NULL,
        outbox_id integer,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (report_id, week_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE custom_report_emails`);
    await q.query(`DROP TABLE custom_reports`);
  }
}
