import { CHECKOUT_MSG, checkoutPaymentSchema, checkoutSchema, PAYMENT_METHODS_MSG, paymentMethodsSchema } from '../index';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('checkout schemas (amounts in integer cents)', () => {
  it('refuses a fractional amount and a tip without its professional, in pt-BR', () => {
    expect(errorOf(() => checkoutSchema.validateSync({ items: [{ type: 'product', productId: 1, unitPrice: 19.9 }] }))).toBe(CHECKOUT_MSG.amountCents);
    expect(errorOf(() => checkoutSchema.validateSync({ tip: { amount: 500 } }))).toBe(CHECKOUT_MSG.tipStaff);
    expect(errorOf(() => checkoutSchema.validateSync({ items: [{ type: 'service' }] }))).toBe(CHECKOUT_MSG.serviceId);
  });

  it('defaults a payment to 1 installment and refuses an unknown method', () => {
    expect(checkoutPaymentSchema.validateSync({ method: 'pix', amount: 100 })).toMatchObject({ method: 'pix', amount: 100, installments: 1 });
    expect(errorOf(() => checkoutPaymentSchema.validateSync({ method: 'boleto', amount: 100 }))).toBe(CHECKOUT_MSG.method);
  });

  it('refuses a fee percent with 3 decimals and a method listed twice', () => {
    const m = { method: 'debito', active: true, feePercent: 1.999, fixedFee: 0, receiptDays: 1 };
    expect(errorOf(() => paymentMethodsSchema.validateSync({ methods: [m] }))).toBe(PAYMENT_METHODS_MSG.feePercent);
    const ok = { ...m, feePercent: 1.99 };
    expect(errorOf(() => paymentMethodsSchema.validateSync({ methods: [ok, ok] }))).toBe(PAYMENT_METHODS_MSG.duplicate);
  });
});
