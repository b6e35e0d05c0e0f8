import { CHECKOUT_PAYMENT_METHODS, type CashFigures, type CashMethodLine, type CheckoutPaymentMethod } from '@salao/contracts';

type Movement = { type: string; method: string | null; amount: number; received: number | null; change: number };

/**
 * The cash of a drawer (docs/product/api.md, 'Caixa'): expected = opening + cash received − change − sangrias +
 * suprimentos. A cash payment received R$ 100 for R$ 80 due: 100 in, 20 change out.
 */
export function cashFigures(opening: number, movements: Movement[]): CashFigures {
  let cashReceived = 0;
  let change = 0;
  let sangrias = 0;
  let suprimentos = 0;
  for (const m of movements) {
    if (m.type === 'sangria') sangrias += m.amount;
    else if (m.type === 'suprimento') suprimentos += m.amount;
    else if (m.method === 'dinheiro') {
      cashReceived += m.received ?? m.amount;
      change += m.change;
    }
  }
  return { opening, cashReceived, change, sangrias, suprimentos, expectedCash: opening + cashReceived - change - sangrias + suprimentos };
}

/** Expected per method: dinheiro the drawer's cash, every other method the sum of its payments (in method order). */
export function expectedByMethod(figures: CashFigures, movements: Movement[]): Map<CheckoutPaymentMethod, number> {
  const expected = new Map<CheckoutPaymentMethod, number>([['dinheiro', figures.expectedCash]]);
  for (const method of CHECKOUT_PAYMENT_METHODS) {
    if (method === 'dinheiro') continue;
    const sum = movements.filter((m) => m.type === 'pagamento' && m.method === method).reduce((s, m) => s + m.amount, 0);
    if (sum > 0) expected.set(method, sum);
  }
  return expected;
}

/** The closing lines: every method expected or counted; difference = counted − expected (> 0 sobra, < 0 falta), null when not counted. */
export function closingLines(expected: Map<CheckoutPaymentMethod, number>, counted: Partial<Record<CheckoutPaymentMethod, number | null>>): CashMethodLine[] {
  return CHECKOUT_PAYMENT_METHODS.filter((m) => expected.has(m) || (counted[m] ?? null) !== null).map((method) => {
    const exp = expected.get(method) ?? 0;
    const c = counted[method] ?? null;
    return { method, expected: exp, counted: c, difference: c === null ? null : c - exp };
  });
}
