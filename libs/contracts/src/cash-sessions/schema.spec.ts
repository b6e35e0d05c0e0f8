import { CASH_MSG } from './messages';
import { cashCloseSchema, cashMovementSchema, cashOpenSchema } from './schema';

const error = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('cash drawer schemas (docs/product/api.md, Caixa)', () => {
  it('opens with integer cents and the default register', () => {
    expect(cashOpenSchema.validateSync({ openingAmount: 10000 })).toEqual({ openingAmount: 10000, register: 'Caixa' });
    expect(error(() => cashOpenSchema.validateSync({ openingAmount: 10.5 }))).toBe(CASH_MSG.openingAmount);
    expect(error(() => cashOpenSchema.validateSync({ openingAmount: -1 }))).toBe(CASH_MSG.openingAmount);
  });

  it('a sangria needs its reason; a suprimento does not', () => {
    expect(error(() => cashMovementSchema.validateSync({ type: 'sangria', amount: 100 }))).toBe(CASH_MSG.reasonRequired);
    expect(cashMovementSchema.validateSync({ type: 'suprimento', amount: 100 })).toEqual({ type: 'suprimento', amount: 100, reason: null });
    expect(error(() => cashMovementSchema.validateSync({ type: 'suprimento', amount: 0 }))).toBe(CASH_MSG.amount);
  });

  it('the close counts dinheiro at least, each method in cents', () => {
    expect(error(() => cashCloseSchema.validateSync({ counted: { debito: 100 } }))).toBe(CASH_MSG.countedCash);
    expect(error(() => cashCloseSchema.validateSync({ counted: { dinheiro: 1.5 } }))).toBe(CASH_MSG.counted);
    expect(cashCloseSchema.validateSync({ counted: { dinheiro: 0, pix: 300 }, version: 1 }).counted).toMatchObject({ dinheiro: 0, pix: 300 });
  });
});
