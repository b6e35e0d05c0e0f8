import { formatBRL } from '@salao/contracts';

/**
 * What a person types in an R$ field ('12,50', '1.234,5', '12') as integer cents, or null when it is not an
 * amount with at most two decimals. The API takes cents only (docs/product/api.md, 'Checkouts').
 */
export function parseMoney(text: string): number | null {
  const s = text.replace(/R\$|\s/g, '');
  if (!s) return null;
  // pt-BR: '.' groups thousands and ',' separates the cents; a lone '.' with 1–2 decimals is read as the cents too.
  const normalized = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : /^\d+\.\d{1,2}$/.test(s) ? s : s.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole, frac = ''] = normalized.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the field shows them: 1250 → '12,50'. */
export function moneyText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** Cents as R$ for reading: 1250 → 'R$ 12,50'. */
export const brl = (cents: number): string => formatBRL(cents / 100);

/** A decimal price of the older APIs ('59.90') as cents. */
export function priceCents(price: string | number | null | undefined): number {
  const n = Number(price ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
