import { needsRestock, stockStatus } from './dto';
import { PRODUCT_MSG, saleExceedsStockMessage } from './messages';
import { productSchema, saleSchema } from './schema';

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
