import type { TransactionDto } from '@salao/contracts';

/** The fields of a transaction (docs/product/entities.md) the month view, chart and export read. */
export type MonthTransaction = Pick<TransactionDto, 'id' | 'type' | 'description' | 'category' | 'paymentMethod' | 'transactionDate' | 'notes'> & {
  amount: string | number;
};
