import type { PaymentMethodSetting } from '@salao/contracts';

/** A percent with up to 2 decimals as basis points (3.19 → 319), so the fee is integer arithmetic. */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * The operator's fee of a payment, in cents: round(gross × percent / 100) + the fixed fee, where the percent
 * is the installment plan's when paid in more than one installment and there is one, else the method's. Half a
 * cent rounds up. Never more than the gross.
 */
export function paymentFee(gross: number, setting: PaymentMethodSetting, installments: number): number {
  const plan = installments > 1 ? setting.installmentFees.find((f) => f.installments === installments) : undefined;
  const bp = basisPoints(plan ? plan.feePercent : setting.feePercent);
  const fee = Math.floor((gross * bp + 5000) / 10000) + setting.fixedFee;
  return Math.min(fee, gross);
}

/** 'yyyy-MM-dd' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
