import { Injectable } from '@nestjs/common';
import {
  fromCents,
  INCOME_CATEGORY_PRODUCTS,
  MONEY_MAX_CENTS,
  PRODUCT_MSG,
  saleExceedsStockMessage,
  toCents,
  type ProductDto,
  type ProductInput,
  type SaleInput,
  type SaleResult,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { inTransaction } from '../../platform/database/transaction';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { FinancesService } from '../finances/finances.service';
import { ProductsRepository } from './products.repository';

/**
 * The establishment's stock. A product is soft-deleted so its past sales stay readable; a sale is one
 * transaction that locks the product row, takes the units with a conditional update and writes its income.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly finances: FinancesService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  list(auth: AuthContext): Promise<ProductDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async create(auth: AuthContext, input: ProductInput): Promise<ProductDto> {
    const product = await this.audit.create(auth, 'product', (tx) => onTransaction(this.repository, tx).insert(auth.establishmentId, input));
    this.changed(auth.establishmentId, product.id);
    return product;
  }

  async update(auth: AuthContext, id: number, input: ProductInput): Promise<ProductDto> {
    const product = await this.audit.transaction(async (tx) => {
      const before = await this.audit.lock(tx, 'products', auth.establishmentId, id);
      const after = before && (await onTransaction(this.repository, tx).update(auth.establishmentId, id, input));
      if (!after) throw fail(404, PRODUCT_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'product', entityId: id, action: 'update', before, after });
      return after;
    });
    this.changed(auth.establishmentId, id);
    return product;
  }

  async remove(auth: AuthContext, id: number): Promise<{ success: true; message: string }> {
    await this.audit.transaction(async (tx) => {
      const before = await this.audit.lock(tx, 'products', auth.establishmentId, id);
      if (!before || !(await onTransaction(this.repository, tx).softDelete(auth.establishmentId, id))) throw fail(404, PRODUCT_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'product', entityId: id, action: 'delete', before });
    });
    this.changed(auth.establishmentId, id);
    return { success: true, message: PRODUCT_MSG.removed };
  }

  /**
   * Two sellers of the last unit: the second waits on the row lock, then reads the stock the first left
   * and answers 409. The sale keeps the product's own name and the unit price charged.
   */
  sell(auth: AuthContext, input: SaleInput): Promise<SaleResult> {
    const unitCents = toCents(input.unitPrice);
    const totalCents = unitCents * input.quantity;
    if (totalCents > MONEY_MAX_CENTS) throw fail(400, PRODUCT_MSG.saleTooLarge);
    return inTransaction(this.repository.db, async (tx) => {
      const locked = await this.repository.lockForSale(tx, auth.establishmentId, input.productId);
      if (!locked) throw fail(404, PRODUCT_MSG.notFound);
      if (locked.currentStock < input.quantity) throw fail(409, saleExceedsStockMessage(input.quantity, locked.currentStock));
      const product = await this.repository.takeStock(tx, input.productId, input.quantity);
      if (!product) throw fail(409, saleExceedsStockMessage(input.quantity, locked.currentStock));
      const at = new Date();
      const transactionId = await this.finances.recordIncome(
        tx,
        {
          establishmentId: auth.establishmentId,
          amountCents: totalCents,
          description: `Venda: ${locked.name} (${input.quantity} un.)`,
          category: INCOME_CATEGORY_PRODUCTS,
          userId: auth.userId,
          at,
        },
        auth.zone,
      );
      const sale = { productId: input.productId, productName: locked.name, quantity: input.quantity, unitPrice: fromCents(unitCents), total: fromCents(totalCents) };
      const kept = await this.repository.insertSale(tx, auth.establishmentId, { ...sale, transactionId, userId: auth.userId, at });
      await this.audit.record(tx, auth, { entity: 'product', entityId: input.productId, action: 'sale', after: { ...sale, currentStock: product.currentStock } });
      this.hooks.afterCommit(tx, () => this.changed(auth.establishmentId, input.productId));
      return { sale: { id: kept.id, ...sale, soldAt: kept.soldAt.toISOString() }, product, transactionId };
    });
  }

  /** 'Produtos em Falta' on the dashboard. */
  restockCount(auth: AuthContext): Promise<number> {
    return this.repository.restockCount(auth.establishmentId);
  }

  private changed(establishmentId: number, productId: number): void {
    this.realtime.emit(establishmentId, 'inventory_change', { productId });
  }
}
