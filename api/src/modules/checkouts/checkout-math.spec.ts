import type { PaymentMethodSetting } from '@salao/contracts';
import { addDays, paymentFee, shareOut } from './checkout-math';

const credito: PaymentMethodSetting = {
  method: 'credito',
  active: true,
  feePercent: 3.19,
  fixedFee: 10,
  receiptDays: 30,
  installmentFees: [{ installments: 3, feePercent: 5.5 }],
};

describe('checkout math', () => {
  it('rounds the percent fee to the cent (half up) and adds the fixed fee', () => {
    // 10 000 × 3,19 % = 319 + 10
    expect(paymentFee(10_000, credito, 1)).toBe(329);
    // 1 234 × 3,19 % = 39,3646 → 39, + 10
    expect(paymentFee(1_234, credito, 1)).toBe(49);
    // 50 × 1 % = 0,5 → 1 (half up)
    expect(paymentFee(50, { ...credito, feePercent: 1, fixedFee: 0 }, 1)).toBe(1);
  });

  it("uses the installment plan's percent when there is one, else the method's", () => {
    expect(paymentFee(10_000, credito, 3)).toBe(560);
    expect(paymentFee(10_000, credito, 2)).toBe(329);
  });

  it('never charges more than the gross, and adds calendar days across a month', () => {
    expect(paymentFee(5, credito, 1)).toBe(5);
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('shares cents in proportion, the leftover cents to the largest remainders, adding up exactly', () => {
    // 1000 over 1:1:1 → 333.33 each; one cent left, to the first of the equal remainders
    expect(shareOut(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    // 10 % of a 25 000 comanda over 10 000 / 12 000 / 3 000
    expect(shareOut(2500, [10000, 12000, 3000])).toEqual([1000, 1200, 300]);
    expect(shareOut(7, [1, 2])).toEqual([2, 5]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(100, [0, 0])).toEqual([0, 0]);
  });
});
