import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CLIENT_MSG,
  fromCents,
  INCOME_CATEGORY_PRODUCTS,
  MONEY_MAX_CENTS,
  PRODUCT_MSG,
  STOCK_MOVEMENT_MSG,
  toCents,
  type ProductDto,
  type ProductInput,
  type SaleInput,
  type SaleResult,
  type StockMovementKind,
  type ProductRemovedDto,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { inTransaction } from '../../platform/database/transaction';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { orStale } from '../../platform/http/versioned';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { FinancesService } from '../finances/finances.service';
import { ProductsRepository } from './products.repository';
import { StockLedger } from './stock-ledger';
import { CLOCK, type Clock } from '../../platform/time/clock';

/**
 * The establishment's products. A product is soft-deleted so its past sales stay readable; every change of
 * its stock goes through the ledger in the write's own transaction (docs/architecture.md, 'Stock ledger').
 */
@Injectable()
export class ProductsService implements OnModuleInit {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly ledger: StockLedger,
    private readonly finances: FinancesService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
  }

  list(auth: AuthContext): Promise<ProductDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  /** The initial stock is the product's first movement, an 'entrada'. */
  create(auth: AuthContext, input: ProductInput): Promise<ProductDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const product = await this.repository.insert(tx, auth.establishmentId, input);
      if (product.currentStock > 0) await this.record(tx, auth, product, product.currentStock, 'entrada', STOCK_MOVEMENT_MSG.initialStock);
      await this.audit.record(tx, auth, { entity: 'product', entityId: product.id, action: 'create', after: product });
      this.hooks.afterCommit(tx, () => this.changed(auth.establishmentId, product.id));
      return product;
    });
  }

  /**
   * SPEC's PUT carries an absolute currentStock: a difference from the stored stock is recorded as an 'ajuste'.
   * With a `version`, a stale form is refused before anything is written, so a sale made while it was open is
   * never undone; without one, the write wins as before (docs/architecture.md, 'No lost updates').
   */
  update(auth: AuthContext, id: number, input: ProductInput): Promise<ProductDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const before = await this.repository.lockStock(tx, auth.establishmentId, id);
      if (!before) throw fail(404, PRODUCT_MSG.notFound);
      const row = await this.audit.lock(tx, 'products', auth.establishmentId, id);
      const product = orStale(await this.repository.update(tx, auth.establishmentId, id, input));
      const delta = product.currentStock - before.currentStock;
      if (delta !== 0) await this.record(tx, auth, product, delta, 'ajuste', STOCK_MOVEMENT_MSG.editAdjustment);
      await this.audit.record(tx, auth, { entity: 'product', entityId: id, action: 'update', before: row, after: product });
      this.hooks.afterCommit(tx, () => this.changed(auth.establishmentId, id));
      return product;
    });
  }

  async remove(auth: AuthContext, id: number): Promise<ProductRemovedDto> {
    await this.audit.transaction(async (tx) => {
      const before = await this.audit.lock(tx, 'products', auth.establishmentId, id);
      if (!before || !(await onTransaction(this.repository, tx).softDelete(auth.establishmentId, id))) throw fail(404, PRODUCT_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'product', entityId: id, action: 'delete', before });
    });
    this.changed(auth.establishmentId, id);
    return { success: true, message: PRODUCT_MSG.removed };
  }

  /**
   * Two sellers of the last unit: the second waits on the ledger's row lock, then reads the stock the first
   * left and answers 409. The sale keeps the product's own name and the unit price charged, and its movement.
   */
  sell(auth: AuthContext, input: SaleInput): Promise<SaleResult> {
    const unitCents = toCents(input.unitPrice);
    const totalCents = unitCents * input.quantity;
    if (totalCents > MONEY_MAX_CENTS) throw fail(400, PRODUCT_MSG.saleTooLarge);
    return inTransaction(this.repository.db, async (tx) => {
      const clientId = input.clientId ?? null;
      if (clientId !== null && !(await this.repository.clientExists(tx, auth.establishmentId, clientId))) throw fail(404, CLIENT_MSG.notFound);
      const { name, product } = await this.ledger.change(tx, auth.establishmentId, input.productId, -input.quantity);
      const at = new Date(this.clock.now());
      const transactionId = await this.finances.recordIncome(tx, auth, {
        establishmentId: auth.establishmentId,
        amountCents: totalCents,
        description: `Venda: ${name} (${input.quantity} un.)`,
        category: INCOME_CATEGORY_PRODUCTS,
        userId: auth.userId,
        at,
      });
      const sale = { productId: input.productId, productName: name, quantity: input.quantity, unitPrice: fromCents(unitCents), total: fromCents(totalCents) };
      const kept = await this.repository.insertSale(tx, auth.establishmentId, { ...sale, transactionId, clientId, userId: auth.userId, at });
      await this.record(tx, auth, product, -input.quantity, 'venda', null, kept.id);
      await this.audit.record(tx, auth, {
        entity: 'product',
        entityId: input.productId,
        action: 'sale',
        after: { ...sale, currentStock: product.currentStock },
      });
      this.hooks.afterCommit(tx, () => this.changed(auth.establishmentId, input.productId));
      return { sale: { id: kept.id, ...sale, soldAt: kept.soldAt.toISOString() }, product, transactionId };
    });
  }

  /**
   * A comanda's products leaving (closing, 'checkout', negative) or coming back (refund, 'estorno') through the
   * ledger inside the comanda's transaction, the last unit sold twice a 409 for the second: locked in product id
   * order (two comandas listing them in different orders cannot deadlock), one ledger row per move, in two statements.
   */
  async moveManyForCheckout(tx: EntityManager, auth: AuthContext, moves: { productId: number; delta: number }[], kind: 'checkout' | 'estorno'): Promise<void> {
    const moved = await this.ledger.changeMany(tx, auth.establishmentId, moves, kind, auth.userId);
    for (const productId of moved) this.hooks.afterCommit(tx, () => this.changed(auth.establishmentId, productId));
  }

  /** 'Produtos em Falta' on the dashboard. */
  restockCount(auth: AuthContext): Promise<number> {
    return this.repository.restockCount(auth.establishmentId);
  }

  private record(
    tx: EntityManager,
    auth: AuthContext,
    product: ProductDto,
    quantity: number,
    kind: StockMovementKind,
    reason: string | null,
    saleId: number | null = null,
  ) {
    return this.ledger.record(tx, auth.establishmentId, auth.zone, {
      productId: product.id,
      kind,
      quantity,
      stockAfter: product.currentStock,
      reason,
      saleId,
      userId: auth.userId,
    });
  }

  private changed(establishmentId: number, productId: number): void {
    this.realtime.emit(establishmentId, 'inventory_change', { productId });
  }
}
