import { Injectable } from '@nestjs/common';
import { STOCK_MOVEMENT_LABELS, transferLabel, type StockMovementDto, type StockMovementKind } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { MOVEMENTS_COUNT_SQL, MOVEMENTS_PAGE_SQL, movementColumns } from './stock-movements.sql';

/** A movement to keep: `quantity` signed, `stockAfter` what the product's row holds after it. */
export interface MovementRow {
  productId: number;
  kind: StockMovementKind;
  quantity: number;
  stockAfter: number;
  reason: string | null;
  saleId: number | null;
  userId: number;
}

/** A transfer's label names the other unit: 'Transferência para Centro' here, 'Transferência de Matriz' there. */
const labelled = (row: Omit<StockMovementDto, 'kindLabel'>): StockMovementDto => ({
  ...row,
  kindLabel: row.kind === 'transferencia' ? transferLabel(row.quantity, row.transferUnit) : STOCK_MOVEMENT_LABELS[row.kind],
});

/** Every SQL statement on stock_movements, the stock ledger. Rows are only ever added. */
@Injectable()
export class StockMovementsRepository {
  constructor(private readonly db: DataSource) {}

  async insert(tx: EntityManager, establishmentId: number, zone: string, m: MovementRow): Promise<StockMovementDto> {
    const [row] = await tx.query(
      `WITH m AS (
         INSERT INTO stock_movements (establishment_id, product_id, kind, quantity, stock_after, reason, sale_id, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
       SELECT ${movementColumns('$9')} FROM m LEFT JOIN users u ON u.id = m.user_id LEFT JOIN establishments t ON t.id = m.transfer_unit_id`,
      [establishmentId, m.productId, m.kind, m.quantity, m.stockAfter, m.reason, m.saleId, m.userId, zone],
    );
    return labelled(row);
  }

  async page(establishmentId: number, productId: number, zone: string, limit: number, offset: number): Promise<StockMovementDto[]> {
    const rows: Omit<StockMovementDto, 'kindLabel'>[] = await this.db.query(MOVEMENTS_PAGE_SQL, [establishmentId, productId, zone, limit, offset]);
    return rows.map(labelled);
  }

  async count(establishmentId: number, productId: number): Promise<number> {
    const [row] = await this.db.query(MOVEMENTS_COUNT_SQL, [establishmentId, productId]);
    return row.n;
  }
}
