import { newKey, type DraftItem } from './draft';

/** A new gift card on the comanda (docs/product/gift-cards.md): R$ 100,00 to start, no professional. */
export const newGiftCardItem = (): DraftItem => ({
  key: newKey(),
  type: 'gift_card',
  serviceId: null,
  productId: null,
  name: 'Vale-presente',
  staffId: null,
  quantity: 1,
  unitPrice: 10000,
  discount: 0,
  recipient: null,
  message: null,
});

export const giftCardBody = (i: DraftItem) => ({
  type: 'gift_card' as const,
  staffId: null,
  quantity: i.quantity,
  unitPrice: i.unitPrice ?? 0,
  discount: 0,
  recipient: i.recipient?.trim() || null,
  message: i.message?.trim() || null,
});

/** The card's PDF, opened in a new tab to print or send. */
export const giftCardPdfUrl = (code: string) => `/api/gift-cards/${code}/pdf`;
