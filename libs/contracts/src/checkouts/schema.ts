import * as yup from '../yup';
import { cursorQuerySchema } from '../http/cursor';
import { optionalId, pageNumber, requiredId } from '../fields';
import { versionField } from '../http/version-field';
import {
  CHECKOUT_ITEM_TYPES,
  CHECKOUT_PAYMENT_METHODS,
  CHECKOUT_STATUSES,
  type CheckoutItemType,
  type CheckoutPaymentMethod,
  type CheckoutStatus,
} from './dto';
import { CHECKOUT_MSG, PAYMENT_METHODS_MSG } from './messages';
import { PACKAGE_MSG } from '../packages/messages';
import { GIFT_CARD_MAX, GIFT_CARD_MIN } from '../gift-cards/dto';
import { GIFT_CARD_MSG } from '../gift-cards/messages';

/** Integer cents up to numeric(12,2)'s range. */
export const CENTS_MAX = 99_999_999_999;

/** A whole number from min to max ('' and null are missing); anything else answers `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

const cents = (message: string) => wholeNumber(message, 0, CENTS_MAX);

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .required(message)
    .oneOf([...values], message) as unknown as yup.StringSchema<T>;

const percent = () =>
  yup
    .number()
    .typeError(PAYMENT_METHODS_MSG.feePercent)
    .required(PAYMENT_METHODS_MSG.feePercent)
    .min(0, PAYMENT_METHODS_MSG.feePercent)
    .max(100, PAYMENT_METHODS_MSG.feePercent)
    .test('two-decimals', PAYMENT_METHODS_MSG.feePercent, (v) => v === undefined || Math.abs(Math.round(v * 100) - v * 100) < 1e-6);

/** PUT /api/payment-methods: the methods sent replace theirs; the ones not sent keep their settings. */
export const paymentMethodsSchema = yup.object({
  methods: yup
    .array(
      yup.object({
        method: oneOf<CheckoutPaymentMethod>(CHECKOUT_PAYMENT_METHODS, PAYMENT_METHODS_MSG.method),
        active: yup.boolean().typeError(PAYMENT_METHODS_MSG.method).required(PAYMENT_METHODS_MSG.method),
        feePercent: percent(),
        fixedFee: wholeNumber(PAYMENT_METHODS_MSG.fixedFee, 0, 100_000).required(PAYMENT_METHODS_MSG.fixedFee),
        receiptDays: wholeNumber(PAYMENT_METHODS_MSG.receiptDays, 0, 365).required(PAYMENT_METHODS_MSG.receiptDays),
        installmentFees: yup
          .array(
            yup.object({
              installments: wholeNumber(PAYMENT_METHODS_MSG.installments, 2, 12).required(PAYMENT_METHODS_MSG.installments),
              feePercent: percent(),
            }),
          )
          .max(11, PAYMENT_METHODS_MSG.installments)
          .default([])
          .test('unique', PAYMENT_METHODS_MSG.installments, (list) => new Set((list ?? []).map((f) => f.installments)).size === (list ?? []).length),
      }),
    )
    .typeError(PAYMENT_METHODS_MSG.methods)
    .required(PAYMENT_METHODS_MSG.methods)
    .min(1, PAYMENT_METHODS_MSG.methods)
    .test('unique', PAYMENT_METHODS_MSG.duplicate, (list) => new Set((list ?? []).map((m) => m.method)).size === (list ?? []).length),
  version: versionField(),
});
export type PaymentMethodsInput = yup.InferType<typeof paymentMethodsSchema>;

const checkoutItem = yup
  .object({
    type: oneOf<CheckoutItemType>(CHECKOUT_ITEM_TYPES, CHECKOUT_MSG.itemType),
    serviceId: optionalId(CHECKOUT_MSG.serviceId)
      .nullable()
      .when('type', ([type], s) => (type === 'service' ? s.required(CHECKOUT_MSG.serviceId) : s)),
    productId: optionalId(CHECKOUT_MSG.productId)
      .nullable()
      .when('type', ([type], s) => (type === 'product' ? s.required(CHECKOUT_MSG.productId) : s)),
    packageId: optionalId(PACKAGE_MSG.packageId)
      .nullable()
      .when('type', ([type], s) => (type === 'package' ? s.required(PACKAGE_MSG.packageId) : s)),
    /** A service that uses a session of this client package (docs/product/packages.md). */
    clientPackageId: optionalId(PACKAGE_MSG.clientPackageId).nullable(),
    staffId: optionalId(CHECKOUT_MSG.staffId).nullable(),
    quantity: wholeNumber(CHECKOUT_MSG.quantity, 1, 1000).default(1),
    /** Cents; absent: the service's or product's list price. */
    unitPrice: cents(CHECKOUT_MSG.amountCents).optional(),
    discount: cents(CHECKOUT_MSG.amountCents).default(0),
    // A gift card (docs/product/gift-cards.md): its amount is the unitPrice, with an optional recipient and message.
    recipient: yup.string().trim().max(80, GIFT_CARD_MSG.recipientMax).nullable().optional(),
    message: yup.string().trim().max(300, GIFT_CARD_MSG.messageMax).nullable().optional(),
  })
  .test(
    'gift-amount',
    GIFT_CARD_MSG.amount,
    (i) => i.type !== 'gift_card' || (i.unitPrice !== undefined && i.unitPrice >= GIFT_CARD_MIN && i.unitPrice <= GIFT_CARD_MAX),
  );

