import { differenceLabel, reaisToCents } from './money';

describe('cash money input', () => {
  it('reads reais as a person types them', () => {
    expect(reaisToCents('150')).toBe(15000);
    expect(reaisToCents('150,5')).toBe(15050);
    expect(reaisToCents('1.234,56')).toBe(123456);
    expect(reaisToCents('R$ 12,30')).toBe(1230);
    expect(reaisToCents('abc')).toBeNull();
    expect(reaisToCents('-1')).toBeNull();
    expect(reaisToCents('')).toBeNull();
  });

  it('names the difference', () => {
    expect(differenceLabel(-550).replace(/\s/g, ' ')).toBe('Falta de R$ 5,50');
    expect(differenceLabel(500).replace(/\s/g, ' ')).toBe('Sobra de R$ 5,00');
    expect(differenceLabel(0)).toBe('Sem diferença');
  });
});
