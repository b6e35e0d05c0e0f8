import { computeCommission, lineCommissionCents } from './commission';

describe('commission arithmetic', () => {
  it('rounds each line half up to the cent', () => {
    expect(lineCommissionCents(3333, '10.00')).toBe(333);
    expect(lineCommissionCents(3335, '10.00')).toBe(334);
    expect(lineCommissionCents(8000, '12.50')).toBe(1000);
    expect(lineCommissionCents(99999999999999, '100.00')).toBe(99999999999999);
  });

  it('totals prices and the rounded lines exactly', () => {
    const line = (price: string) => ({ date: '2026-11-20T10:00:00', clientName: 'A', serviceName: 'S', price });
    const r = computeCommission([line('0.10'), line('0.20'), line('35.55')], '33.33');
    expect(r.totalServiceValue).toBe('35.85');
    expect(r.lines.map((l) => l.commissionAmount)).toEqual(['0.03', '0.07', '11.85']);
    expect(r.commissionValue).toBe('11.95');
  });
});
