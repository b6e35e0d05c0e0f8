import { Inject, Injectable } from '@nestjs/common';
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
import { DomainHooks } from '../../platform/hooks/hooks';
import { CLOCK, type Clock } from '../../platform/time/clock';
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
    private readonly hooks: DomainHooks,
    @Inject(CLOCK) private readonly clock: Clock,
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
    if (locked.currentStock > product.minStock && product.currentStock <= product.minStock) await this.lowStock(tx, establishmentId, product);
    return { name: locked.name, product };
  }

  /**
   * change() and record() for several moves of one direction at once (a comanda's products, or their return at
   * its refund), in one statement: every product locked in id order, changed by its moves with one ledger row
   * each. Only when one cannot move are the rows read again, to refuse with change()'s answer for the first
   * move that fails (404, 409). Answers the ids of the products moved.
   */
  async changeMany(
    tx: EntityManager,
    establishmentId: number,
    moves: { productId: number; delta: number }[],
    kind: StockMovementKind,
    userId: number,
  ): Promise<number[]> {
    if (moves.length === 0) return [];
    // One direction, so each product's final stock bounds every step on the way to it.
    if (moves.some((m) => Math.sign(m.delta) !== Math.sign(moves[0]!.delta))) throw new Error('changeMany: moves of one direction only');
    const ids = [...new Set(moves.map((m) => m.productId))];
    const moved = await this.products.moveStocks(tx, establishmentId, moves, kind, userId, STOCK_MAX);
    if (moved.length === ids.length) {
      // Read again only for a product that just reached its minimum (rare), for the event's DTO.
      for (const m of moved.filter((p) => p.currentStock <= p.minStock && p.currentStock - p.delta > p.minStock)) {
        const product = await this.products.find(tx, establishmentId, m.id);
        if (product) await this.lowStock(tx, establishmentId, product);
      }
      return ids;
    }
    const locked = new Map((await this.products.lockStocks(tx, establishmentId, ids)).map((p) => [p.id, p.currentStock]));
    for (const m of moves) {
      const stock = locked.get(m.productId);
      if (stock === undefined) throw fail(404, PRODUCT_MSG.notFound);
      if (stock + m.delta < 0) throw fail(409, saleExceedsStockMessage(-m.delta, stock));
      if (stock + m.delta > STOCK_MAX) throw fail(409, STOCK_MOVEMENT_MSG.stockAboveMax);
      locked.set(m.productId, stock + m.delta);
    }
    // Another change came between the two reads: the caller's transaction is refused all the same.
    throw fail(409, saleExceedsStockMessage(-moves[0]!.delta, 0));
  }

  /** The stock just reached the product's minimum: the public API's event (docs/product/webhooks.md), in the move's transaction. */
  private lowStock(tx: EntityManager, establishmentId: number, product: ProductDto): Promise<void> {
    return this.hooks.publish(tx, 'api.event', {
      establishmentId,
      type: 'product.low_stock',
      resource: `product:${product.id}`,
      data: product,
      at: new Date(this.clock.now()),
    });
  }

  /** Keeps a movement already applied to the product's row (a sale, a product's creation or edit, a manual move). */
  record(tx: EntityManager, establishmentId: number, zone: string, movement: MovementRow): Promise<StockMovementDto> {
    return this.movements.insert(tx, establishmentId, zone, movement);
  }
}
