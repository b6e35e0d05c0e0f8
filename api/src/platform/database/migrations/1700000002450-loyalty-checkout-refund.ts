import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/states.md ('Comanda'): a refunded comanda takes back the points its appointments earned, as a
 * ledger entry of kind 'checkout_refund' (negative points) naming the completion entry it reverses.
 */
export class LoyaltyCheckoutRefund1700000002450 implements MigrationInterface {
  name = 'LoyaltyCheckoutRefund1700000002450';

  async up(q: QueryRunner): Promise<void> {
    await this.dropSignCheck(q);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_kind_check`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_reverses_check`);
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_kind_check CHECK (kind IN ('appointment', 'manual', 'redeem', 'redeem_undo', 'checkout_refund'))`,
    );
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_reverses_check CHECK ((kind IN ('redeem_undo', 'checkout_refund')) = (reverses_entry_id IS NOT NULL))`,
    );
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_sign_check CHECK ((kind IN ('redeem', 'checkout_refund')) = (points < 0))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM loyalty_point_entries WHERE kind = 'checkout_refund'`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_sign_check`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_kind_check`);
    await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT loyalty_point_entries_reverses_check`);
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_kind_check CHECK (kind IN ('appointment', 'manual', 'redeem', 'redeem_undo'))`,
    );
    await q.query(
      `ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_reverses_check CHECK ((kind = 'redeem_undo') = (reverses_entry_id IS NOT NULL))`,
    );
    await q.query(`ALTER TABLE loyalty_point_entries ADD CONSTRAINT loyalty_point_entries_check CHECK ((kind = 'redeem') = (points < 0))`);
  }

  /** The original unnamed CHECK ((kind = 'redeem') = (points < 0)), found by its definition. */
  private async dropSignCheck(q: QueryRunner): Promise<void> {
    const rows: { name: string }[] = await q.query(
      `SELECT conname AS name FROM pg_constraint WHERE conrelid = 'loyalty_point_entries'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%points < 0%'`,
    );
    for (const r of rows) await q.query(`ALTER TABLE loyalty_point_entries DROP CONSTRAINT "${r.name}"`);
  }
}
