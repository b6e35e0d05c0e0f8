import { formatBRL } from '../format';

export type DepositType = 'percent' | 'fixed';

/** A service's deposit rule (docs/product/deposits.md). */
export interface DepositRule {
  depositType: DepositType | null;
  depositValue: number | null;
  depositKeepHours: number;
}

/** The deposit of one service at its price: a percent rounded to the cent, or the fixed cents (never above the price). */
export function depositCents(priceCents: number, rule: DepositRule): number {
  if (!rule.depositType || !rule.depositValue || priceCents <= 0) return 0;
  if (rule.depositType === 'percent') return Math.round((priceCents * rule.depositValue) / 100);
  return Math.min(rule.depositValue, priceCents);
}

/** A visit of several services asks one deposit: the sum; it is kept under the strictest policy (the most hours). */
export function visitDeposit(items: { priceCents: number; rule: DepositRule }[]): { amountCents: number; keepHours: number } {
  const asking = items.filter((i) => depositCents(i.priceCents, i.rule) > 0);
  return {
    amountCents: asking.reduce((sum, i) => sum + depositCents(i.priceCents, i.rule), 0),
    keepHours: asking.reduce((max, i) => Math.max(max, i.rule.depositKeepHours), 0),
  };
}

/** The policy the public page shows before the booking is confirmed. */
export function depositPolicy(amountCents: number, keepHours: number): string {
  const amount = formatBRL(amountCents / 100).replace(/\s/g, ' ');
  return (
    `Este horário exige um sinal de ${amount} via PIX. ` +
    `Em caso de falta ou cancelamento com menos de ${keepHours} ${keepHours === 1 ? 'hora' : 'horas'} de antecedência, o sinal não é devolvido.`
  );
}
