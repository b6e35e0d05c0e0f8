import { monthSeries } from './month-series';
import type { MonthTransaction } from './month-transaction';

const tx = (type: 'income' | 'expense', amount: string | number, transactionDate: string, id = 1): MonthTransaction => ({
  id,
  type,
  amount,
  description: 'x',
  category: 'c',
  paymentMethod: null,
  transactionDate,
  notes: null,
});

describe('monthSeries', () => {
  it('sums income and expenses per day in exact cents, ignoring other months', () => {
    const s = monthSeries('2026-02', [
      tx('income', '0.10', '2026-02-01'),
      tx('income', 0.2, '2026-02-01T18:00:00'),
      tx('expense', '50.00', '2026-02-28'),
      tx('income', '99.00', '2026-03-01'),
    ]);
    expect(s.days).toHaveLength(28);
    expect(s.incomeCents[0]).toBe(30);
    expect(s.expenseCents[27]).toBe(5000);
    expect(s.totalIncomeCents).toBe(30);
    expect(s.totalExpenseCents).toBe(5000);
  });
});
