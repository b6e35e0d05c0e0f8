import type { ReportAnswer } from '@salao/contracts';
import { customReportCsv, customReportEmail } from './custom-report-email';

const answer: ReportAnswer = {
  report: 'custom',
  title: 'Faturamento <semanal>',
  period: { from: '2026-11-23', to: '2026-11-29' },
  previousPeriod: null,
  groupBy: 'day',
  columns: [
    { key: 'day', label: 'Dia', type: 'date' },
    { key: 'professional', label: 'Profissional', type: 'text' },
    { key: 'revenue', label: 'Faturamento após descontos', type: 'money' },
  ],
  rows: [
    { key: '2026-11-23|1', label: '', values: { day: '2026-11-23', professional: 'Ana; "Aninha"', revenue: 123456 } },
    { key: '2026-11-24|2', label: '', values: { day: '2026-11-24', professional: 'Bia', revenue: -500 } },
  ],
  totals: { revenue: 122956 },
  previous: null,
  cards: [],
  chart: null,
};

describe('custom report e-mail', () => {
  it('writes the Brazilian CSV: BOM, ;, dd/MM/yyyy, 1.234,56, quoted text, a Total row', () => {
    expect(customReportCsv(answer)).toBe(
      '\uFEFFDia;Profissional;Faturamento após descontos\r\n23/11/2026;"Ana; ""Aninha""";1.234,56\r\n24/11/2026;Bia;-5,00\r\nTotal;;1.229,56\r\n',
    );
  });

  it('escapes the names in the HTML body and attaches the CSV', () => {
    const mail = customReportEmail('dona@salao.com', 'Salão <Bela>', answer, 'relatorio.csv');
    expect(mail.subject).toBe('Relatório semanal: Faturamento <semanal> (23/11/2026 a 29/11/2026)');
    expect(mail.html).toContain('Salão &lt;Bela&gt;');
    expect(mail.html).not.toContain('<Bela>');
    expect(Buffer.from(mail.attachments![0]!.content, 'base64').toString('utf8')).toBe(customReportCsv(answer));
  });
});
