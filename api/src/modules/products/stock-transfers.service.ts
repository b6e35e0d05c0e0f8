import { Injectable } from '@nestjs/common';
import {
  hasPermission,
  planIncludes,
  PRODUCT_MSG,
  saleExceedsStockMessage,
  STOCK_MAX,
  STOCK_MOVEMENT_MSG,
  STOCK_TRANSFER_MSG,
  UNIT_MSG,
  type ProductDto,
  type ProductInput,
  type StockTransferInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CONCURRENT_WRITE_MESSAGE, inTransaction } from '../../platform/database/transaction';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { ProductsRepository } from './products.repository';
import { StockTransfersRepository } from './stock-transfers.repository';

/**
 * Units of a product sent from the session's unit to another unit of its network (docs/product/units.md, 'Stock
 * transfers'): one transaction, both product rows locked in id order, the stock taken here and added there, and a
 * pair of 'transferencia' lines sharing one transfer id. The unit there is the product of the same name, created
 * with this one's fields and no stock when it has none.
 */
@Injectable()
export class StockTransfersService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly transfers: StockTransfersRepository,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  transfer(auth: AuthContext, productId: number, input: StockTransferInput): Promise<ProductDto> {
    // Who may act in the other unit is a user's question (UNIT_ROLE_SQL): an integration key has no say there.
    if (auth.via) throw fail(403, UNIT_MSG.forbidden);
    if (input.toEstablishmentId === auth.establishmentId) throw fail(400, STOCK_TRANSFER_MSG.sameUnit);
    return inTransaction(this.products.db, async (tx) => {
      const source = await this.products.find(tx, auth.establishmentId, productId);
      if (!source) throw fail(404, PRODUCT_MSG.notFound);
      const target = await this.transfers.target(tx, auth.userId, input.toEstablishmentId, auth.establishmentId);
      if (!target || !hasPermission(target.role, 'products.manage')) throw fail(403, UNIT_MSG.forbidden);
      if (!planIncludes(target.plan, 'inventory')) throw fail(403, STOCK_TRANSFER_MSG.targetPlan);
      const there = { ...auth, establishmentId: target.id };

      const { id: targetId, created } = await this.targetProduct(tx, there, source);
      const locked = new Map((await this.transfers.lockPair(tx, [productId, targetId])).map((p) => [p.id, p]));
      const from = locked.get(productId);
      const to = locked.get(targetId);
      if (from?.establishmentId !== auth.establishmentId) throw fail(404, PRODUCT_MSG.notFound);
      // Removed there between the lookup and the lock: the caller may simply try again.
      if (to?.establishmentId !== target.id) throw fail(409, CONCURRENT_WRITE_MESSAGE);
      if (from.currentStock < input.quantity) throw fail(409, saleExceedsStockMessage(input.quantity, from.currentStock));
      if (to.currentStock + input.quantity > STOCK_MAX) throw fail(409, STOCK_MOVEMENT_MSG.stockAboveMax);

      const out = await this.products.changeStock(tx, productId, -input.quantity);
      const into = await this.products.changeStock(tx, targetId, input.quantity);
      // The locks make these unreachable; the conditional update stays the invariant's last word all the same.
      if (!out || !into) throw fail(409, saleExceedsStockMessage(input.quantity, from.currentStock));
      const reason = input.reason ?? null;
      await this.transfers.insertPair(
        tx,
        {
          out: { establishmentId: auth.establishmentId, productId, stockAfter: out.currentStock },
          in: { establishmentId: target.id, productId: targetId, stockAfter: into.currentStock },
        },
        input.quantity,
        reason,
        auth.userId,
      );
      await this.audit.record(tx, auth, {
        entity: 'product',
        entityId: productId,
        action: 'transfer',
        before: { currentStock: from.currentStock },
        after: { currentStock: out.currentStock, quantity: input.quantity, toUnit: target.name, reason },
      });
      if (created) await this.audit.record(tx, there, { entity: 'product', entityId: targetId, action: 'create', after: created });
      await this.audit.record(tx, there, {
        entity: 'product',
        entityId: targetId,
        action: 'transfer',
        before: { currentStock: to.currentStock },
        after: { currentStock: into.currentStock, quantity: input.quantity, fromUnit: target.fromName, reason },
      });
      this.hooks.afterCommit(tx, () => {
        this.realtime.emit(auth.establishmentId, 'inventory_change', { productId });
        this.realtime.emit(target.id, 'inventory_change', { productId: targetId });
      });
      return out;
    });
  }

  /** The product of the same name in the unit there; created from the one here, with no stock, when it has none. */
  private async targetProduct(tx: EntityManager, there: AuthContext, source: ProductDto): Promise<{ id: number; created: ProductDto | null }> {
    const found = await this.transfers.sameName(tx, there.establishmentId, source.name);
    if (found !== null) return { id: found, created: null };
    await this.transfers.lockName(tx, there.establishmentId, source.name);
    // Read again under the lock: a concurrent transfer may have just created it.
    const again = await this.transfers.sameName(tx, there.establishmentId, source.name);
    if (again !== null) return { id: again, created: null };
    const input = {
      name: source.name,
      category: source.category,
      brand: source.brand,
      price: source.price,
      cost: source.cost,
      currentStock: 0,
      minStock: source.minStock,
      description: source.description,
    } as ProductInput;
    const created = await this.products.insert(tx, there.establishmentId, input);
    return { id: created.id, created };
  }
}
