import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/states.md ('Loyalty'): a redeem can be undone by a reversing ledger entry (kind 'redeem_undo', positive points) that
 * names the redeem it reverses; the unique index makes the undo happen at most once per redeem.
 */
export class LoyaltyUndo1700000001100 implements MigrationInterface {
  name = 'LoyaltyUndo1700000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loyalty_point_entries ADD COLUMN reverses_entry_id bigint REFERENCES loyalty_point_entries(id)`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_kind_check`);
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_kind_check CHECK (kind IN ('appointment', 'manual', 'redeem', 'redeem_undo'))`,
    );
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_reverses_check CHECK ((kind = 'redeem_undo') = (reverses_entry_id IS NOT NULL))`,
    );
    await q.query(`CREATE UNIQUE INDEX loyalty_point_entries_reverses_key ON loyalty_point_entries (reverses_entry_id) WHERE reverses_entry_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM loyalty_point_entries WHERE kind = 'redeem_undo'`);
    await q.query(`DROP INDEX IF EXISTS loyalty_point_entries_reverses_key`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT IF EXISTS loyalty_point_entries_reverses_check`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_kind_check`);
    await q.query(`ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_kind_check CHECK (kind IN ('appointment', 'manual', 'redeem'))`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP COLUMN reverses_entry_id`);
  }
}
