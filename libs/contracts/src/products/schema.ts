import * as yup from '../yup';
import { requiredId } from '../fields';
import { moneyField, optionalMoneyField } from '../finances/money';
import { PRODUCT_MSG } from './messages';

export const STOCK_MAX = 1_000_000;

/** Whole units, from min up to STOCK_MAX; '' and null are missing. */
const units = (message: string, min: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message)
    .max(STOCK_MAX, PRODUCT_MSG.stockMax);

const optionalText = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .max(max, message);

/** POST /api/products and PUT /api/products/{id} (SPEC §5 'Product'); a missing cost is 0. */
export const productSchema = yup.object({
  name: yup.string().trim().required(PRODUCT_MSG.name).max(120, PRODUCT_MSG.nameMax),
  category: yup.string().trim().required(PRODUCT_MSG.category).max(80, PRODUCT_MSG.categoryMax),
  brand: optionalText(80, PRODUCT_MSG.brandMax),
  price: moneyField(PRODUCT_MSG.price, PRODUCT_MSG.priceInvalid),
  cost: optionalMoneyField(PRODUCT_MSG.costInvalid),
  currentStock: units(PRODUCT_MSG.currentStock, 0),
  minStock: units(PRODUCT_MSG.minStock, 0),
  description: optionalText(1000, PRODUCT_MSG.descriptionMax),
});
export type ProductInput = yup.InferType<typeof productSchema>;

/** POST /api/products/sell (SPEC §5 'Sale'); the stock check itself is the server's, under a row lock. */
export const saleSchema = yup.object({
  productId: requiredId(PRODUCT_MSG.productId),
  quantity: units(PRODUCT_MSG.quantity, 1),
  unitPrice: moneyField(PRODUCT_MSG.unitPriceInvalid, PRODUCT_MSG.unitPriceInvalid),
  productName: yup.string().trim().max(120, PRODUCT_MSG.nameMax).nullable().optional(),
});
export type SaleInput = yup.InferType<typeof saleSchema>;
