import { formatBRL, formatDate, formatPhone, fromCents, toCents } from './format';
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
