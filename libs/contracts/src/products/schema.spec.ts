import { needsRestock, stockStatus } from './dto';
import { PRODUCT_MSG, STOCK_MOVEMENT_MSG, STOCK_TRANSFER_MSG, saleExceedsStockMessage } from './messages';
import { productSchema, saleSchema, stockMovementPageSchema, stockMovementSchema, stockTransferSchema } from './schema';
import { movementDelta, transferLabel } from './stock-movements';

const product = { name: 'Shampoo', category: 'Cabelo', price: 49.9, currentStock: 10, minStock: 2 };

describe('product schemas (SPEC §5 Product, Sale)', () => {
  it('keeps money exact and sends a missing cost as 0', () => {
    expect(productSchema.validateSync(product)).toMatchObject({ price: '49.9', cost: '0' });
    expect(productSchema.validateSync({ ...product, cost: '12,30', brand: '' })).toMatchObject({ cost: '12.30', brand: null });
  });

  it('answers with SPEC messages', () => {
    expect(() => productSchema.validateSync({ ...product, name: ' ' })).toThrow(PRODUCT_MSG.name);
    expect(() => productSchema.validateSync({ ...product, category: '' })).toThrow(PRODUCT_MSG.category);
    expect(() => productSchema.validateSync({ ...product, price: '' })).toThrow(PRODUCT_MSG.price);
    expect(() => productSchema.validateSync({ ...product, price: '1.234' })).toThrow(PRODUCT_MSG.priceInvalid);
    expect(() => productSchema.validateSync({ ...product, currentStock: -1 })).toThrow(PRODUCT_MSG.currentStock);
    expect(() => productSchema.validateSync({ ...product, minStock: -1 })).toThrow(PRODUCT_MSG.minStock);
    expect(() => saleSchema.validateSync({ productId: 1, quantity: 0, unitPrice: 10 })).toThrow(PRODUCT_MSG.quantity);
    expect(saleExceedsStockMessage(6, 5)).toBe('Quantidade solicitada (6) excede o estoque disponível (5)');
  });

  it('names the stock status of SPEC §4', () => {
    expect(stockStatus({ currentStock: 0, minStock: 0 })).toBe('out');
    expect(stockStatus({ currentStock: 2, minStock: 2 })).toBe('low');
    expect(stockStatus({ currentStock: 3, minStock: 2 })).toBe('ok');
    expect(needsRestock({ currentStock: 0, minStock: 0 })).toBe(true);
  });
});

describe('stock movement schemas', () => {
  it('takes positive units for entrada, perda and uso interno, and a signed difference with a reason for ajuste', () => {
    expect(stockMovementSchema.validateSync({ kind: 'entrada', quantity: '3' })).toEqual({ kind: 'entrada', quantity: 3 });
    expect(stockMovementSchema.validateSync({ kind: 'ajuste', quantity: -2, reason: ' Contagem ' })).toEqual({
      kind: 'ajuste',
      quantity: -2,
      reason: 'Contagem',
    });
    expect(movementDelta('perda', 2)).toBe(-2);
    expect(movementDelta('uso_interno', 1)).toBe(-1);
    expect(movementDelta('ajuste', -4)).toBe(-4);
    expect(movementDelta('entrada', 5)).toBe(5);
  });

  it('answers in Portuguese', () => {
    expect(() => stockMovementSchema.validateSync({ kind: 'venda', quantity: 1 })).toThrow(STOCK_MOVEMENT_MSG.kind);
    expect(() => stockMovementSchema.validateSync({ kind: 'perda', quantity: -1 })).toThrow(STOCK_MOVEMENT_MSG.quantity);
    expect(() => stockMovementSchema.validateSync({ kind: 'entrada', quantity: 1.5 })).toThrow(STOCK_MOVEMENT_MSG.quantity);
    expect(() => stockMovementSchema.validateSync({ kind: 'ajuste', quantity: 0, reason: 'x' })).toThrow(STOCK_MOVEMENT_MSG.adjustment);
    expect(() => stockMovementSchema.validateSync({ kind: 'ajuste', quantity: 2, reason: ' ' })).toThrow(STOCK_MOVEMENT_MSG.reason);
    expect(() => stockMovementPageSchema.validateSync({ limit: '500' })).toThrow(STOCK_MOVEMENT_MSG.limit);
    expect(stockMovementPageSchema.validateSync({})).toEqual({ page: 1, limit: 20 });
  });

  it('takes an optional version on the product', () => {
    expect(productSchema.validateSync({ ...product, version: '3' }).version).toBe(3);
    expect(productSchema.validateSync(product).version).toBeUndefined();
  });

  it('a transfer: whole units to a unit, an optional reason; its history line names the other unit', () => {
    expect(stockTransferSchema.validateSync({ toEstablishmentId: '7', quantity: '2', reason: ' ' })).toEqual({
      toEstablishmentId: 7,
      quantity: 2,
      reason: null,
    });
    expect(() => stockTransferSchema.validateSync({ quantity: 1 })).toThrow(STOCK_TRANSFER_MSG.toUnit);
    expect(() => stockTransferSchema.validateSync({ toEstablishmentId: 7, quantity: 0 })).toThrow(STOCK_TRANSFER_MSG.quantity);
    expect(() => stockTransferSchema.validateSync({ toEstablishmentId: 7, quantity: 1.5 })).toThrow(STOCK_TRANSFER_MSG.quantity);
    expect(transferLabel(-2, 'Centro')).toBe('Transferência para Centro');
    expect(transferLabel(2, 'Matriz')).toBe('Transferência de Matriz');
  });
});
