import type { CheckoutPaymentMethod } from '../checkouts/dto';

/**
 * The cash drawer (caixa) API (docs/product/api.md, 'Caixa'). Every amount is an integer number of cents:
 * 1990 is R$ 19,90.
 */
export const CASH_DEFAULT_REGISTER = 'Caixa';
export const CASH_MOVEMENT_TYPES = ['sangria', 'suprimento'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export type CashSessionStatus = 'open' | 'closed';

/** The cash figures of a drawer: expected = opening + cashReceived − change − sangrias + suprimentos. */
export interface CashFigures {
  opening: number;
  cashReceived: number;
  change: number;
  sangrias: number;
  suprimentos: number;
  expectedCash: number;
}

/** One payment method at the closing: counted null when it was not counted; difference = counted − expected (> 0 sobra, < 0 falta). */
export interface CashMethodLine {
  method: CheckoutPaymentMethod;
  expected: number;
  counted: number | null;
  difference: number | null;
}

export interface CashMovementDto {
  id: number;
  type: CashMovementType | 'pagamento';
  method: CheckoutPaymentMethod | null;
  amount: number;
  /** Payments in cash: what was handed over and the change given back. */
  received: number | null;
  change: number;
  reason: string | null;
  checkoutId: number | null;
  userName: string | null;
  createdAt: string;
}

export interface CashSessionDto {
  id: number;
  register: string;
  status: CashSessionStatus;
  openedAt: string;
  openedBy: string | null;
  closedAt: string | null;
  closedBy: string | null;
  figures: CashFigures;
  /** Per method: dinheiro always first; the others that received payments or were counted. */
  methods: CashMethodLine[];
  version: number;
}

export interface CashSessionDetailDto extends CashSessionDto {
  movements: CashMovementDto[];
}

export interface CashSettingsDto {
  /** 'Exigir caixa aberto para receber em dinheiro'. */
  requireOpenForCash: boolean;
  version: number;
}
