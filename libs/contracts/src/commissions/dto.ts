/** What the commission is a percent of: the item's gross, after its discounts, or also after its card fees. */
export const COMMISSION_BASES = ['bruto', 'desconto', 'desconto_taxas'] as const;
export type CommissionBase = (typeof COMMISSION_BASES)[number];

export const COMMISSION_ENTRY_STATUSES = ['open', 'paid'] as const;
export type CommissionEntryStatus = (typeof COMMISSION_ENTRY_STATUSES)[number];

/** item: a closed comanda's item; tip: its tip (100 %); reversal: a refund taking one back (negative). */
export type CommissionEntryKind = 'item' | 'tip' | 'reversal';

/** One rate: a service's (or product's), for every professional when staffId is null, else for that one. */
export interface CommissionRuleDto {
  serviceId?: number;
  productId?: number;
  staffId: number | null;
  percent: number;
}

/** GET/PUT /api/commission-rules (versioned). */
export interface CommissionRulesDto {
  base: CommissionBase;
  services: { serviceId: number; staffId: number | null; percent: number }[];
  products: { productId: number; staffId: number | null; percent: number }[];
  version: number;
}

/** One ledger entry, amounts in cents. */
export interface CommissionEntryDto {
  id: number;
  staffId: number;
  staffName: string;
  checkoutId: number;
  checkoutNumber: number;
  checkoutItemId: number | null;
  kind: CommissionEntryKind;
  description: string;
  baseAmount: number;
  percent: number;
  amount: number;
  status: CommissionEntryStatus;
  payoutId: number | null;
  reversesEntryId: number | null;
  occurredAt: string;
}

export interface CommissionEntryPage {
  items: CommissionEntryDto[];
  total: number;
  page: number;
  /** Sum of the filtered entries per professional (all pages). */
  totals: { staffId: number; staffName: string; amount: number; entries: number }[];
}

export interface CommissionPayoutDto {
  id: number;
  staffId: number;
  staffName: string;
  from: string;
  to: string;
  total: number;
  entries: number;
  transactionId: number | null;
  createdAt: string;
}

export interface CommissionPayoutPage {
  items: CommissionPayoutDto[];
  total: number;
  page: number;
}
