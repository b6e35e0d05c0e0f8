import { formatBRL, type GiftCardDto } from '@salao/contracts';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const brl = (cents: number) => formatBRL(cents / 100).replace(/\s/g, ' ');
const br = (date: string) => date.split('-').reverse().join('/');

/** The printable card (A6 landscape): the salon, the value, for whom, the message, the code and its expiry. */
export function giftCardDocument(card: GiftCardDto, establishment: string): TDocumentDefinitions {
  return {
    info: { title: `Vale-presente ${card.code}` },
    pageSize: 'A6',
    pageOrientation: 'landscape',
    pageMargins: [24, 24, 24, 24],
    content: [
      { text: establishment, fontSize: 13, bold: true, alignment: 'center' },
      { text: 'Vale-presente', fontSize: 18, bold: true, alignment: 'center', margin: [0, 6, 0, 4] },
      { text: brl(card.amount), fontSize: 22, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
      card.recipient ? { text: `Para: ${card.recipient}`, alignment: 'center', margin: [0, 0, 0, 4] } : '',
      card.message ? { text: card.message, italics: true, alignment: 'center', margin: [0, 0, 0, 6] } : '',
      { text: card.code, fontSize: 16, bold: true, alignment: 'center', characterSpacing: 2, margin: [0, 6, 0, 4] },
      { text: `Válido até ${br(card.expiresOn)}. Apresente este código no caixa.`, fontSize: 9, alignment: 'center', color: '#555555' },
    ],
  };
}
