import { setIn, type FormikErrors } from 'formik';
import {
  moneyText,
  parseMoney,
  parsePercent,
  paymentMethodsSchema,
  percentText,
  type CheckoutPaymentMethod,
  type PaymentMethodSetting,
  type PaymentMethodsDto,
  type PaymentMethodsInput,
} from '@salao/contracts';

/** One installment fee as typed: the parcels chosen and the rate as the person wrote it ('5,29'). */
export interface InstallmentRow {
  installments: number | null;
  feePercent: string;
}

/** One method as the form holds it: rates and money as typed (pt-BR commas), days as a number. */
export interface MethodRow {
  method: CheckoutPaymentMethod;
  active: boolean;
  feePercent: string;
  fixedFee: string;
  receiptDays: number | null;
  installmentFees: InstallmentRow[];
}

export interface PaymentFormValues {
  methods: MethodRow[];
}

/**
 * An R$ fee as the API's body wants it: missing ('') stays undefined and unreadable ('trinta') NaN, so the
 * schema names each with its own message.
 */
export function typedCents(text: string): number | undefined {
  if (!text.replace(/R\$|\s/g, '')) return undefined;
  return parseMoney(text) ?? Number.NaN;
}

export function toValues(dto: PaymentMethodsDto): PaymentFormValues {
  return {
    methods: dto.methods.map((m: PaymentMethodSetting) => ({
      method: m.method,
      active: m.active,
      feePercent: percentText(m.feePercent),
      fixedFee: moneyText(m.fixedFee),
      receiptDays: m.receiptDays,
      installmentFees: [...m.installmentFees]
        .sort((a, b) => a.installments - b.installments)
        .map((f) => ({ installments: f.installments, feePercent: percentText(f.feePercent) })),
    })),
  };
}

/** The form as the API's body (before the schema): what cannot be read stays NaN/undefined, so the schema names it. */
export function toInput(values: PaymentFormValues): { methods: unknown[] } {
  return {
    methods: values.methods.map((m) => ({
      method: m.method,
      active: m.active,
      feePercent: parsePercent(m.feePercent),
      fixedFee: typedCents(m.fixedFee),
      receiptDays: m.receiptDays ?? undefined,
      installmentFees: m.installmentFees.map((f) => ({ installments: f.installments ?? undefined, feePercent: parsePercent(f.feePercent) })),
    })),
  };
}

/**
 * The contracts' schema (the rule the API applies) over the form: each message on the field it is about.
 * Answers the valid body, or the errors.
 */
export function checkPaymentForm(
  values: PaymentFormValues,
): { input: PaymentMethodsInput; errors: null } | { input: null; errors: FormikErrors<PaymentFormValues> } {
  try {
    const input = paymentMethodsSchema.validateSync(toInput(values), { abortEarly: false, stripUnknown: true });
    return { input, errors: null };
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[]; path?: string; message: string }).inner;
    let errors: FormikErrors<PaymentFormValues> = {};
    for (const e of inner?.length ? inner : [error as { path?: string; message: string }]) {
      // The uniqueness of the parcels is a rule of the list: shown on its first row's parcels field.
      const path = e.path?.endsWith('installmentFees') ? `${e.path}[0].installments` : (e.path ?? 'methods');
      if (!getPath(errors, path)) errors = setIn(errors, path, e.message) as FormikErrors<PaymentFormValues>;
    }
    return { input: null, errors };
  }
}

function getPath(obj: unknown, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

/** The parcel counts a new installment row may take: 2 to 12, not yet in the list. */
export function freeInstallments(rows: InstallmentRow[]): number[] {
  const used = new Set(rows.map((r) => r.installments));
  return Array.from({ length: 11 }, (_, i) => i + 2).filter((n) => !used.has(n));
}
