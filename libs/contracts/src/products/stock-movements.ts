import type { ProductDto } from './dto';

/**
 * The stock ledger (docs/architecture.md, 'Stock ledger'): every change of a product's stock is one movement,
 * with a signed quantity, the stock it left, who and when. 'checkout' and 'estorno' belong to the comanda and
 * its refunds; 'transferencia' to a transfer between units of one network, negative where the units left and
 * positive where they came in (docs/product/units.md, 'Stock transfers').
 */
export const STOCK_MOVEMENT_KINDS = ['entrada', 'ajuste', 'perda', 'uso_interno', 'venda', 'checkout', 'estorno', 'transferencia'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  entrada: 'Entrada',
  ajuste: 'Ajuste',
  perda: 'Perda',
  uso_interno: 'Uso interno',
  venda: 'Venda',
  checkout: 'Comanda',
  estorno: 'Estorno',
  transferencia: 'Transferência',
};

/** A transfer's line in a unit's history: where the units went (negative) or came from (positive). */
export function transferLabel(quantity: number, unitName: string | null): string {
  const unit = unitName ?? 'outra unidade';
  return quantity < 0 ? `Transferência para ${unit}` : `Transferência de ${unit}`;
}

/** What a person records by hand (POST /api/products/{id}/movements); sales record 'venda' themselves. */
export const MANUAL_MOVEMENT_KINDS = ['entrada', 'perda', 'uso_interno', 'ajuste'] as const satisfies readonly StockMovementKind[];
export type ManualMovementKind = (typeof MANUAL_MOVEMENT_KINDS)[number];

/** Units leave the stock for these: the quantity sent is positive, the movement negative. */
export const OUTGOING_KINDS: readonly ManualMovementKind[] = ['perda', 'uso_interno'];

/**
 * The signed change a manual movement makes: entrada adds, perda and uso interno take, ajuste is already
 * signed (a difference, never a new count: a count typed while a sale happens would undo the sale).
 */
export function movementDelta(kind: ManualMovementKind, quantity: number): number {
  return OUTGOING_KINDS.includes(kind) ? -quantity : quantity;
}

/** One line of GET /api/products/{id}/movements; createdAt on the establishment's clock ('YYYY-MM-DDTHH:mm:ss'). */
export interface StockMovementDto {
  id: number;
  kind: StockMovementKind;
  kindLabel: string;
  /** Signed: +5 came in, -2 went out. */
  quantity: number;
  stockAfter: number;
  reason: string | null;
  saleId: number | null;
  /** A transfer's other unit (its name), else null. */
  transferUnit: string | null;
  userName: string | null;
  createdAt: string;
}

/** GET /api/products/{id}/movements?page&limit: newest first. */
export interface StockMovementPage {
  movements: StockMovementDto[];
  total: number;
}

/** POST /api/products/{id}/movements. */
export interface StockMovementWrite {
  kind: ManualMovementKind;
  quantity: number;
  reason?: string | null;
}

/** Its answer: the movement kept and the product after it. */
export interface StockMovementResult {
  movement: StockMovementDto;
  product: ProductDto;
}

/** POST /api/products/{id}/transfer: units of this product sent to another unit of the network. */
export interface StockTransferWrite {
  toEstablishmentId: number;
  quantity: number;
  reason?: string | null;
}
