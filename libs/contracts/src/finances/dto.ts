import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, PAYMENT_METHODS } from '../constants';

/** Today's and this month's figures on the establishment's clock; money as decimal strings ("80.00"). */
export interface FinanceStats {
  todayIncome: string;
  todayExpenses: string;
  monthIncome: string;
  monthExpenses: string;
}

/** The category of the income a completed appointment records. */
export const INCOME_CATEGORY_SERVICES = INCOME_CATEGORIES[0];
/** The category of the income a product sale records. */
export const INCOME_CATEGORY_PRODUCTS = INCOME_CATEGORIES[1];

export const TRANSACTION_TYPES = ['income', 'expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = { income: 'Receita', expense: 'Despesa' };
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The category choices of each type (docs/product/limits.md). */
export const TRANSACTION_CATEGORIES: Record<TransactionType, readonly string[]> = { income: INCOME_CATEGORIES, expense: EXPENSE_CATEGORIES };

/**
 * docs/product/entities.md Transaction. amount is a decimal string ("80.00"); transactionDate is the establishment's wall
 * clock 'yyyy-MM-ddTHH:mm:ss' (like appointmentDate). paymentMethod is null for income recorded by the
 * system (a completed appointment, a product sale).
 */
export interface TransactionDto {
  id: number;
  type: TransactionType;
  amount: string;
  description: string;
  category: string;
  paymentMethod: string | null;
  transactionDate: string;
  notes: string | null;
  establishmentId: number;
}

/** GET /api/transactions?page&limit: newest first, 25 a page by default (docs/product/limits.md). */
export interface TransactionPage {
  transactions: TransactionDto[];
  total: number;
}

/** GET /api/transactions?after&limit: a cursor page in id order (next = the following page's after, null on the last). */
export interface TransactionCursorPage {
  transactions: TransactionDto[];
  next: number | null;
}

/**
 * POST /api/transactions (docs/product/api.md): amount a number; date 'yyyy-MM-dd' on the establishment's clock.
 * transactionDate and establishmentId may be sent but the server decides both (date and session).
 */
export interface TransactionWrite {
  type: TransactionType;
  amount: number | string;
  description: string;
  category: string;
  paymentMethod: string;
  date: string;
  notes?: string | null;
  transactionDate?: string;
  establishmentId?: number;
}

/** DELETE /api/transactions/{id}: the movement is gone; `message` is the toast. */
export interface TransactionRemovedDto {
  success: true;
  message: string;
}
