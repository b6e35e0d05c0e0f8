import { dayjs, toCents } from '@salao/contracts';
import type { MonthTransaction } from './month-transaction';

/** Per day of the month: income and expenses in integer cents (index 0 = day 1). */
export interface MonthSeries {
  days: number[];
  incomeCents: number[];
  expenseCents: number[];
  totalIncomeCents: number;
  totalExpenseCents: number;
}

/** Sums a month's transactions per day of `month` (yyyy-MM, the establishment's wall clock); others are ignored. */
export function monthSeries(month: string, transactions: readonly MonthTransaction[]): MonthSeries {
  const length = dayjs(`${month}-01`, 'YYYY-MM-DD', true).daysInMonth();
  const days = Array.from({ length }, (_, i) => i + 1);
  const incomeCents = days.map(() => 0);
  const expenseCents = days.map(() => 0);
  for (const t of transactions) {
    if (t.transactionDate.slice(0, 7) !== month) continue;
    const day = Number(t.transactionDate.slice(8, 10));
    const target = t.type === 'income' ? incomeCents : expenseCents;
    target[day - 1] += toCents(t.amount);
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return { days, incomeCents, expenseCents, totalIncomeCents: sum(incomeCents), totalExpenseCents: sum(expenseCents) };
}
