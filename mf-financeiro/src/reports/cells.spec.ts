import { changeOf, formatCell, formatMinutes } from './cells';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('report cells', () => {
  it('money in cents as R$, percent, int, minutes and dates', () => {
    expect(nbsp(formatCell('money', 123456))).toBe('R$ 1.234,56');
    expect(nbsp(formatCell('money', -500))).toBe('-R$ 5,00');
    expect(formatCell('percent', 12.5)).toBe('12,5%');
    expect(formatCell('int', 1234)).toBe('1.234');
    expect(formatCell('minutes', 125)).toBe('2 h 05 min');
    expect(formatCell('date', '2026-10-05')).toBe('05/10/2026');
    expect(formatCell('text', 'Ana')).toBe('Ana');
    expect(formatCell('money', null)).toBe('—');
  });

  it('minutes read as hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(61)).toBe('1 h 01 min');
  });

  it('the change against the previous period', () => {
    expect(changeOf(110, 100)).toMatchObject({ direction: 'up', text: '▲ 10%' });
    expect(changeOf(75, 100)).toMatchObject({ direction: 'down', text: '▼ 25%' });
    expect(changeOf(5, 5)).toMatchObject({ direction: 'same' });
    expect(changeOf(5, 0)).toMatchObject({ direction: 'up', text: '▲ novo' });
    expect(changeOf(5, null)).toBeNull();
  });
});
