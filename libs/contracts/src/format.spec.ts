import { formatBRL, formatDate, formatPhone, fromCents, moneyText, parseMoney, parsePercent, percentText, toCents } from './format';
import { registerPasswordStrength, resetPasswordStrength } from './identity/schema';
import { ianaZone } from './constants';

describe('formatters', () => {
  it('BRL with two decimals', () => {
    expect(formatBRL('59.00').replace(/\s/g, ' ')).toBe('R$ 59,00');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
  it('BRL written exactly as Intl writes it, without Intl: signs, grouping, half-way cents, strings', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const values: number[] = [
      0,
      -0,
      0.001,
      -0.001,
      0.004,
      0.005,
      -0.005,
      1.005,
      2.675,
      0.125,
      1e-7,
      -1e-7,
      999.995,
      1234567.891,
      9999999999999.99,
      1e13,
      -2.5e14,
      NaN,
      Infinity,
    ];
    for (let cents = -200_000; cents <= 200_000; cents += 37) values.push(cents / 100);
    // Numbers with more decimals than cents, including every half-way third decimal.
    for (let k = 0; k < 5_000; k += 1) values.push(((k * 7919) % 1_000_000) / 1000 - 500, ((k * 104729) % 10_000_000) / 10_000);
    const differ = values.filter((v) => formatBRL(v) !== intl.format(Number.isFinite(v) ? v : 0));
    expect(differ.map((v) => [v, formatBRL(v)])).toEqual([]);
    expect(values.length).toBeGreaterThan(20_000);
    expect(formatBRL('59.005')).toBe(intl.format(59.005));
    expect(formatBRL(null)).toBe(intl.format(0));
    expect(formatBRL('abc')).toBe(intl.format(0));
  });
  it('dates as dd/MM/yyyy, invalid as Data inválida', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2026-11-22T14:30:00')).toBe('22/11/2026');
    expect(formatDate('nope')).toBe('Data inválida');
    expect(formatDate(null)).toBe('Data inválida');
  });
  it('money in integer cents, no float drift', () => {
    expect(toCents('0.10') + toCents('0.20')).toBe(30);
    expect(fromCents(toCents('19.99') * 3)).toBe('59.97');
    expect(toCents(79)).toBe(7900);
    expect(() => toCents('abc')).toThrow('valor monetário inválido');
  });
  it('phones as (DD) NNNNN-NNNN, with or without the country code', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 3456-7890')).toBe('(11) 3456-7890');
    expect(formatPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(null)).toBe('');
  });
  it("SPEC's America/Salvador computes as IANA America/Bahia", () => {
    expect(ianaZone('America/Salvador')).toBe('America/Bahia');
    expect(ianaZone(null)).toBe('America/Sao_Paulo');
  });
});

describe('password strength meters (SPEC §5)', () => {
  it('register: 0-4 with its labels', () => {
    expect(registerPasswordStrength('abc')).toEqual({ score: 0, label: 'Muito fraca' });
    expect(registerPasswordStrength('abcdefgh')).toEqual({ score: 1, label: 'Fraca' });
    expect(registerPasswordStrength('Abcdefg1!')).toEqual({ score: 4, label: 'Forte' });
  });
  it('reset: 0-5 with its labels', () => {
    expect(resetPasswordStrength('')).toMatchObject({ score: 0, label: 'Muito fraca' });
    expect(resetPasswordStrength('abcdef').score).toBe(1);
    expect(resetPasswordStrength('Abcdefg1!')).toEqual({ score: 5, label: 'Muito forte' });
  });
});

describe('R$ and % as typed in the fields', () => {
  it('reads pt-BR amounts as integer cents', () => {
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('R$ 1.234,5')).toBe(123450);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('0,07')).toBe(7);
    expect(parseMoney('0,30')).toBe(30);
    expect(parseMoney('19.90')).toBe(1990);
  });
  it('refuses what is not an amount', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1,234')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('9'.repeat(20))).toBeNull();
  });
  it('shows cents with a comma', () => {
    expect(moneyText(1250)).toBe('12,50');
    expect(moneyText(5)).toBe('0,05');
    expect(moneyText(30)).toBe('0,30');
  });
  it('reads and shows rates with a comma', () => {
    expect(parsePercent('1,99')).toBe(1.99);
    expect(parsePercent('3.49 %')).toBe(3.49);
    expect(parsePercent('')).toBeUndefined();
    expect(parsePercent('abc')).toBeNaN();
    expect(percentText(5.29)).toBe('5,29');
    expect(percentText(3)).toBe('3');
  });
});
