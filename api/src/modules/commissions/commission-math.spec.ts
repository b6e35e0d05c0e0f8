import { commissionBase, commissionCents, commissionPercent } from './commission-math';

describe('commission math', () => {
  const item = { gross: 8000, discount: 500, sharedDiscount: 750, feeShare: 120 };

  it('reads the base the establishment chose', () => {
    expect(commissionBase(item, 'bruto')).toBe(8000);
    expect(commissionBase(item, 'desconto')).toBe(6750);
    expect(commissionBase(item, 'desconto_taxas')).toBe(6630);
    expect(commissionBase({ gross: 100, discount: 100, sharedDiscount: 0, feeShare: 5 }, 'desconto_taxas')).toBe(0);
  });

  it('rounds half a cent up', () => {
    expect(commissionCents(3333, '12.50')).toBe(417); // 416.625
    expect(commissionCents(10, '12.5')).toBe(1); // 1.25
    expect(commissionCents(4, '12.5')).toBe(1); // 0.5
    expect(commissionCents(1000, '100')).toBe(1000);
    expect(commissionCents(0, '40')).toBe(0);
  });
});

describe('commissionPercent', () => {
  const rates = [
    { staffId: 7, serviceId: 1, productId: null, percent: '50.00' },
    { staffId: null, serviceId: 1, productId: null, percent: '40.00' },
    { staffId: null, serviceId: null, productId: 9, percent: '10.00' },
  ];

  it("takes her own rate for the service first, then everyone's, then her default rate, then 0", () => {
    expect(commissionPercent(rates, '30.00', 7, { serviceId: 1, productId: null })).toBe('50.00');
    expect(commissionPercent(rates, '30.00', 8, { serviceId: 1, productId: null })).toBe('40.00');
    expect(commissionPercent(rates, '30.00', 8, { serviceId: null, productId: 9 })).toBe('10.00');
    expect(commissionPercent(rates, '30.00', 8, { serviceId: 2, productId: null })).toBe('30.00');
    expect(commissionPercent(rates, undefined, 8, { serviceId: 2, productId: null })).toBe('0');
  });
});
