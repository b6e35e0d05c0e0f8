import type { ReportAnswer } from '@salao/contracts';
import { chartData } from './chart-data';

const answer = (rows: ReportAnswer['rows'], x: string): ReportAnswer => ({
  report: 'custom',
  title: 'Teste',
  period: { from: '2026-10-01', to: '2026-10-31' },
  previousPeriod: null,
  groupBy: 'month',
  columns: [
    { key: 'month', label: 'Mês', type: 'text' },
    { key: 'revenue', label: 'Faturamento', type: 'money' },
  ],
  rows,
  totals: {},
  previous: null,
  cards: [],
  chart: { type: 'bar', x, series: ['revenue'] },
});

describe('report chart data', () => {
  it('money is drawn in reais, one point per row, labelled by the x column', () => {
    const data = chartData(
      answer(
        [
          { key: 'a', label: '09/2026', values: { month: '09/2026', revenue: 12345 } },
          { key: 'b', label: '10/2026', values: { month: '10/2026', revenue: null } },
        ],
        'month',
      ),
    )!;
    expect(data.labels).toEqual(['09/2026', '10/2026']);
    expect(data.series[0]!.values).toEqual([123.45, null]);
  });

  it("an x that repeats (two groupings) or is not a column takes the row's label", () => {
    const rows = [
      { key: 'a', label: '09/2026 · Ana', values: { month: '09/2026', revenue: 100 } },
      { key: 'b', label: '09/2026 · Carla', values: { month: '09/2026', revenue: 200 } },
    ];
    expect(chartData(answer(rows, 'month'))!.labels).toEqual(['09/2026 · Ana', '09/2026 · Carla']);
    expect(chartData(answer(rows, 'label'))!.labels).toEqual(['09/2026 · Ana', '09/2026 · Carla']);
  });

  it('no chart, no rows or no known series: nothing to draw', () => {
    expect(chartData({ ...answer([], 'month') })).toBeNull();
    expect(chartData({ ...answer([{ key: 'a', label: 'x', values: {} }], 'month'), chart: null })).toBeNull();
  });
});
