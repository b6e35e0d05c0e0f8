import { Injectable } from '@nestjs/common';
import {
  PRODUCT_MSG,
  saleExceedsStockMessage,
  STOCK_MAX,
  STOCK_MOVEMENT_MSG,
  type ProductDto,
  type StockMovementDto,
  type StockMovementKind,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { fail } from '../../platform/http/errors';
import { ProductsRepository } from './products.repository';
import { StockMovementsRepository, type MovementRow } from './stock-movements.repository';

/**
 * The one way a product's stock moves (docs/architecture.md, 'Stock ledger'): inside the caller's transaction,
 * the row is locked, the change checked and applied with a conditional update, and the movement recorded.
 * Concurrent changes of one product queue on the lock, so each reads the stock the previous one left.
 */
@Injectable()
export class StockLedger {
  constructor(
    private readonly products: ProductsRepository,
    private readonly movements: StockMovementsRepository,
  ) {}

  /** Adds `delta` to the stock (negative: takes): 404 when the product is gone, 409 below zero or above STOCK_MAX. */
  async change(tx: EntityManager, establishmentId: number, productId: number, delta: number): Promise<{ name: string; product: ProductDto }> {
    const locked = await this.products.lockStock(tx, establishmentId, productId);
    if (!locked) throw fail(404, PRODUCT_MSG.notFound);
    if (locked.currentStock + delta < 0) throw fail(409, saleExceedsStockMessage(-delta, locked.currentStock));
    if (locked.currentStock + delta > STOCK_MAX) throw fail(409, STOCK_MOVEMENT_MSG.stockAboveMax);
    const product = await this.products.changeStock(tx, productId, delta);
    // The lock makes this unreachable; the conditional update stays the invariant's last word all the same.
    if (!product) throw fail(409, saleExceedsStockMessage(-delta, locked.currentStock));
    return { name: locked.name, product };
  }

  /**
   * change() and record() for several moves at once (a comanda's products), in two statements: every product
   * locked in id order, each move checked in the order given as change() would (404, 409), then all applied
   * with their ledger rows. Answers the ids of the products moved.
   */
  async changeMany(
    tx: EntityManager,
    establishmentId: number,
    moves: { productId: number; delta: number }[],
    kind: StockMovementKind,
    userId: number,
  ): Promise<number[]> {
    if (moves.length === 0) return [];
    const ids = [...new Set(moves.map((m) => m.productId))];
    const locked = new Map((await this.products.lockStocks(tx, establishmentId, ids)).map((p) => [p.id, p.currentStock]));
    const rows = moves.map((m) => {
      const stock = locked.get(m.productId);
      if (stock === undefined) throw fail(404, PRODUCT_MSG.notFound);
      if (stock + m.delta < 0) throw fail(409, saleExceedsStockMessage(-m.delta, stock));
      if (stock + m.delta > STOCK_MAX) throw fail(409, STOCK_MOVEMENT_MSG.stockAboveMax);
      locked.set(m.productId, stock + m.delta);
      return { productId: m.productId, delta: m.delta, stockAfter: stock + m.delta, kind, userId };
    });
    const changed = await this.products.changeStocks(tx, establishmentId, rows);
    // The locks make this unreachable; the conditional update stays the invariant's last word all the same.
    if (changed.length !== ids.length) throw fail(409, saleExceedsStockMessage(-moves[0]!.delta, 0));
    return ids;
  }

  /** Keeps a movement already applied to the product's row (a sale, a product's creation or edit, a manual move). */
  record(tx: EntityManager, establishmentId: number, zone: string, movement: MovementRow): Promise<StockMovementDto> {
    return this.movements.insert(tx, establishmentId, zone, movement);
  }
}