/** POST /api/checkouts and PUT /api/checkouts/{id}: amounts in integer cents. */
export const checkoutSchema = yup.object({
  clientId: optionalId(CHECKOUT_MSG.clientId).nullable(),
  appointmentIds: yup
    .array(requiredId(CHECKOUT_MSG.appointmentIds).max(2147483647, CHECKOUT_MSG.appointmentIds))
    .typeError(CHECKOUT_MSG.appointmentIds)
    .max(20, CHECKOUT_MSG.appointmentIds)
    .default([]),
  items: yup.array(checkoutItem).typeError(CHECKOUT_MSG.items).max(100, CHECKOUT_MSG.itemsMax).default([]),
  discount: cents(CHECKOUT_MSG.amountCents).default(0),
  tip: yup
    .object({
      amount: cents(CHECKOUT_MSG.amountCents).default(0),
      staffId: optionalId(CHECKOUT_MSG.staffId).nullable(),
    })
    .nullable()
    .default(null)
    .test('tip-staff', CHECKOUT_MSG.tipStaff, (tip) => !tip || !tip.amount || !!tip.staffId),
  version: versionField(),
});
export type CheckoutInput = yup.InferType<typeof checkoutSchema>;

/** POST /api/checkouts/{id}/payments. */
export const checkoutPaymentSchema = yup.object({
  method: oneOf<CheckoutPaymentMethod>(CHECKOUT_PAYMENT_METHODS, CHECKOUT_MSG.method),
  amount: wholeNumber(CHECKOUT_MSG.paymentAmount, 1, CENTS_MAX).required(CHECKOUT_MSG.paymentAmount),
  installments: wholeNumber(CHECKOUT_MSG.installments, 1, 12).default(1),
  cardBrand: yup.string().trim().max(30, CHECKOUT_MSG.cardBrandMax).nullable().optional(),
  received: cents(CHECKOUT_MSG.amountCents).nullable().optional(),
  /** vale_presente: the card's code (docs/product/gift-cards.md). */
  giftCardCode: yup
    .string()
    .trim()
    .max(40, GIFT_CARD_MSG.code)
    .nullable()
    .optional()
    .when('method', ([method], s) => (method === 'vale_presente' ? s.required(GIFT_CARD_MSG.code) : s)),
  /** dinheiro: the change stays as the client's credit ('Guardar troco como crédito'). */
  changeToCredit: yup.boolean().typeError(GIFT_CARD_MSG.changeToCreditCashOnly).default(false),
});
export type CheckoutPaymentInput = yup.InferType<typeof checkoutPaymentSchema>;

/** GET /api/checkouts?date&status&clientId&page (20 a page). */
export const checkoutPageSchema = yup.object({
  date: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .matches(/^\d{4}-\d{2}-\d{2}$/, CHECKOUT_MSG.date)
    .optional(),
  status: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .oneOf([...CHECKOUT_STATUSES], CHECKOUT_MSG.status)
    .optional() as yup.StringSchema<CheckoutStatus | undefined>,
  clientId: optionalId(CHECKOUT_MSG.clientId),
  /** The comandas that charge this appointment (the open one, if any, is where its 'Fechar comanda' goes). */
  appointmentId: optionalId(CHECKOUT_MSG.appointmentId),
  page: pageNumber(CHECKOUT_MSG.page, 1_000_000, 1),
});
export type CheckoutPageQuery = yup.InferType<typeof checkoutPageSchema>;

/** GET /api/checkouts?after&limit with the same filters: a cursor page (docs/product/api.md 'Cursor pages'). */
export const checkoutCursorSchema = checkoutPageSchema.omit(['page']).concat(cursorQuerySchema);
export type CheckoutCursorQuery = yup.InferType<typeof checkoutCursorSchema>;

/** POST /api/checkouts/{id}/close. */
export const checkoutCloseSchema = yup.object({
  leaveBalanceAsDebt: yup.boolean().typeError(CHECKOUT_MSG.leaveBalanceAsDebt).default(false),
});
export type CheckoutCloseInput = yup.InferType<typeof checkoutCloseSchema>;

/** POST /api/checkouts/{id}/refund: the items given (each once), or without itemIds every item not yet refunded. */
export const checkoutRefundSchema = yup.object({
  reason: yup.string().trim().required(CHECKOUT_MSG.refundReason).max(300, CHECKOUT_MSG.refundReasonMax),
  itemIds: yup
    .array(requiredId(CHECKOUT_MSG.refundItemIds).max(2147483647, CHECKOUT_MSG.refundItemIds))
    .typeError(CHECKOUT_MSG.refundItemIds)
    .min(1, CHECKOUT_MSG.refundItemIds)
    .max(100, CHECKOUT_MSG.refundItemIds)
    .test('unique', CHECKOUT_MSG.refundItemDuplicate, (list) => !list || new Set(list).size === list.length)
    .nullable()
    .optional(),
  /** The money given back becomes the client's credit instead (docs/product/gift-cards.md). */
  toCredit: yup.boolean().typeError(CHECKOUT_MSG.refundItemIds).default(false),
});
export type CheckoutRefundInput = yup.InferType<typeof checkoutRefundSchema>;

export const RECEIPT_CHANNELS = ['email', 'whatsapp'] as const;
export type ReceiptChannel = (typeof RECEIPT_CHANNELS)[number];

/** POST /api/checkouts/{id}/receipt/send: the receipt PDF to the comanda's client. */
export const checkoutReceiptSendSchema = yup.object({
  channel: oneOf<ReceiptChannel>(RECEIPT_CHANNELS, CHECKOUT_MSG.receiptChannel),
});
export type CheckoutReceiptSendInput = yup.InferType<typeof checkoutReceiptSendSchema>;
