import { TRANSACTION_MSG } from './messages';
import { transactionPageSchema, transactionSchema } from './schema';

const expense = { type: 'expense', amount: 0.1, description: 'Luz', category: 'Energia Elétrica', paymentMethod: 'PIX', date: '2026-11-20' };

describe('transaction schemas (SPEC §5 Transaction, §9 categories)', () => {
  it('keeps the amount exact as a decimal string', () => {
    expect(transactionSchema.validateSync(expense).amount).toBe('0.1');
    expect(transactionSchema.validateSync({ ...expense, amount: '10,50' }).amount).toBe('10.50');
  });

  it('answers with SPEC messages', () => {
    expect(() => transactionSchema.validateSync({ ...expense, type: '' })).toThrow(TRANSACTION_MSG.type);
    expect(() => transactionSchema.validateSync({ ...expense, amount: null })).toThrow(TRANSACTION_MSG.amount);
    expect(() => transactionSchema.validateSync({ ...expense, amount: 0 })).toThrow(TRANSACTION_MSG.amountInvalid);
    expect(() => transactionSchema.validateSync({ ...expense, amount: 0.001 })).toThrow(TRANSACTION_MSG.amountInvalid);
    expect(() => transactionSchema.validateSync({ ...expense, description: 'a' })).toThrow(TRANSACTION_MSG.description);
    expect(() => transactionSchema.validateSync({ ...expense, category: '' })).toThrow(TRANSACTION_MSG.category);
    expect(() => transactionSchema.validateSync({ ...expense, category: 'Produtos Vendidos' })).toThrow(TRANSACTION_MSG.categoryInvalid);
    expect(() => transactionSchema.validateSync({ ...expense, paymentMethod: '' })).toThrow(TRANSACTION_MSG.paymentMethod);
    expect(() => transactionSchema.validateSync({ ...expense, date: '' })).toThrow(TRANSACTION_MSG.date);
  });

  it('pages 25 at a time by default', () => {
    expect(transactionPageSchema.validateSync({})).toEqual({ page: 1, limit: 25 });
    expect(() => transactionPageSchema.validateSync({ page: '0' })).toThrow(TRANSACTION_MSG.page);
  });

  it('narrows the list to a real yyyy-MM month, or to none when absent or empty', () => {
    expect(transactionPageSchema.validateSync({ month: '2025-03' })).toEqual({ page: 1, limit: 25, month: '2025-03' });
    expect(transactionPageSchema.validateSync({ month: '' }).month).toBeUndefined();
    for (const month of ['2025-13', '2025-3', '1899-12', '2101-01', 'março']) {
      expect(() => transactionPageSchema.validateSync({ month })).toThrow(TRANSACTION_MSG.month);
    }
  });
});
