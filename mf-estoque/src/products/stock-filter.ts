import { fromCents, stockStatus, toCents, type ProductDto, type StockStatus } from '@salao/contracts';

export type StockFilter = 'all' | Exclude<StockStatus, 'ok'>;
export const STOCK_FILTER_LABELS: Record<StockFilter, string> = { all: 'Todos', low: 'Estoque Baixo', out: 'Sem Estoque' };

/** The products the filter shows: all, or those whose status (docs/product/states.md) is the chosen one. */
export function filterProducts(products: readonly ProductDto[], filter: StockFilter): ProductDto[] {
  return filter === 'all' ? [...products] : products.filter((p) => stockStatus(p) === filter);
}

/** How many products are in each status: the three summary cards. */
export function stockCounts(products: readonly ProductDto[]): { total: number; low: number; out: number } {
  const statuses = products.map(stockStatus);
  return { total: products.length, low: statuses.filter((s) => s === 'low').length, out: statuses.filter((s) => s === 'out').length };
}

/** quantity × unit price in exact cents ('Confirmar Venda' total); null while either is not a valid number. */
export function saleTotal(quantity: number | null, unitPrice: string): string | null {
  if (!quantity || !Number.isInteger(quantity) || quantity < 1) return null;
  try {
    return fromCents(quantity * toCents(unitPrice.replace(',', '.')));
  } catch {
    return null;
  }
}
