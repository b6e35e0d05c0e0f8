import { PAYMENT_METHODS_MSG, type PaymentMethodsDto } from '@salao/contracts';
import { checkPaymentForm, freeInstallments, toValues, typedCents } from './payment-form';

const dto: PaymentMethodsDto = {
  version: 3,
  methods: [
    { method: 'debito', active: true, feePercent: 1.99, fixedFee: 0, receiptDays: 1, installmentFees: [] },
    {
      method: 'credito',
      active: true,
      feePercent: 3.49,
      fixedFee: 30,
      receiptDays: 30,
      installmentFees: [
        { installments: 6, feePercent: 7.1 },
        { installments: 3, feePercent: 5.29 },
      ],
    },
  ],
};

describe('payment methods form', () => {
  it("tells a missing fee from an unreadable one (the parsers are the contracts' format.ts)", () => {
    expect(typedCents('0,30')).toBe(30);
    expect(typedCents(' ')).toBeUndefined();
    expect(typedCents('1,234')).toBeNaN();
  });

  it('shows the saved settings with commas and the parcels in order', () => {
    const values = toValues(dto);
    expect(values.methods[1]).toEqual({
      method: 'credito',
      active: true,
      feePercent: '3,49',
      fixedFee: '0,30',
      receiptDays: 30,
      installmentFees: [
        { installments: 3, feePercent: '5,29' },
        { installments: 6, feePercent: '7,1' },
      ],
    });
  });

  it('sends cents and decimal rates, and names each wrong field in pt-BR', () => {
    const values = toValues(dto);
    const ok = checkPaymentForm(values);
    expect(ok.input?.methods[1]).toMatchObject({
      feePercent: 3.49,
      fixedFee: 30,
      installmentFees: [
        { installments: 3, feePercent: 5.29 },
        { installments: 6, feePercent: 7.1 },
      ],
    });

    values.methods[0]!.feePercent = '1,999';
    values.methods[1]!.fixedFee = 'trinta';
    values.methods[1]!.installmentFees[1] = { installments: 3, feePercent: '6' };
    const bad = checkPaymentForm(values);
    expect(bad.input).toBeNull();
    expect(bad.errors).toEqual({
      methods: [
        { feePercent: PAYMENT_METHODS_MSG.feePercent },
        { fixedFee: PAYMENT_METHODS_MSG.fixedFee, installmentFees: [{ installments: PAYMENT_METHODS_MSG.installments }] },
      ],
    });
  });

  it('offers only the parcel counts not yet in the list', () => {
    expect(
      freeInstallments([
        { installments: 2, feePercent: '' },
        { installments: 12, feePercent: '' },
      ]),
    ).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
