import * as yup from '../yup';
import { CHECKOUT_PAYMENT_METHODS, type CheckoutPaymentMethod } from './dto';

/**
 * A client's balance (docs/product/api.md, 'Checkouts'): her ledger of debts ('fiado') left by comandas, their
 * payments and the debts refunds forgave. Cents; negative = she owes.
 */
export const CLIENT_BALANCE_KINDS = ['debt', 'payment', 'refund'] as const;
export type ClientBalanceKind = (typeof CLIENT_BALANCE_KINDS)[number];
export const CLIENT_BALANCE_KIND_LABELS: Record<ClientBalanceKind, string> = {
  debt: 'Fiado',
  payment: 'Pagamento de fiado',
  refund: 'Fiado estornado',
};

export interface ClientBalanceEntryDto {
  id: number;
  kind: ClientBalanceKind;
  /** Signed cents: a debt is negative. */
  amount: number;
  checkoutId: number | null;
  checkoutNumber: number | null;
  /** The payment's method (kind 'payment'); else null. */
  method: CheckoutPaymentMethod | null;
  /** 'yyyy-MM-ddTHH:mm:ss' on the establishment's clock. */
  createdAt: string;
}

/** GET /api/clients/{id}/balance: the sum of the entries (negative = owes) and the entries, newest first. */
export interface ClientBalanceDto {
  clientId: number;
  balance: number;
  entries: ClientBalanceEntryDto[];
}

export const CLIENT_BALANCE_MSG = {
  clientNotFound: 'Cliente não encontrado.',
  method: 'Forma de pagamento inválida para pagar fiado',
  amount: 'Valor do pagamento deve ser um número inteiro de centavos maior que zero',
  nothingOwed: 'Esta cliente não tem fiado a pagar.',
  aboveOwed: 'O valor é maior que o fiado da cliente.',
} as const;

/** Methods that can pay a debt off: all but the client's own credit. */
export const DEBT_PAYMENT_METHODS = CHECKOUT_PAYMENT_METHODS.filter((m) => m !== 'credito_cliente');

/** POST /api/clients/{id}/balance/payments: never above what she owes (409). */
export const clientBalancePaymentSchema = yup.object({
  method: yup
    .string()
    .required(CLIENT_BALANCE_MSG.method)
    .oneOf([...DEBT_PAYMENT_METHODS], CLIENT_BALANCE_MSG.method) as unknown as yup.StringSchema<CheckoutPaymentMethod>,
  amount: yup
    .number()
    .typeError(CLIENT_BALANCE_MSG.amount)
    .required(CLIENT_BALANCE_MSG.amount)
    .integer(CLIENT_BALANCE_MSG.amount)
    .min(1, CLIENT_BALANCE_MSG.amount)
    .max(99_999_999_999, CLIENT_BALANCE_MSG.amount),
  /** Cash handed over (dinheiro only; default the amount): the rest is change, as a comanda's. */
  received: yup
    .number()
    .typeError(CLIENT_BALANCE_MSG.amount)
    .integer(CLIENT_BALANCE_MSG.amount)
    .min(1, CLIENT_BALANCE_MSG.amount)
    .max(99_999_999_999, CLIENT_BALANCE_MSG.amount)
    .nullable()
    .optional(),
});
export type ClientBalancePaymentInput = yup.InferType<typeof clientBalancePaymentSchema>;
