import { toCents } from '@salao/contracts';
import type { MonthTransaction } from './month-transaction';

const HEADER = ['Data', 'Tipo', 'Descrição', 'Categoria', 'Forma de Pagamento', 'Valor (R$)', 'Observações'];
const TYPE_LABEL = { income: 'Receita', expense: 'Despesa' } as const;

/** 'yyyy-MM-dd…' (the establishment's wall clock) -> dd/MM/yyyy. */
function brazilianDate(value: string): string {
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** Integer cents -> '1234,56': decimal comma, no thousands mark, so the spreadsheet reads a number. */
function decimalComma(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; text a spreadsheet would run
 * as a formula (=, +, -, @ first) gets a leading apostrophe (CSV injection).
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The month's transactions as Brazilian spreadsheets read a CSV: ';' between fields, decimal comma,
 * dd/MM/yyyy, CRLF lines, UTF-8 with a BOM (so accents open right), oldest first.
 */
export function monthCsv(transactions: readonly MonthTransaction[]): string {
  const rows = [...transactions]
    .sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.id - b.id)
    .map((t) =>
      [brazilianDate(t.transactionDate), TYPE_LABEL[t.type], t.description, t.category, t.paymentMethod ?? '', decimalComma(toCents(t.amount)), t.notes ?? '']
        .map(field)
        .join(';'),
    );
  return `\uFEFF${[HEADER.join(';'), ...rows].join('\r\n')}\r\n`;
}

/** File name of a month's export: movimentacoes-2026-11.csv. */
export function monthCsvName(month: string): string {
  return `movimentacoes-${month}.csv`;
}
