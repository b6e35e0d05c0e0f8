import { commissionPeriodMessage, STAFF_MSG } from './messages';
import { commissionQuerySchema } from './schema';

describe('commission query (SPEC §5 Commission query)', () => {
  it('takes staffId null or an id and dates as yyyy-MM-dd (ISO date-times cut to the day)', () => {
    expect(commissionQuerySchema.validateSync({ staffId: null, startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31' })).toEqual({
      staffId: null,
      startDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    expect(commissionQuerySchema.validateSync({ staffId: '7', startDate: '', endDate: '' })).toEqual({ staffId: 7, startDate: null, endDate: null });
  });

  it('refuses a period that ends before it starts, and impossible dates', () => {
    expect(() => commissionQuerySchema.validateSync({ staffId: 1, startDate: '2025-03-10', endDate: '2025-03-01' })).toThrow(STAFF_MSG.endBeforeStart);
    expect(() => commissionQuerySchema.validateSync({ staffId: 1, startDate: '2025-02-30', endDate: '2025-03-01' })).toThrow('Data inválida');
  });

  it('names whose figures and which period', () => {
    expect(commissionPeriodMessage('Ana', '2025-03-01', '2025-03-31')).toBe('Comissão de Ana de 01/03/2025 a 31/03/2025.');
    expect(commissionPeriodMessage('Ana', '2025-03-01', '2025-03-01')).toBe('Comissão de Ana em 01/03/2025.');
  });
});
