import { formatBRL, toCents } from '@salao/contracts';

/** 'R$ 1.234,56' of integer cents. */
export const brl = (cents: number) => formatBRL(cents / 100);

/** What a person types in reais ('150', '150,5', '1.234,56', '1234.56') as integer cents; null when it is not money. */
export function reaisToCents(typed: string): number | null {
  let s = typed.replace(/\s|R\$/g, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  try {
    const cents = toCents(s);
    return cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}

/** 'Sobra de R$ 5,00', 'Falta de R$ 5,50' or 'Sem diferença'. */
export function differenceLabel(difference: number): string {
  if (difference > 0) return `Sobra de ${brl(difference)}`;
  if (difference < 0) return `Falta de ${brl(-difference)}`;
  return 'Sem diferença';
}
