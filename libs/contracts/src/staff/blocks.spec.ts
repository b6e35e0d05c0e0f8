import { STAFF_BLOCK_MSG, staffBlockDeleteQuerySchema, staffBlockSchema, staffBlocksQuerySchema } from './blocks';

const block = { date: '2025-03-10', startTime: '12:00', endTime: '13:00', reason: 'Almoço' };

describe('time block schemas', () => {
  it("a block repeats 'none' by default and keeps an optional last day", () => {
    expect(staffBlockSchema.validateSync(block)).toEqual({ ...block, repeat: 'none' });
    expect(staffBlockSchema.validateSync({ ...block, repeat: 'weekly', until: '' })).toMatchObject({ repeat: 'weekly', until: null });
  });

  it('refuses an end not after the start, a last day before the date, an unknown repeat and an impossible date', () => {
    expect(() => staffBlockSchema.validateSync({ ...block, endTime: '12:00' })).toThrow(STAFF_BLOCK_MSG.endAfterStart);
    expect(() => staffBlockSchema.validateSync({ ...block, repeat: 'daily', until: '2025-03-09' })).toThrow(STAFF_BLOCK_MSG.untilBeforeDate);
    expect(() => staffBlockSchema.validateSync({ ...block, repeat: 'monthly' })).toThrow(STAFF_BLOCK_MSG.repeat);
    expect(() => staffBlockSchema.validateSync({ ...block, date: '2025-02-29' })).toThrow('Data inválida');
  });

  it('the period is ordered and at most a year; a removed occurrence is a real day', () => {
    expect(staffBlocksQuerySchema.validateSync({ from: '2025-01-01', to: '2026-01-01' })).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(() => staffBlocksQuerySchema.validateSync({ from: '2025-03-01', to: '2025-02-28' })).toThrow(STAFF_BLOCK_MSG.toBeforeFrom);
    expect(() => staffBlocksQuerySchema.validateSync({ from: '2025-01-01', to: '2026-01-02' })).toThrow(STAFF_BLOCK_MSG.periodTooLong);
    expect(() => staffBlockDeleteQuerySchema.validateSync({ date: '2025-13-01' })).toThrow('Data inválida');
  });
});
