import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/states.md ('Comanda'): a comanda is refunded whole or item by item. Each refund is a row with
 * what it gave back (cents: the value, the debt it forgave, the card fee reversed, the money per method) and
 * the reversing transactions it wrote; the items it covers point at it. The client's balance ledger gains the
 * kinds 'payment' (a debt paid off) and 'refund' (a debt forgiven by a refund).
 */
export class CheckoutRefunds1700000002700 implements MigrationInterface {
  name = 'CheckoutRefunds1700000002700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_refunds (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        checkout_id integer NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
        reason text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
        debt_cents bigint NOT NULL DEFAULT 0 CHECK (debt_cents >= 0),
        fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
        methods jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(methods) = 'object'),
        transaction_ids integer[] NOT NULL DEFAULT '{}',
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX checkout_refunds_checkout_idx ON checkout_refunds (checkout_id, id)`);
    await q.query(`ALTER TABLE checkout_items ADD COLUMN refund_id integer REFERENCES checkout_refunds(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE checkout_items ADD COLUMN refunded_at timestamptz`);
    // A whole refund used to delete the closing's transactions; it is now a refund row like any other.
    await q.query(`
      INSERT INTO checkout_refunds (establishment_id, checkout_id, reason, amount_cents, created_at)
      SELECT c.establishment_id, c.id, coalesce(c.refund_reason, ''),
             (SELECT coalesce(sum(i.quantity * i.unit_price_cents - i.discount_cents), 0) FROM checkout_items i WHERE i.checkout_id = c.id)
               - c.discount_cents + c.tip_cents,
             coalesce(c.refunded_at, c.created_at)
        FROM checkouts c WHERE c.status = 'refunded'`);
    await q.query(`
      UPDATE checkout_items i SET refund_id = r.id, refunded_at = r.created_at FROM checkout_refunds r WHERE r.checkout_id = i.checkout_id`);
    await q.query(`ALTER TABLE client_balance_entries DROP CONSTRAINT client_balance_entries_kind_check`);
    await q.query(`ALTER TABLE client_balance_entries ADD CONSTRAINT client_balance_entries_kind_check CHECK (kind IN ('debt', 'payment', 'refund'))`);
    await q.query(`ALTER TABLE client_balance_entries ADD COLUMN method text`);
    await q.query(`ALTER TABLE client_balance_entries ADD COLUMN transaction_id integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM client_balance_entries WHERE kind <> 'debt'`);
    await q.query(`ALTER TABLE client_balance_entries DROP COLUMN transaction_id`);
    await q.query(`ALTER TABLE client_balance_entries DROP COLUMN method`);
    await q.query(`ALTER TABLE client_balance_entries DROP CONSTRAINT client_balance_entries_kind_check`);
    await q.query(`ALTER TABLE client_balance_entries ADD CONSTRAINT client_balance_entries_kind_check CHECK (kind IN ('debt'))`);
    await q.query(`ALTER TABLE checkout_items DROP COLUMN refunded_at`);
    await q.query(`ALTER TABLE checkout_items DROP COLUMN refund_id`);
    await q.query(`DROP TABLE checkout_refunds`);
  }
}
