import { dayjs } from './dayjs';

let intlBrl: Intl.NumberFormat | null = null;

/**
 * R$ with two decimals; accepts numbers and decimal strings ("59.00"). Written as Intl's pt-BR currency format writes
 * it ('R$ 1.234,50' with a no-break space, '-R$ 0,50'; rounded half away from zero on the number's shortest decimal
 * form, so 1.005 is 'R$ 1,01'), without building Intl's formatter: that cost ~20 ms of a phone's first visit
 * (docs/architecture.md, 'First visit'). Amounts past ten trillion go through Intl itself.
 */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  const x = Number.isFinite(n) ? (n as number) : 0;
  const abs = Math.abs(x);
  if (abs >= 1e13) return (intlBrl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })).format(x);
  // The shortest decimal form ('1.005'); below 1e-6 it is exponential and rounds to zero.
  const text = abs < 1e-6 ? '0' : String(abs);
  const [whole = '0', fraction = ''] = text.split('.');
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.charCodeAt(2) >= 53) cents += 1; // the third decimal is 5 or more
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const negative = x < 0 || Object.is(x, -0);
  return `${negative ? '-' : ''}R$\u00a0${grouped},${String(cents % 100).padStart(2, '0')}`;
}

/** dd/MM/yyyy, or 'Data inválida' (docs/product/validation.md). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return 'Data inválida';
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', true) : dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : 'Data inválida';
}

/** Decimal string or number -> integer cents, without binary-float drift. */
export function toCents(value: number | string): number {
  const s = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) throw new Error(`valor monetário inválido: ${value}`);
  const negative = s.startsWith('-');
  const [whole, frac = ''] = s.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Integer cents -> decimal string "123.45". */
export function fromCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as an R$ field shows them: 1250 → '12,50'. */
export function moneyText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * What a person types in an R$ field ('12,50', '1.234,5', '12') as integer cents, or null when it is empty or
 * not an amount with at most two decimals. The API takes cents only (docs/product/api.md, 'Checkouts').
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

/** A rate as a field shows it: 1.99 → '1,99'; 3 → '3'. */
export function percentText(value: number): string {
  return String(value).replace('.', ',');
}

/** A typed rate: '1,99', '1.99' or '1,99 %' → 1.99; '' → undefined (missing); anything else → NaN (not a number). */
export function parsePercent(text: string): number | undefined {
  const s = text.trim().replace(/\s|%/g, '');
  if (!s) return undefined;
  return /^\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : Number.NaN;
}

/** Initials for the avatar in the header. */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Brazilian phone for display: (11) 98765-4321 / (11) 3456-7890; anything else is shown as typed. */
export function formatPhone(value: string | null | undefined): string {
  const d = digitsOnly(value);
  const local = d.length === 13 && d.startsWith('55') ? d.slice(2) : d.length === 12 && d.startsWith('55') ? d.slice(2) : d;
  if (local.length === 11) return `(${local.slice(0, 2)}) ${local.slice(2, 7)}-${local.slice(7)}`;
  if (local.length === 10) return `(${local.slice(0, 2)}) ${local.slice(2, 6)}-${local.slice(6)}`;
  return value ?? '';
}
