import { REPORTS_MSG, previousReportPeriod, reportExportSchema, reportPeriodDays, reportQuerySchema, reportVisitsQuerySchema } from '../index';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('report schemas', () => {
  it('a real period, from ≤ to, at most 366 days', () => {
    const s = reportQuerySchema('revenue');
    expect(s.validateSync({ from: '2026-10-01', to: '2026-10-31' })).toMatchObject({ groupBy: 'day', inactiveDays: 60 });
    expect(errorOf(() => s.validateSync({ from: '2026-10-31', to: '2026-10-01' }))).toBe(REPORTS_MSG.period);
    expect(errorOf(() => s.validateSync({ from: '2026-02-30', to: '2026-03-01' }))).toBe(REPORTS_MSG.period);
    expect(errorOf(() => s.validateSync({ to: '2026-03-01' }))).toBe(REPORTS_MSG.period);
    expect(errorOf(() => s.validateSync({ from: '2025-01-01', to: '2026-01-02' }))).toBe(REPORTS_MSG.periodTooLong);
    expect(s.validateSync({ from: '2024-01-01', to: '2024-12-31' }).from).toBe('2024-01-01');
  });

  it("groupBy from the report's list, compare only 'previous', positive ids", () => {
    expect(reportQuerySchema('revenue').validateSync({ from: '2026-10-01', to: '2026-10-01', groupBy: 'method', compare: 'previous' })).toMatchObject({
      groupBy: 'method',
      compare: 'previous',
    });
    expect(errorOf(() => reportQuerySchema('dre').validateSync({ from: '2026-10-01', to: '2026-10-01', groupBy: 'method' }))).toBe(REPORTS_MSG.groupBy);
    expect(errorOf(() => reportQuerySchema('revenue').validateSync({ from: '2026-10-01', to: '2026-10-01', compare: 'last' }))).toBe(REPORTS_MSG.compare);
    expect(errorOf(() => reportQuerySchema('revenue').validateSync({ from: '2026-10-01', to: '2026-10-01', staffId: '-1' }))).toBe(REPORTS_MSG.staffId);
    expect(errorOf(() => reportExportSchema('revenue').validateSync({ from: '2026-10-01', to: '2026-10-01', format: 'doc' }))).toBe(REPORTS_MSG.format);
    expect(reportVisitsQuerySchema.validateSync({ from: '2026-10-01', to: '2026-10-01' }).page).toBe(1);
  });

  it('the previous period has the same length right before', () => {
    expect(reportPeriodDays('2026-10-01', '2026-10-31')).toBe(31);
    expect(previousReportPeriod('2026-10-01', '2026-10-31')).toEqual({ from: '2026-08-31', to: '2026-09-30' });
    expect(previousReportPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});
