import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'entrada', 'ajuste', 'perda', 'uso_interno', 'venda', 'checkout', 'estorno'`;
const SIGN_BEFORE = `(kind IN ('entrada', 'estorno') AND quantity > 0) OR (kind IN ('perda', 'uso_interno', 'venda', 'checkout') AND quantity < 0) OR kind = 'ajuste'`;

/**
 * Stock transfers between units of one network (docs/product/units.md, 'Stock transfers'): a pair of movements of
 * kind 'transferencia', the units leaving one unit (negative) and entering the other (positive), written in one
 * transaction. Both carry the same transfer_id and name the other unit (transfer_unit_id), so each unit's history
 * says where they went or came from.
 */
export class StockTransfers1700000003300 implements MigrationInterface {
  name = 'StockTransfers1700000003300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE stock_transfer_ids AS bigint`);
    await q.query(
      `ALTER TABLE stock_movements ADD COLUMN transfer_id bigint, ADD COLUMN transfer_unit_id int REFERENCES establishments(id) ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_kind_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_kind_check CHECK (kind IN (${KINDS_BEFORE}, 'transferencia'))`);
    // Either sign for a transfer (out of this unit or into it), but never a transfer without its pair's id.
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_transfer CHECK ((kind = 'transferencia') = (transfer_id IS NOT NULL))`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_sign`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_sign CHECK (${SIGN_BEFORE} OR kind = 'transferencia')`);
    await q.query(`CREATE INDEX stock_movements_transfer_idx ON stock_movements (transfer_id) WHERE transfer_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM stock_movements WHERE kind = 'transferencia'`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_sign`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_sign CHECK (${SIGN_BEFORE})`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_transfer`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_kind_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_kind_check CHECK (kind IN (${KINDS_BEFORE}))`);
    await q.query(`ALTER TABLE stock_movements DROP COLUMN transfer_unit_id, DROP COLUMN transfer_id`);
    await q.query(`DROP SEQUENCE stock_transfer_ids`);
  }
}
