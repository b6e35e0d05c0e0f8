import { PERIOD_PRESETS, presetOf } from './period';

const range = (key: string, today: string) => PERIOD_PRESETS.find((p) => p.key === key)!.range(today);

describe('report period presets', () => {
  it('answer whole days on the salon calendar', () => {
    expect(range('today', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(range('week', '2026-11-27')).toEqual({ from: '2026-11-22', to: '2026-11-27' });
    expect(range('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(range('last-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(range('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(range('90-days', '2026-11-27')).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(range('year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });

  it('a period that is a preset names it', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-27')).toBe('last-month');
    expect(presetOf({ from: '2026-10-02', to: '2026-10-31' }, '2026-11-27')).toBeNull();
  });
});
