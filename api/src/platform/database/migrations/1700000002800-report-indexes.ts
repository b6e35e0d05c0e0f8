import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The advanced reports (docs/product/reports.md) read each establishment's period through these: comandas by
 * closing time, refunds by date, completed visits per client (retention's first visit), the incomes of
 * appointments completed without a comanda, and absences by period.
 */
export class ReportIndexes1700000002800 implements MigrationInterface {
  name = 'ReportIndexes1700000002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX checkouts_establishment_closed_idx ON checkouts (establishment_id, closed_at) WHERE closed_at IS NOT NULL`);
    await q.query(`CREATE INDEX checkout_refunds_establishment_created_idx ON checkout_refunds (establishment_id, created_at)`);
    await q.query(`CREATE INDEX appointments_completed_client_idx ON appointments (establishment_id, client_id, starts_at) WHERE status = 'completed'`);
    await q.query(
      `CREATE INDEX transactions_completion_income_idx ON transactions (establishment_id, transaction_date) WHERE appointment_id IS NOT NULL AND type = 'income'`,
    );
    await q.query(`CREATE INDEX staff_absences_establishment_period_idx ON staff_absences (establishment_id, start_date, end_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX staff_absences_establishment_period_idx`);
    await q.query(`DROP INDEX transactions_completion_income_idx`);
    await q.query(`DROP INDEX appointments_completed_client_idx`);
    await q.query(`DROP INDEX checkout_refunds_establishment_created_idx`);
    await q.query(`DROP INDEX checkouts_establishment_closed_idx`);
  }
}
