/**
 * The comanda (checkout) API and its payment methods (docs/product/api.md, 'Checkouts'). Every amount of this
 * API (unitPrice, discount, amount, received, change, gross, fee, net, fixedFee, subtotal, total, paid,
 * balance, tip.amount) is an integer number of cents: 1990 is R$ 19,90.
 */
export const CHECKOUT_PAYMENT_METHODS = ['dinheiro', 'debito', 'credito', 'pix', 'transferencia', 'cheque', 'vale_presente', 'credito_cliente'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const CHECKOUT_PAYMENT_METHOD_LABELS: Record<CheckoutPaymentMethod, string> = {
  dinheiro: 'Dinheiro',
  debito: 'Cartão de débito',
  credito: 'Cartão de crédito',
  pix: 'PIX',
  transferencia: 'Transferência',
  cheque: 'Cheque',
  vale_presente: 'Vale-presente',
  credito_cliente: 'Crédito do cliente',
};

/** Days until the money of a method arrives, for a new establishment (its fees start at 0). */
export const DEFAULT_RECEIPT_DAYS: Record<CheckoutPaymentMethod, number> = {
  dinheiro: 0,
  debito: 1,
  credito: 30,
  pix: 0,
  transferencia: 0,
  cheque: 0,
  vale_presente: 0,
  credito_cliente: 0,
};

/** The fee of a card payment in `installments` parcels (2 to 12), in place of the method's feePercent. */
export interface InstallmentFee {
  installments: number;
  feePercent: number;
}

export interface PaymentMethodSetting {
  method: CheckoutPaymentMethod;
  active: boolean;
  /** Percent of the gross, up to 2 decimals (3.19 is 3,19 %). */
  feePercent: number;
  /** Cents per payment. */
  fixedFee: number;
  receiptDays: number;
  installmentFees: InstallmentFee[];
}

/** GET/PUT /api/payment-methods: every method, in CHECKOUT_PAYMENT_METHODS order, and the list's version. */
export interface PaymentMethodsDto {
  methods: PaymentMethodSetting[];
  version: number;
}

export const CHECKOUT_STATUSES = ['open', 'closed', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const CHECKOUT_STATUS_LABELS: Record<CheckoutStatus, string> = { open: 'Aberta', closed: 'Fechada', refunded: 'Estornada' };

/** 'package': a session package sold (docs/product/packages.md); gift_card: a vale-presente sold
 * (docs/product/gift-cards.md), its amount the unitPrice. */
export const CHECKOUT_ITEM_TYPES = ['service', 'product', 'package', 'gift_card'] as const;
export type CheckoutItemType = (typeof CHECKOUT_ITEM_TYPES)[number];

export interface CheckoutItemDto {
  id: number;
  type: CheckoutItemType;
  serviceId: number | null;
  productId: number | null;
  /** The package sold (type 'package'); else null. */
  packageId?: number | null;
  /** The client's package whose session this service uses (priced at 0; docs/product/packages.md); else null. */
  clientPackageId?: number | null;
  name: string;
  staffId: number | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** quantity × unitPrice − discount. */
  total: number;
  /** 'yyyy-MM-ddTHH:mm:ss' on the establishment's clock when the item was refunded; else null. */
  refundedAt: string | null;
  /** A gift card's recipient and message (type gift_card); else null. */
  recipient?: string | null;
  message?: string | null;
}

export interface CheckoutPaymentDto {
  id: number;
  method: CheckoutPaymentMethod;
  amount: number;
  /** Cash handed over (dinheiro); else null. */
  received: number | null;
  change: number;
  installments: number;
  cardBrand: string | null;
  gross: number;
  fee: number;
  net: number;
  /** 'yyyy-MM-dd' on the establishment's calendar: the day the money arrives. */
  expectedOn: string;
  /** 'Sinal': a deposit paid ahead, brought in when the comanda opened (docs/product/deposits.md). */
  label?: string | null;
}

export interface CheckoutDto {
  id: number;
  number: number;
  status: CheckoutStatus;
  clientId: number | null;
  appointmentIds: number[];
  items: CheckoutItemDto[];
  /** Sum of the items' totals. */
  subtotal: number;
  /** The comanda's own discount, over the subtotal. */
  discount: number;
  tip: { amount: number; staffId: number | null };
  /** subtotal − discount + tip. */
  total: number;
  paid: number;
  /** total − paid. */
  balance: number;
  payments: CheckoutPaymentDto[];
  /** The part of the total refunded so far (the refunded items less their part of the discount; the tip with the last). */
  refunded: number;
  /** 'yyyy-MM-ddTHH:mm:ss' on the establishment's clock. */
  createdAt: string;
  version: number;
}

export interface CheckoutPage {
  items: CheckoutDto[];
  total: number;
  page: number;
}

/** GET /api/checkouts?after&limit: a cursor page in id order (next = the following page's after, null on the last). */
export interface CheckoutCursorPage {
  checkouts: CheckoutDto[];
  next: number | null;
}

/** The expense category of card operators' fees (docs/product/api.md, 'Checkouts'). */
export const EXPENSE_CATEGORY_CARD_FEES = 'Taxas de cartão';
/** The expense category of the money a refund gives back, one per payment method. */
export const EXPENSE_CATEGORY_REFUNDS = 'Estornos';
/** The income that reverses the card fee of what a refund gives back, so the month's profit comes back exactly. */
export const INCOME_CATEGORY_FEE_REFUNDS = 'Estorno de taxas de cartão';
/** The income of a debt ('fiado') paid off, one per payment. */
export const INCOME_CATEGORY_DEBT_PAYMENTS = 'Recebimento de fiado';

/** POST /api/checkouts/{id}/receipt/send: the receipt went out; `message` says where, for the toast. */
export interface ReceiptSentDto {
  success: true;
  message: string;
}
