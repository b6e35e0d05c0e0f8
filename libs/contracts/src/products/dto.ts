/** docs/product/entities.md Product. price and cost as decimal strings ("49.90"); stock in whole units. */
export interface ProductDto {
  id: number;
  name: string;
  category: string;
  brand: string | null;
  price: string;
  cost: string;
  currentStock: number;
  minStock: number;
  description: string | null;
  /** Bumped by every write, sales and stock movements included (docs/architecture.md, 'No lost updates'). */
  version: number;
}

/** POST /api/products and PUT /api/products/{id}: price and cost as decimals (numbers or strings). */
export interface ProductWrite {
  name: string;
  category: string;
  brand?: string | null;
  price: number | string;
  cost?: number | string | null;
  currentStock: number;
  minStock: number;
  description?: string | null;
  /** PUT only: the version the form read; a stale one is refused (409 stale_version). Absent: last write wins. */
  version?: number | null;
}

/** docs/product/entities.md Sale payload. productName is what the screen showed; the server keeps the product's own name. */
export interface SaleWrite {
  productId: number;
  quantity: number;
  unitPrice: number | string;
  productName?: string;
}

/** POST /api/products/sell answer: the sale kept, the product after it and the income it wrote. */
export interface SaleResult {
  sale: { id: number; productId: number; productName: string; quantity: number; unitPrice: string; total: string; soldAt: string };
  product: ProductDto;
  transactionId: number | null;
}

/** docs/product/states.md Stock status. */
export type StockStatus = 'out' | 'low' | 'ok';
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = { out: 'Sem Estoque', low: 'Estoque Baixo', ok: 'Em Estoque' };

/** 0 = 'Sem Estoque'; at or below the minimum = 'Estoque Baixo'; else 'Em Estoque'. */
export function stockStatus(p: { currentStock: number; minStock: number }): StockStatus {
  if (p.currentStock <= 0) return 'out';
  return p.currentStock <= p.minStock ? 'low' : 'ok';
}

/** What the dashboard's 'Produtos em Falta' counts (the API counts the same in SQL: current_stock <= min_stock). */
export function needsRestock(p: { currentStock: number; minStock: number }): boolean {
  return stockStatus(p) !== 'ok';
}

/** DELETE /api/products/{id}: the product is gone from the catalogue; `message` is the toast. */
export interface ProductRemovedDto {
  success: true;
  message: string;
}
