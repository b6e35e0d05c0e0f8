import type { CheckoutItemType, CheckoutPaymentMethod, CheckoutStatus } from '@salao/contracts';

/** A comanda's rows as checkouts.repository.ts reads and writes them, and the SQL fragments its reads share. */

/** A comanda's row; amounts are integer cents. */
export interface CheckoutRow {
  id: number;
  number: number;
  status: CheckoutStatus;
  clientId: number | null;
  appointmentIds: number[];
  discount: number;
  tipAmount: number;
  tipStaffId: number | null;
  /** The part of the total refunded so far. */
  refunded: number;
  version: number;
  createdAt: string;
}

export interface ItemRow {
  id?: number;
  type: CheckoutItemType;
  serviceId: number | null;
  productId: number | null;
  /** docs/product/packages.md: the package sold, and the client package whose session a service uses. */
  packageId?: number | null;
  clientPackageId?: number | null;
  name: string;
  staffId: number | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  refundedAt?: string | null;
  /** A gift card's (docs/product/gift-cards.md). */
  recipient?: string | null;
  message?: string | null;
}

export interface PaymentRow {
  id: number;
  method: CheckoutPaymentMethod;
  amount: number;
  received: number | null;
  change: number;
  installments: number;
  cardBrand: string | null;
  fee: number;
  expectedOn: string;
  /** 'Sinal': a deposit brought in (docs/product/deposits.md). */
  label?: string | null;
}

export interface AppointmentForCheckout {
  id: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  price: number;
  serviceName: string;
  status: string;
}

export const checkoutColumns = (
  zone: string,
) => `c.id, c.number, c.status, c.client_id AS "clientId", c.appointment_ids AS "appointmentIds", c.discount_cents::float8 AS discount,
  c.tip_cents::float8 AS "tipAmount", c.tip_staff_id AS "tipStaffId", c.version,
  (SELECT coalesce(sum(r.amount_cents), 0)::float8 FROM checkout_refunds r WHERE r.checkout_id = c.id) AS refunded,
  to_char(c.created_at AT TIME ZONE ${zone}::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

/** A comanda's items (by position) as a JSON array, for a statement over `checkouts c`; $zone formats refundedAt. */
export const itemsJson = (zone: string) => `coalesce((SELECT json_agg(json_build_object('id', i.id, 'checkoutId', i.checkout_id, 'type', i.type,
    'serviceId', i.service_id, 'productId', i.product_id, 'packageId', i.package_id, 'clientPackageId', i.client_package_id, 'name', i.name, 'staffId', i.staff_id, 'quantity', i.quantity,
    'unitPrice', i.unit_price_cents::float8, 'discount', i.discount_cents::float8,
    'refundedAt', to_char(i.refunded_at AT TIME ZONE ${zone}::text, 'YYYY-MM-DD"T"HH24:MI:SS'),
    'recipient', i.gift_recipient, 'message', i.gift_message) ORDER BY i.position)
  FROM checkout_items i WHERE i.checkout_id = c.id), '[]')`;

/** A comanda's payments (by id) as a JSON array, for a statement over `checkouts c`. */
export const paymentsJson = `coalesce((SELECT json_agg(json_build_object('id', p.id, 'checkoutId', p.checkout_id, 'method', p.method,
    'amount', p.amount_cents::float8, 'received', p.received_cents::float8, 'change', p.change_cents::float8, 'installments', p.installments,
    'cardBrand', p.card_brand, 'fee', p.fee_cents::float8, 'expectedOn', p.expected_on::text, 'label', p.label) ORDER BY p.id)
  FROM checkout_payments p WHERE p.checkout_id = c.id), '[]')`;

/** A comanda's row with its items and payments, as one statement reads them. */
export interface LoadedCheckout extends CheckoutRow {
  items: (ItemRow & { id: number; checkoutId: number; refundedAt: string | null })[];
  payments: (PaymentRow & { checkoutId: number })[];
}
