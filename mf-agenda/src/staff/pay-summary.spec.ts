import { paySummary } from './pay-summary';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('paySummary', () => {
  it('salary and commission', () => expect(nbsp(paySummary({ salaryAmount: '1500.00', commissionRate: '10.00' }))).toBe('R$ 1.500,00 + 10% comissão'));
  it('commission only', () => expect(paySummary({ salaryAmount: null, commissionRate: '12.5' })).toBe('12,5% comissão'));
  it('salary only', () => expect(nbsp(paySummary({ salaryAmount: '2000', commissionRate: '0' }))).toBe('R$ 2.000,00'));
  it('nothing set', () => expect(paySummary({ salaryAmount: null, commissionRate: null })).toBe('Não definido'));
});
