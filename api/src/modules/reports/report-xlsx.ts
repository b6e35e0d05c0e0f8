import type { ReportAnswer, ReportColumn, ReportValue } from '@salao/contracts';
import type { CellValue } from 'exceljs';
import { exportTable, periodText } from './report-cells';

const FORMATS: Partial<Record<ReportColumn['type'], string>> = { money: '"R$" #,##0.00', percent: '0.0%', int: '0', minutes: '0', date: 'dd/mm/yyyy' };

/** A cell's typed value: money in reais, a percent as a fraction (its format shows '%'), a date as a Date. */
function cellValue(column: ReportColumn, value: ReportValue): CellValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'money':
      return Number(value) / 100;
    case 'percent':
      return Number(value) / 100;
    case 'int':
    case 'minutes':
      return Number(value);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? new Date(`${String(value)}T00:00:00Z`) : String(value);
    default:
      return String(value);
  }
}

/** XLSX with exceljs (docs/product/reports.md, 'Exports'): numbers stay numbers, with the BRL, percent and date formats. */
export async function reportXlsx(a: ReportAnswer, establishment: string): Promise<Buffer> {
  // exceljs loads with the first export, not at every start of the API (docs/architecture.md, 'Start-up cost').
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = establishment;
  const sheet = book.addWorksheet(a.title.slice(0, 31));
  const { header, rows } = exportTable(a);
  sheet.addRow([`${establishment} - ${a.title}`]).font = { bold: true };
  sheet.addRow([`Período: ${periodText(a)}`]);
  sheet.addRow([]);
  sheet.addRow(header.map((c) => c.label)).font = { bold: true };
  for (const r of rows) sheet.addRow(header.map((c) => (c.key === 'label' ? r.label : cellValue(c, r.values[c.key] ?? null))));
  header.forEach((c, n) => {
    const col = sheet.getColumn(n + 1);
    col.width = n === 0 ? 32 : Math.max(14, c.label.length + 2);
    const format = FORMATS[c.type];
    if (format) col.numFmt = format;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
