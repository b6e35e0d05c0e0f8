import type { CheckoutPaymentMethod, PaymentMethodSetting } from '@salao/contracts';
import { localDate, localInstant } from '../../platform/time/wall-clock';
import { checkoutFigures } from './checkout-dto';
import { addDays, paymentFee } from './checkout-math';

const DAY = 86_400_000;
/** The month of comandas, one a day; the one of REFUNDED_DAY days ago was refunded the next day. */
const DAYS = 30;
const REFUNDED_DAY = 12;

export interface DemoPayment {
  method: CheckoutPaymentMethod;
  amount: number;
  received: number | null;
  change: number;
  installments: number;
  fee: number;
  expectedOn: string;
}

export interface DemoCheckout {
  number: number;
  clientId: number;
  at: Date;
  items: {
    type: 'service' | 'product';
    serviceId: number | null;
    productId: number | null;
    name: string;
    staffId: number | null;
    quantity: number;
    unitPrice: number;
    discount: number;
  }[];
  discount: number;
  tip: { amount: number; staffId: number | null };
  payments: DemoPayment[];
  refunded: boolean;
}

interface DemoCatalog {
  services: { id: number; name: string; price: number; staffId: number }[];
  products: { id: number; name: string; price: number }[];
  clients: { id: number }[];
  zone: string;
  setting: (method: CheckoutPaymentMethod) => PaymentMethodSetting;
  now: number;
}

/**
 * The demo's month of comandas (checkouts.demo.ts writes them): a walk-in service a day, a product every third day,
 * a discount every fifth, a tip every fourth, paid in one of five ways that cycle (PIX, PIX + crédito, débito +
 * dinheiro with change, crédito in 2 installments, débito), the figures computed by the API's own code.
 */
export function planDemoCheckouts({ services, products, clients, zone, setting, now }: DemoCatalog): DemoCheckout[] {
  const checkouts: DemoCheckout[] = [];
  for (let d = DAYS, number = 1; d >= 1; d--, number++) {
    const day = localDate(now - d * DAY, zone);
    const at = new Date(localInstant(day, `${11 + (d % 7)}:40`, zone));
    const service = services[d % services.length]!;
    const items: DemoCheckout['items'] = [
      {
        type: 'service',
        serviceId: service.id,
        productId: null,
        name: service.name,
        staffId: service.staffId,
        quantity: 1,
        unitPrice: service.price,
        discount: 0,
      },
    ];
    const product = d % 3 === 0 && products.length ? products[d % products.length]! : null;
    if (product)
      items.push({
        type: 'product',
        serviceId: null,
        productId: product.id,
        name: product.name,
        // Sold by the professional of the visit: she earns the product's commission.
        staffId: service.staffId,
        quantity: 1,
        unitPrice: product.price,
        discount: 0,
      });
    const subtotal = items.reduce((s, i) => s + i.quantity * i.unitPrice, 0);
    const discount = d % 5 === 0 ? Math.round(subtotal / 10) : 0;
    const tip = d % 4 === 1 ? { amount: 1000, staffId: service.staffId } : { amount: 0, staffId: null };
    const { total } = checkoutFigures({ discount, tipAmount: tip.amount }, items, []);
    const pay = (method: CheckoutPaymentMethod, amount: number, installments = 1, received: number | null = null): DemoPayment => ({
      method,
      amount,
      received,
      change: received === null ? 0 : received - amount,
      installments,
      fee: paymentFee(amount, setting(method), installments),
      expectedOn: addDays(day, setting(method).receiptDays),
    });
    const part = Math.round(total * 0.4);
    const cash = total - Math.round(total / 2);
    const payments = [
      [pay('pix', total)],
      [pay('pix', part), pay('credito', total - part)],
      [pay('debito', Math.round(total / 2)), pay('dinheiro', cash, 1, Math.ceil(cash / 1000) * 1000 + (cash % 1000 === 0 ? 1000 : 0))],
      [pay('credito', total, 2)],
      [pay('debito', total)],
    ][d % 5]!;
    checkouts.push({ number, clientId: clients[d % clients.length]!.id, at, items, discount, tip, payments, refunded: d === REFUNDED_DAY });
  }
  return checkouts;
}
