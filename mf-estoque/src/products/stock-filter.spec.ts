import type { ProductDto } from '@salao/contracts';
import { filterProducts, saleTotal, stockCounts } from './stock-filter';

const product = (id: number, currentStock: number, minStock: number): ProductDto => ({
  id,
  name: `P${id}`,
  category: 'Cabelo',
  brand: null,
  price: '10.00',
  cost: '0',
  currentStock,
  minStock,
  description: null,
  version: 1,
});

describe('stock filter', () => {
  const list = [product(1, 0, 2), product(2, 2, 2), product(3, 5, 2), product(4, 1, 3)];

  it("shows 'Estoque Baixo' and 'Sem Estoque' apart (SPEC §4)", () => {
    expect(filterProducts(list, 'all').map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(filterProducts(list, 'low').map((p) => p.id)).toEqual([2, 4]);
    expect(filterProducts(list, 'out').map((p) => p.id)).toEqual([1]);
    expect(stockCounts(list)).toEqual({ total: 4, low: 2, out: 1 });
  });

  it('totals a sale in exact cents', () => {
    expect(saleTotal(3, '0.10')).toBe('0.30');
    expect(saleTotal(2, '49,90')).toBe('99.80');
    expect(saleTotal(0, '10')).toBeNull();
    expect(saleTotal(1, 'abc')).toBeNull();
  });
});
