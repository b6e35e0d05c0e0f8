import { formatBRL, formatDate, formatPhone, fromCents, moneyText, parseMoney, parsePercent, percentText, toCents } from './format';
import { registerPasswordStrength, resetPasswordStrength } from './identity/schema';
import { ianaZone } from './constants';

describe('formatters', () => {
  it('BRL with two decimals', () => {
    expect(formatBRL('59.00').replace(/\s/g, ' ')).toBe('R$ 59,00');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
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
