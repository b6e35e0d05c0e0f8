import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The online booking's fixed-window counters become every public route's (forgot-password, messages caused
 * by public actions): one table, scoped by name. A failed login remembers the trusted device it came from
 * (its device cookie's id), so a known browser keeps a failure budget of its own.
 */
export class AbuseLimits1700000001600 implements MigrationInterface {
  name = 'AbuseLimits1700000001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE online_booking_hits RENAME TO rate_limit_hits`);
    await q.query(`ALTER INDEX online_booking_hits_window_idx RENAME TO rate_limit_hits_window_idx`);
    await q.query(`ALTER TABLE login_failures ADD COLUMN device text`);
    await q.query(`CREATE INDEX login_failures_device_idx ON login_failures (device, at) WHERE device IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS login_failures_device_idx`);
    await q.query(`ALTER TABLE login_failures DROP COLUMN device`);
    await q.query(`ALTER INDEX rate_limit_hits_window_idx RENAME TO online_booking_hits_window_idx`);
    await q.query(`ALTER TABLE rate_limit_hits RENAME TO online_booking_hits`);
  }
}
