import { CHECKOUT_PAYMENT_METHOD_LABELS, formatBRL, type CashSessionDetailDto } from '@salao/contracts';
import { renderPdf } from '../../platform/pdf/pdf';
import { localDateTime } from '../../platform/time/wall-clock';

const MOVEMENT_LABELS = { sangria: 'Sangria', suprimento: 'Suprimento', pagamento: 'Pagamento' } as const;

/** The drawer's printable closing report: figures, the count per method and the movements, on the establishment's clock. */
export function cashReportPdf(s: CashSessionDetailDto, name: string, zone: string, now: number): Promise<Buffer> {
  const money = (cents: number | null) => (cents === null ? '—' : formatBRL(cents / 100));
  const when = (at: string | null) => {
    if (!at) return '—';
    const t = localDateTime(new Date(at).getTime(), zone);
    return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 16)}`;
  };
  const f = s.figures;
  return renderPdf({
    info: { title: `Fechamento de caixa - ${s.register}` },
    content: [
      { text: name, style: 'small' },
      { text: `Relatório de fechamento de caixa - ${s.register}`, fontSize: 14, bold: true, margin: [0, 4, 0, 8] },
      { text: `Aberto em ${when(s.openedAt)} por ${s.openedBy ?? '—'}` },
      { text: s.closedAt ? `Fechado em ${when(s.closedAt)} por ${s.closedBy ?? '—'}` : 'Caixa ainda aberto', margin: [0, 0, 0, 8] },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ['Abertura', money(f.opening)],
            ['Dinheiro recebido', money(f.cashReceived)],
            ['Troco', money(-f.change)],
            ['Sangrias', money(-f.sangrias)],
            ['Suprimentos', money(f.suprimentos)],
            [
              { text: 'Esperado em dinheiro', bold: true },
              { text: money(f.expectedCash), bold: true },
            ],
          ],
        },
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            ['Forma de pagamento', 'Esperado', 'Contado', 'Diferença'],
            ...s.methods.map((l) => [
              CHECKOUT_PAYMENT_METHOD_LABELS[l.method],
              money(l.expected),
              money(l.counted),
              l.difference === null ? '—' : `${money(l.difference)}${l.difference > 0 ? ' (sobra)' : l.difference < 0 ? ' (falta)' : ''}`,
            ]),
          ],
        },
        margin: [0, 0, 0, 8],
      },
      { text: 'Movimentações', bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', '*', 'auto'],
          body: [
            ['Hora', 'Tipo', 'Descrição', 'Valor'],
            ...s.movements.map((m) => [
              when(m.createdAt).slice(11),
              MOVEMENT_LABELS[m.type],
              m.type === 'pagamento'
                ? `${m.reason ? `${m.reason}, ` : ''}${CHECKOUT_PAYMENT_METHOD_LABELS[m.method!]}${m.change > 0 ? `, troco ${money(m.change)}` : ''}`
                : (m.reason ?? ''),
              money(m.type === 'sangria' ? -m.amount : m.amount),
            ]),
          ],
        },
      },
      { text: `Emitido em ${when(new Date(now).toISOString())}`, style: 'small', margin: [0, 12, 0, 0] },
    ],
    styles: { small: { fontSize: 8, color: '#555555' } },
  });
}
