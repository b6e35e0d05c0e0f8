import { Injectable } from '@nestjs/common';
import {
  movementDelta,
  PRODUCT_MSG,
  type StockMovementInput,
  type StockMovementPage,
  type StockMovementPageQuery,
  type StockMovementResult,
} from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { ProductsRepository } from './products.repository';
import { StockLedger } from './stock-ledger';
import { StockMovementsRepository } from './stock-movements.repository';

/** A product's stock history and the movements a person records by hand: entrada, perda, uso interno, ajuste. */
@Injectable()
export class StockMovementsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly movements: StockMovementsRepository,
    private readonly ledger: StockLedger,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
  ) {}

  move(auth: AuthContext, productId: number, input: StockMovementInput): Promise<StockMovementResult> {
    const quantity = movementDelta(input.kind, input.quantity);
    return inTransaction(this.products.db, async (tx) => {
      const { product } = await this.ledger.change(tx, auth.establishmentId, productId, quantity);
      const movement = await this.ledger.record(tx, auth.establishmentId, auth.zone, {
        productId,
        kind: input.kind,
        quantity,
        stockAfter: product.currentStock,
        reason: input.reason ?? null,
        saleId: null,
        userId: auth.userId,
      });
      this.hooks.afterCommit(tx, () => this.realtime.emit(auth.establishmentId, 'inventory_change', { productId }));
      return { movement, product };
    });
  }

  async list(auth: AuthContext, productId: number, query: StockMovementPageQuery): Promise<StockMovementPage> {
    if (!(await this.products.exists(auth.establishmentId, productId))) throw fail(404, PRODUCT_MSG.notFound);
    const [movements, total] = await Promise.all([
      this.movements.page(auth.establishmentId, productId, auth.zone, query.limit, (query.page - 1) * query.limit),
      this.movements.count(auth.establishmentId, productId),
    ]);
    return { movements, total };
  }
}
