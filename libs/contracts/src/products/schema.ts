import * as yup from '../yup';
import { optionalId, pageNumber, requiredId } from '../fields';
import { moneyField, optionalMoneyField } from '../finances/money';
import { versionField } from '../http/version-field';
import { PRODUCT_MSG, STOCK_MOVEMENT_MSG, STOCK_TRANSFER_MSG } from './messages';
import { MANUAL_MOVEMENT_KINDS, type ManualMovementKind } from './stock-movements';

export const STOCK_MAX = 1_000_000;

/** A whole number; '' and null are missing. */
const wholeNumber = (message: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(message)
    .required(message)
    .integer(message);

/** Whole units, from min up to STOCK_MAX. */
const units = (message: string, min: number) => wholeNumber(message).min(min, message).max(STOCK_MAX, PRODUCT_MSG.stockMax);

const optionalText = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .max(max, message);

/** POST /api/products and PUT /api/products/{id} (docs/product/validation.md 'Product'); a missing cost is 0. */
export const productSchema = yup.object({
  name: yup.string().trim().required(PRODUCT_MSG.name).max(120, PRODUCT_MSG.nameMax),
  category: yup.string().trim().required(PRODUCT_MSG.category).max(80, PRODUCT_MSG.categoryMax),
  brand: optionalText(80, PRODUCT_MSG.brandMax),
  price: moneyField(PRODUCT_MSG.price, PRODUCT_MSG.priceInvalid),
  cost: optionalMoneyField(PRODUCT_MSG.costInvalid),
  currentStock: units(PRODUCT_MSG.currentStock, 0),
  minStock: units(PRODUCT_MSG.minStock, 0),
  description: optionalText(1000, PRODUCT_MSG.descriptionMax),
  version: versionField(),
});
export type ProductInput = yup.InferType<typeof productSchema>;

/** POST /api/products/sell (docs/product/validation.md 'Sale'); the stock check itself is the server's, under a row lock. */
export const saleSchema = yup.object({
  productId: requiredId(PRODUCT_MSG.productId),
  quantity: units(PRODUCT_MSG.quantity, 1),
  unitPrice: moneyField(PRODUCT_MSG.unitPriceInvalid, PRODUCT_MSG.unitPriceInvalid),
  productName: yup.string().trim().max(120, PRODUCT_MSG.nameMax).nullable().optional(),
  /** Who bought it, optional: the sale then shows on the client's profile and follows a merge. */
  clientId: optionalId(PRODUCT_MSG.clientId).nullable(),
});
export type SaleInput = yup.InferType<typeof saleSchema>;

/**
 * POST /api/products/{id}/movements: entrada, perda and uso interno take a positive count of units; ajuste
 * takes the signed difference (never the new count: see movementDelta) and needs a reason.
 */
export const stockMovementSchema = yup.object({
  kind: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .required(STOCK_MOVEMENT_MSG.kind)
    .oneOf([...MANUAL_MOVEMENT_KINDS], STOCK_MOVEMENT_MSG.kind) as yup.StringSchema<ManualMovementKind>,
  quantity: wholeNumber(STOCK_MOVEMENT_MSG.quantity).when('kind', ([kind]) =>
    kind === 'ajuste'
      ? wholeNumber(STOCK_MOVEMENT_MSG.adjustment)
          .min(-STOCK_MAX, PRODUCT_MSG.stockMax)
          .max(STOCK_MAX, PRODUCT_MSG.stockMax)
          .test('not-zero', STOCK_MOVEMENT_MSG.adjustment, (v) => v !== 0)
      : units(STOCK_MOVEMENT_MSG.quantity, 1),
  ),
  reason: optionalText(300, STOCK_MOVEMENT_MSG.reasonMax).when('kind', ([kind], schema) =>
    kind === 'ajuste' ? schema.required(STOCK_MOVEMENT_MSG.reason) : schema,
  ),
});
export type StockMovementInput = yup.InferType<typeof stockMovementSchema>;

/** GET /api/products/{id}/movements?page&limit: 20 a page by default. */
export const stockMovementPageSchema = yup.object({
  page: pageNumber(STOCK_MOVEMENT_MSG.page, 1_000_000, 1),
  limit: pageNumber(STOCK_MOVEMENT_MSG.limit, 100, 20),
});
export type StockMovementPageQuery = yup.InferType<typeof stockMovementPageSchema>;

/** POST /api/products/{id}/transfer: whole units to another unit of the network; whether the caller may act there is the server's. */
export const stockTransferSchema = yup.object({
  toEstablishmentId: requiredId(STOCK_TRANSFER_MSG.toUnit).max(2147483647, STOCK_TRANSFER_MSG.toUnit),
  quantity: units(STOCK_TRANSFER_MSG.quantity, 1),
  reason: optionalText(300, STOCK_TRANSFER_MSG.reasonMax),
});
export type StockTransferInput = yup.InferType<typeof stockTransferSchema>;
