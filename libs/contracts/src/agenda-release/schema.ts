import * as yup from '../yup';
import { AGENDA_RELEASE_MSG } from './messages';

/** docs/product/limits.md: interval default 1 (options 1-12), day default 28 (options 1-31). */
export const AGENDA_RELEASE_DEFAULTS = { releaseInterval: 1, releaseDay: 28, isActive: false } as const;
export const RELEASE_INTERVAL_OPTIONS = Array.from({ length: 12 }, (_, i) => i + 1);
export const RELEASE_DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST /api/agenda-release/policy. */
export const agendaReleasePolicySchema = yup.object({
  releaseInterval: yup
    .number()
    .required(AGENDA_RELEASE_MSG.interval)
    .typeError(AGENDA_RELEASE_MSG.interval)
    .integer(AGENDA_RELEASE_MSG.interval)
    .min(1, AGENDA_RELEASE_MSG.interval)
    .max(12, AGENDA_RELEASE_MSG.interval),
  releaseDay: yup
    .number()
    .required(AGENDA_RELEASE_MSG.day)
    .typeError(AGENDA_RELEASE_MSG.day)
    .integer(AGENDA_RELEASE_MSG.day)
    .min(1, AGENDA_RELEASE_MSG.day)
    .max(31, AGENDA_RELEASE_MSG.day),
  isActive: yup.boolean().required(AGENDA_RELEASE_MSG.active).typeError(AGENDA_RELEASE_MSG.active),
});
export type AgendaReleasePolicyInput = yup.InferType<typeof agendaReleasePolicySchema>;

/** POST /api/agenda-release/months {month: 'YYYY-MM'} (a manual extra release); DELETE /api/agenda-release/months/{YYYY-MM} undoes it. */
export const agendaReleaseMonthSchema = yup.object({
  month: yup.string().required(AGENDA_RELEASE_MSG.month).matches(MONTH, AGENDA_RELEASE_MSG.month),
});
export function isReleaseMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
/** 'YYYY-MM' → 'Março de 2026' (the released-months card). */
export function releaseMonthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} de ${y}`;
}
