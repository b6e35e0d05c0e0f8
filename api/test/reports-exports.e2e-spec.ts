import { SESSION_COOKIE } from '@salao/contracts';
import ExcelJS from 'exceljs';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { reportsClock, revenueSet } from './reports-fixtures';

/** The exports (docs/product/reports.md, 'Exports'): the same figures as the report, as CSV, XLSX and PDF downloads. */
describe('reports: exports', () => {
  let t: TestApp;
  let owner: Tenant;
  const q = 'from=2026-10-01&to=2026-10-31&groupBy=professional';

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: reportsClock.file });
    owner = await createTenant(t.url, t.db, 'Expert');
    await revenueSet(t, owner);
  }, 60000);
  afterAll(() => t.close());

  const download = async (format: string, report = 'revenue') => {
    const res = await fetch(`${t.url}/api/reports/${report}/export?${q}&format=${format}`, {
      headers: { cookie: `${SESSION_COOKIE}=${owner.client.token}` },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };

  it("CSV: UTF-8 with BOM, ';' between fields, decimal comma, the report's columns and a Total row", async () => {
    const f = await download('csv');
    expect(f.status).toBe(200);
    expect(f.type).toMatch(/^text\/csv/);
    expect(f.disposition).toBe('attachment; filename="faturamento-2026-10-01-a-2026-10-31.csv"');
    expect([...f.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = f.bytes
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0]).toEqual(['Profissional', 'Atendimentos', 'Bruto', 'Descontos', 'Gorjetas', 'Faturado', 'Taxas de cartão', 'Líquido', 'Ticket médio']);
    const parse = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
    const ana = lines.find((l) => l[0] === 'Ana')!;
    expect(ana.slice(1)).toEqual(['2', '115,10', '13,10', '10,00', '112,00', '0,78', '111,22', '55,61']);
    const total = lines[lines.length - 1]!;
    expect(total[0]).toBe('Total');
    expect(parse(total[5]!)).toBe(217);
    expect(parse(total[7]!)).toBe(215.74);
  });

  it('XLSX: opens with exceljs and holds numbers with the BRL format, not text', async () => {
    const f = await download('xlsx');
    expect(f.status).toBe(200);
    expect(f.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(f.disposition).toBe('attachment; filename="faturamento-2026-10-01-a-2026-10-31.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(f.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toContain('Faturamento');
    expect(sheet.getCell('A2').value).toBe('Período: 01/10/2026 a 31/10/2026');
    const header = (sheet.getRow(4).values as unknown[]).slice(1);
    expect(header[0]).toBe('Profissional');
    let ana = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Ana') ana = n;
    });
    const cell = sheet.getRow(ana).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    expect(cell.value).toBe(115.1);
    expect(cell.numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(ana).getCell(2).value).toBe(2);
  });

  it('PDF: a PDF download named after the report and its period; occupancy exports too', async () => {
    const f = await download('pdf');
    expect(f.status).toBe(200);
    expect(f.type).toBe('application/pdf');
    expect(f.disposition).toBe('attachment; filename="faturamento-2026-10-01-a-2026-10-31.pdf"');
    expect(f.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const format of ['csv', 'xlsx', 'pdf']) expect([format, (await download(format, 'occupancy')).status]).toEqual([format, 200]);
  });
});
