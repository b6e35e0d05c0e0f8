import { moneyText, parseMoney, priceCents } from './money';

describe('R$ typed with a comma, sent as integer cents', () => {
  it('reads pt-BR amounts', () => {
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('R$ 1.234,5')).toBe(123450);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('0,07')).toBe(7);
    expect(parseMoney('19.90')).toBe(1990);
  });

  it('refuses what is not an amount', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1,234')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
  });

  it('shows cents with a comma and reads the older decimal prices', () => {
    expect(moneyText(1250)).toBe('12,50');
    expect(moneyText(5)).toBe('0,05');
    expect(priceCents('59.90')).toBe(5990);
  });
});
