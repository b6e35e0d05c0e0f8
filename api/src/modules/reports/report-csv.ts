import type { ReportAnswer } from '@salao/contracts';
import { brText, exportTable } from './report-cells';

const quote = (s: string) => (/[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** CSV the Brazilian way (docs/product/reports.md, 'Exports'): ';' between fields, decimal comma, dd/MM/yyyy, UTF-8 with BOM so Excel reads accents. */
export function reportCsv(a: ReportAnswer): Buffer {
  const { header, rows } = exportTable(a);
  const lines = [header.map((c) => quote(c.label)).join(';')];
  for (const r of rows) lines.push(header.map((c) => quote(c.key === 'label' ? r.label : brText(c, r.values[c.key] ?? null))).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
