import type { CheckoutDto } from '@salao/contracts';
import type { CheckoutRow, ItemRow, PaymentRow } from './checkouts.repository';

/** The figures of a comanda, in cents: subtotal − discount + tip = total; total − paid = balance. */
export function checkoutFigures(row: Pick<CheckoutRow, 'discount' | 'tipAmount'>, items: ItemRow[], payments: Pick<PaymentRow, 'amount'>[]) {
  const subtotal = items.reduce((sum, i) => sum + i.quantity * i.unitPrice - i.discount, 0);
  const total = subtotal - row.discount + row.tipAmount;
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return { subtotal, total, paid, balance: total - paid };
}

/** A comanda as the API answers it (docs/product/api.md, 'Checkouts'). */
export function toDto(row: CheckoutRow, items: (ItemRow & { id: number })[], payments: PaymentRow[]): CheckoutDto {
  const figures = checkoutFigures(row, items, payments);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    clientId: row.clientId,
    appointmentIds: row.appointmentIds,
    items: items.map((i) => ({
      id: i.id,
      type: i.type,
      serviceId: i.serviceId,
      productId: i.productId,
      packageId: i.packageId ?? null,
      clientPackageId: i.clientPackageId ?? null,
      name: i.name,
      staffId: i.staffId,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      discount: i.discount,
      total: i.quantity * i.unitPrice - i.discount,
      refundedAt: i.refundedAt ?? null,
      ...(i.type === 'gift_card' ? { recipient: i.recipient ?? null, message: i.message ?? null } : {}),
    })),
    subtotal: figures.subtotal,
    discount: row.discount,
    tip: { amount: row.tipAmount, staffId: row.tipStaffId },
    total: figures.total,
    paid: figures.paid,
    balance: figures.balance,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      received: p.received,
      change: p.change,
      installments: p.installments,
      cardBrand: p.cardBrand,
      gross: p.amount,
      fee: p.fee,
      net: p.amount - p.fee,
      expectedOn: p.expectedOn,
      // Only a deposit brought in has one (docs/product/deposits.md): other payments keep their exact shape.
      ...(p.label ? { label: p.label } : {}),
    })),
    refunded: row.refunded,
    createdAt: row.createdAt,
    version: row.version,
  };
}
