import { dayjs } from './dayjs';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ with two decimals; accepts numbers and decimal strings ("59.00"). */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return brl.format(Number.isFinite(n) ? (n as number) : 0);
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
