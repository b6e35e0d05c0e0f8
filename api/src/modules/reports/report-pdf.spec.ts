import type { ReportAnswer } from '@salao/contracts';
import { reportCsv } from './report-csv';
import { brMoney } from './report-cells';
import { reportPdf } from './report-pdf';

const answer: ReportAnswer = {
  report: 'revenue',
  title: 'Faturamento',
  period: { from: '2026-10-01', to: '2026-10-31' },
  previousPeriod: null,
  groupBy: 'professional',
  columns: [
    { key: 'visits', label: 'Atendimentos', type: 'int' },
    { key: 'net', label: 'Líquido', type: 'money' },
    { key: 'rate', label: 'Taxa', type: 'percent' },
  ],
  rows: [{ key: 's1', label: 'Ana; "a Dona"', values: { visits: 2, net: 123456, rate: 12.5 } }],
  totals: { visits: 2, net: 123456, rate: 12.5 },
  previous: null,
  cards: [],
  chart: null,
};

function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    return [...texts(o.text), ...texts(o.columns), ...texts(o.stack), ...texts(o.content), ...texts((o.table as { body?: unknown } | undefined)?.body)];
  }
  return [];
}

describe('report exports', () => {
  it("the PDF carries the salon's name, the title, the period and when it was generated, on the salon's clock", () => {
    const doc = reportPdf(answer, { establishment: 'Salão da Ana', logo: null, now: Date.parse('2026-11-05T13:07:00Z'), zone: 'America/Sao_Paulo' });
    const printed = texts(doc.content);
    expect(printed).toEqual(
      expect.arrayContaining(['Salão da Ana', 'Faturamento', 'Período: 01/10/2026 a 31/10/2026', 'Gerado em 05/11/2026 10:07', '1.234,56', '12,5%', 'Total']),
    );
  });

  it("the CSV quotes a field with ';' or quotes and writes money as 1.234,56", () => {
    const text = reportCsv(answer).toString('utf8');
    expect(text.split('\r\n')).toEqual(['\uFEFFProfissional;Atendimentos;Líquido;Taxa', '"Ana; ""a Dona""";2;1.234,56;12,5', 'Total;2;1.234,56;12,5', '']);
    expect([brMoney(0), brMoney(5), brMoney(-123456789)]).toEqual(['0,00', '0,05', '-1.234.567,89']);
  });
});
