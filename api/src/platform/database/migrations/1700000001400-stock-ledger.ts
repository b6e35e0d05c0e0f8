import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock as a ledger (docs/architecture.md, 'Stock ledger'): every change of a product's stock is a row of
 * stock_movements written in the same transaction as the change, so the movements of a product sum to its
 * current_stock. Products get the `version` a form sends back ('No lost updates').
 */
export class StockLedger1700000001400 implements MigrationInterface {
  name = 'StockLedger1700000001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE TABLE stock_movements (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        establishment_id int NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        product_id int NOT NULL REFERENCES products(id),
        kind text NOT NULL CHECK (kind IN ('entrada', 'ajuste', 'perda', 'uso_interno', 'venda', 'checkout', 'estorno')),
        -- Signed: what came in is positive, what went out negative; the sign must agree with the kind.
        quantity int NOT NULL CHECK (quantity <> 0),
        stock_after int NOT NULL CHECK (stock_after >= 0),
        reason text,
        sale_id int REFERENCES product_sales(id) ON DELETE SET NULL,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        -- clock_timestamp, not now(): concurrent sales take the row lock in turn, and their times keep that order.
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT stock_movements_sign CHECK (
          (kind IN ('entrada', 'estorno') AND quantity > 0) OR (kind IN ('perda', 'uso_interno', 'venda', 'checkout') AND quantity < 0) OR kind = 'ajuste'),
        CONSTRAINT stock_movements_adjustment_reason CHECK (kind <> 'ajuste' OR reason IS NOT NULL)
      )`);
    // A product's history, newest first, one index walk per page.
    await q.query(`CREATE INDEX stock_movements_product_idx ON stock_movements (establishment_id, product_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX stock_movements_sale_idx ON stock_movements (sale_id) WHERE sale_id IS NOT NULL`);
    // The stock before the ledger existed: one opening line per product, so the ledger sums to current_stock.
    await q.query(`
      INSERT INTO stock_movements (establishment_id, product_id, kind, quantity, stock_after, reason)
      SELECT establishment_id, id, 'ajuste', current_stock, current_stock, 'Saldo inicial' FROM products WHERE current_stock > 0 ORDER BY id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_movements`);
    await q.query(`ALTER TABLE products DROP COLUMN version`);
  }
}
