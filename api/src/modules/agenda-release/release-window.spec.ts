import { addMonths, releasedWindow } from './release-window';

describe('agenda release window', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', 0)).toBe('2026-01');
  });

  it('opens the next months on the release day on São Paulo clock, not UTC', () => {
    const zone = 'America/Sao_Paulo';
    // 2026-03-28 02:30Z is still the 27th at 23:30 in São Paulo: not yet the release day.
    expect(releasedWindow(Date.parse('2026-03-28T02:30:00Z'), zone, 2, 28).months).toEqual(['2026-03', '2026-04']);
    // 03:30Z is the 28th at 00:30 there: April and May open.
    expect(releasedWindow(Date.parse('2026-03-28T03:30:00Z'), zone, 2, 28)).toEqual({ today: '2026-03-28', months: ['2026-03', '2026-04', '2026-05'] });
  });

  it('a release day past the month end counts as its last day', () => {
    expect(releasedWindow(Date.parse('2026-02-28T15:00:00Z'), 'America/Sao_Paulo', 1, 31).months).toEqual(['2026-02', '2026-03']);
    expect(releasedWindow(Date.parse('2026-02-27T15:00:00Z'), 'America/Sao_Paulo', 1, 31).months).toEqual(['2026-02']);
  });
});
