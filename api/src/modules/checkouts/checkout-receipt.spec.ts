import type { CheckoutDto } from '@salao/contracts';
import { receiptDocument } from './checkout-receipt.service';

const c: CheckoutDto = {
  id: 1,
  number: 42,
  status: 'closed',
  clientId: 7,
  appointmentIds: [],
  items: [
    {
      id: 1,
      type: 'service',
      serviceId: 1,
      productId: null,
      name: 'Corte',
      staffId: 3,
      quantity: 1,
      unitPrice: 8000,
      discount: 500,
      total: 7500,
      refundedAt: null,
    },
    {
      id: 2,
      type: 'product',
      serviceId: null,
      productId: 2,
      name: 'Shampoo',
      staffId: null,
      quantity: 2,
      unitPrice: 3510,
      discount: 0,
      total: 7020,
      refundedAt: null,
    },
  ],
  subtotal: 14520,
  discount: 1020,
  tip: { amount: 500, staffId: 3 },
  total: 14000,
  paid: 14000,
  balance: 0,
  payments: [
    {
      id: 1,
      method: 'pix',
      amount: 4000,
      received: null,
      change: 0,
      installments: 1,
      cardBrand: null,
      gross: 4000,
      fee: 0,
      net: 4000,
      expectedOn: '2026-11-27',
    },
    {
      id: 2,
      method: 'dinheiro',
      amount: 10000,
      received: 12000,
      change: 2000,
      installments: 1,
      cardBrand: null,
      gross: 10000,
      fee: 0,
      net: 10000,
      expectedOn: '2026-11-27',
    },
  ],
  refunded: 0,
  createdAt: '2026-11-27T14:05:09',
  version: 3,
};

/** Every string the receipt prints, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    return [...texts(o.text), ...texts(o.columns), ...texts(o.content)];
  }
  return [];
}

describe('receiptDocument', () => {
  it('shows the salon, the comanda number and date, the client, items with professional, discounts, tip, total, payments with change and the thanks', () => {
    const printed = texts(
      receiptDocument(c, { establishment: 'Salão Bela', client: { name: 'Maria', email: null, phone: null }, staff: new Map([[3, 'Ana']]) }),
    )
      .join('|')
      .replace(/\s/g, ' ');
    for (const expected of [
      'Salão Bela',
      'Comanda nº 42 — 27/11/2026 14:05',
      'Cliente: Maria',
      '1 × Corte',
      'Ana',
      'Desconto R$ 5,00',
      'R$ 75,00',
      '2 × Shampoo',
      'R$ 70,20',
      'Subtotal|R$ 145,20',
      'Desconto|− R$ 10,20',
      'Gorjeta (Ana)|R$ 5,00',
      'Total|R$ 140,00',
      'PIX|R$ 40,00',
      'Dinheiro — recebido R$ 120,00, troco R$ 20,00|R$ 100,00',
      'Obrigado pela preferência!',
    ])
      expect(printed).toContain(expected);
  });
});
