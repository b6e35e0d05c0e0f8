import { monthCsv, monthCsvName } from './month-csv';
import type { MonthTransaction } from './month-transaction';

const tx = (over: Partial<MonthTransaction>): MonthTransaction => ({
  id: 1,
  type: 'income',
  amount: '10.00',
  description: 'Corte',
  category: 'Serviços Realizados',
  paymentMethod: 'PIX',
  transactionDate: '2026-11-05',
  notes: null,
  ...over,
});

describe('monthCsv', () => {
  it('writes what Brazilian spreadsheets read: BOM, semicolons, decimal comma, dd/MM/yyyy, CRLF', () => {
    const csv = monthCsv([
      tx({ amount: '1234.5' }),
      tx({ id: 2, type: 'expense', amount: 0.3, description: 'Água', category: 'Água', paymentMethod: 'Dinheiro', transactionDate: '2026-11-01T10:30:00' }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Tipo;Descrição;Categoria;Forma de Pagamento;Valor (R$);Observações',
      '01/11/2026;Despesa;Água;Água;Dinheiro;0,30;',
      '05/11/2026;Receita;Corte;Serviços Realizados;PIX;1234,50;',
      '',
    ]);
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    const line = monthCsv([tx({ description: 'Escova; "luxo"', notes: '=HYPERLINK("x")' })]).split('\r\n')[1];
    expect(line).toBe(`05/11/2026;Receita;"Escova; ""luxo""";Serviços Realizados;PIX;10,00;"'=HYPERLINK(""x"")"`);
  });

  it('names the file by month', () => {
    expect(monthCsvName('2026-11')).toBe('movimentacoes-2026-11.csv');
  });
});
