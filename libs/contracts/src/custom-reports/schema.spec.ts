import { customReportRunSchema, customReportSchema } from './schema';
import { CUSTOM_REPORTS_MSG } from './messages';
import { REPORTS_MSG } from '../reports/messages';

const valid = { name: 'Faturamento por profissional', metric: 'revenue', groupBy: ['professional', 'month'], chart: 'bar' };
const message = (schema: typeof customReportSchema | typeof customReportRunSchema, value: unknown) => {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('customReportSchema', () => {
  it('accepts a report and fills the defaults', () => {
    expect(customReportSchema.validateSync(valid)).toEqual({ ...valid, filters: {}, weeklyEmail: false });
  });

  it('answers the pt-BR messages', () => {
    expect(message(customReportSchema, { ...valid, name: '  ' })).toBe(CUSTOM_REPORTS_MSG.name);
    expect(message(customReportSchema, { ...valid, groupBy: [] })).toBe(CUSTOM_REPORTS_MSG.groupBy);
    expect(message(customReportSchema, { ...valid, groupBy: ['day', 'month', 'client'] })).toBe(CUSTOM_REPORTS_MSG.groupBy);
    expect(message(customReportSchema, { ...valid, groupBy: ['day', 'day'] })).toBe(CUSTOM_REPORTS_MSG.groupByRepeated);
    expect(message(customReportSchema, { ...valid, groupBy: ['hour'] })).toBe(CUSTOM_REPORTS_MSG.groupByInvalid);
    expect(message(customReportSchema, { ...valid, metric: 'profit' })).toBe(CUSTOM_REPORTS_MSG.metric);
    expect(message(customReportSchema, { ...valid, chart: 'pie' })).toBe(CUSTOM_REPORTS_MSG.chart);
    expect(message(customReportSchema, { ...valid, filters: { staffIds: ['x'] } })).toBe(CUSTOM_REPORTS_MSG.filters);
  });
});

describe('customReportRunSchema', () => {
  it('takes a period of whole days, in order, at most a year and a day', () => {
    expect(customReportRunSchema.validateSync({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(message(customReportRunSchema, { from: '2026-10-31', to: '2026-10-01' })).toBe(REPORTS_MSG.period);
    expect(message(customReportRunSchema, { from: '2026-02-30', to: '2026-03-01' })).toBe(REPORTS_MSG.period);
    expect(message(customReportRunSchema, { from: '2024-01-01', to: '2026-01-01' })).toBe(REPORTS_MSG.periodTooLong);
  });
});
