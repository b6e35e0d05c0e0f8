/**
 * Gift cards (vale-presente) and the client's credit (docs/product/gift-cards.md). Amounts are integer cents.
 * A card's balance and a client's credit are ledgers: one row per movement, the balance their sum.
 */
export const GIFT_CARD_ENTRY_KINDS = ['issue', 'use', 'refund', 'cancel'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];
export const GIFT_CARD_ENTRY_LABELS: Record<GiftCardEntryKind, string> = {
  issue: 'Emissão',
  use: 'Uso',
  refund: 'Devolvido por estorno',
  cancel: 'Cancelado (venda estornada)',
};

/** Code alphabet: no 0/O, 1/I/L (read aloud or typed from paper without doubt). 16 characters, ~80 bits. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Months a card is valid from its sale. */
export const GIFT_CARD_VALID_MONTHS = 12;
export const GIFT_CARD_MIN = 100;
export const GIFT_CARD_MAX = 10_000_000;

/** 'abcd efgh-ijkl mnop' → 'ABCD-EFGH-IJKL-MNOP' (the form a code is stored and printed in). */
export function normalizeGiftCardCode(raw: string): string {
  const s = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return s.match(/.{1,4}/g)?.join('-') ?? '';
}

export interface GiftCardEntryDto {
  id: number;
  kind: GiftCardEntryKind;
  /** Signed cents. */
  amount: number;
  checkoutId: number | null;
  checkoutNumber: number | null;
  createdAt: string;
}

export interface GiftCardDto {
  id: number;
  code: string;
  amount: number;
  balance: number;
  recipient: string | null;
  message: string | null;
  /** 'yyyy-MM-dd' (last valid day, the establishment's calendar). */
  expiresOn: string;
  expired: boolean;
  status: 'active' | 'cancelled';
  checkoutId: number | null;
  createdAt: string;
  entries: GiftCardEntryDto[];
}

export const CLIENT_CREDIT_KINDS = ['change', 'refund', 'use', 'use_refund'] as const;
export type ClientCreditKind = (typeof CLIENT_CREDIT_KINDS)[number];
export const CLIENT_CREDIT_KIND_LABELS: Record<ClientCreditKind, string> = {
  change: 'Troco guardado',
  refund: 'Estorno em crédito',
  use: 'Pagamento com crédito',
  use_refund: 'Crédito devolvido por estorno',
};

/** One line of the profile's 'Crédito' card: a credit movement or a debt ('fiado') movement. */
export interface ClientCreditMovementDto {
  id: string;
  source: 'credit' | 'fiado';
  kind: string;
  label: string;
  /** Signed cents. */
  amount: number;
  checkoutId: number | null;
  checkoutNumber: number | null;
  createdAt: string;
}

/** GET /api/clients/{id}/credit. */
export interface ClientCreditDto {
  clientId: number;
  /** Her credit (≥ 0). */
  credit: number;
  /** What she owes ('fiado', ≥ 0). */
  debt: number;
  movements: ClientCreditMovementDto[];
}
