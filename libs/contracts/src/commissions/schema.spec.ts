import { COMMISSIONS_MSG, commissionEntriesQuerySchema, commissionPayoutSchema, commissionRulesSchema } from '../index';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('commission schemas', () => {
  it('rules: a known base, percents from 0 to 100 with 2 decimals, one rate per target and professional', () => {
    expect(commissionRulesSchema.validateSync({ base: 'desconto' })).toMatchObject({ base: 'desconto', services: [], products: [] });
    expect(errorOf(() => commissionRulesSchema.validateSync({ base: 'liquido' }))).toBe(COMMISSIONS_MSG.base);
    expect(errorOf(() => commissionRulesSchema.validateSync({ base: 'bruto', services: [{ serviceId: 1, percent: 10.555 }] }))).toBe(COMMISSIONS_MSG.percent);
    expect(
      errorOf(() =>
        commissionRulesSchema.validateSync({
          base: 'bruto',
          services: [
            { serviceId: 1, staffId: 2, percent: 10 },
            { serviceId: 1, staffId: 2, percent: 20 },
          ],
        }),
      ),
    ).toBe(COMMISSIONS_MSG.duplicateRule);
    expect(
      commissionRulesSchema.validateSync({
        base: 'bruto',
        services: [
          { serviceId: 1, percent: 10 },
          { serviceId: 1, staffId: 2, percent: 12.5 },
        ],
      }).services,
    ).toEqual([
      { serviceId: 1, staffId: null, percent: 10 },
      { serviceId: 1, staffId: 2, percent: 12.5 },
    ]);
  });

  it('periods: real days, the end not before the start', () => {
    expect(errorOf(() => commissionPayoutSchema.validateSync({ staffId: 1, from: '2025-02-30', to: '2025-03-01' }))).toBe(COMMISSIONS_MSG.date);
    expect(errorOf(() => commissionPayoutSchema.validateSync({ staffId: 1, from: '2025-03-02', to: '2025-03-01' }))).toBe(COMMISSIONS_MSG.period);
    expect(errorOf(() => commissionPayoutSchema.validateSync({ from: '2025-03-01', to: '2025-03-31' }))).toBe(COMMISSIONS_MSG.selectStaff);
    expect(commissionEntriesQuerySchema.validateSync({ staffId: '', status: '' })).toMatchObject({ page: 1 });
    expect(errorOf(() => commissionEntriesQuerySchema.validateSync({ status: 'closed' }))).toBe(COMMISSIONS_MSG.status);
  });
});
