import { COMMISSION_BASE_LABELS, formatBRL, fromCents, type CommissionEntryDto, type CommissionPayoutDto } from '@salao/contracts';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { br } from './commissions.service';

const KIND_LABELS = { item: 'Item', tip: 'Gorjeta', reversal: 'Estorno' } as const;

/** The payout's statement ('Extrato de comissões'): each entry with its base, percent and amount, and the total. */
export function statementDocument(establishment: string, payout: CommissionPayoutDto, entries: CommissionEntryDto[]): TDocumentDefinitions {
  const money = (cents: number) => formatBRL(fromCents(cents));
  return {
    info: { title: `Extrato de comissões - ${payout.staffName}` },
    content: [
      { text: establishment, style: 'header' },
      { text: 'Extrato de comissões', fontSize: 14, margin: [0, 4, 0, 8] },
      { text: `Profissional: ${payout.staffName}` },
      { text: `Período: ${br(payout.from)} a ${br(payout.to)}` },
      { text: `Fechamento nº ${payout.id} em ${br(payout.createdAt)}`, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto'],
          body: [
            ['Data', 'Descrição', 'Base', '%', 'Comissão'].map((text) => ({ text, bold: true })),
            ...entries.map((e) => [
              br(e.occurredAt),
              `${e.description}${e.kind === 'item' ? '' : ` (${KIND_LABELS[e.kind]})`}`,
              { text: money(e.baseAmount), alignment: 'right' as const },
              { text: `${e.percent.toLocaleString('pt-BR')} %`, alignment: 'right' as const },
              { text: money(e.amount), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Total: ${money(payout.total)}`, bold: true, alignment: 'right', margin: [0, 10, 0, 0] },
      { text: `Bases de cálculo possíveis: ${Object.values(COMMISSION_BASE_LABELS).join(', ')}.`, fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] },
    ],
    styles: { header: { fontSize: 16, bold: true } },
  };
}
