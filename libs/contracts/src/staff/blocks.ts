import * as yup from '../yup';
import { dateOnly, hhmm, optionalDateOnly } from '../fields';

/** How a time block repeats (docs/product/states.md 'Time blocks'). */
export const STAFF_BLOCK_REPEATS = ['none', 'daily', 'weekly'] as const;
export type StaffBlockRepeat = (typeof STAFF_BLOCK_REPEATS)[number];

export const STAFF_BLOCK_REPEAT_LABELS: Record<StaffBlockRepeat, string> = { none: 'Não repete', daily: 'Todos os dias', weekly: 'Toda semana' };

/** The longest period GET /api/staff/{id}/blocks answers at once. */
export const STAFF_BLOCKS_MAX_DAYS = 366;
export const STAFF_BLOCK_REASON_MAX = 120;

/** Time blocks' validation and answers (pt-BR). */
export const STAFF_BLOCK_MSG = {
  date: 'Data do bloqueio é obrigatória',
  startTime: 'Horário de início é obrigatório',
  endTime: 'Horário de fim é obrigatório',
  endAfterStart: 'O horário de fim deve ser posterior ao de início',
  reason: 'Informe o motivo do bloqueio',
  reasonMax: `O motivo deve ter no máximo ${STAFF_BLOCK_REASON_MAX} caracteres`,
  repeat: 'Repetição inválida: use não repetir, diariamente ou semanalmente',
  untilBeforeDate: 'A data final da repetição deve ser igual ou posterior à data do bloqueio',
  from: 'Data inicial é obrigatória',
  to: 'Data final é obrigatória',
  toBeforeFrom: 'A data final deve ser igual ou posterior à data inicial',
  periodTooLong: `O período deve ter no máximo ${STAFF_BLOCKS_MAX_DAYS} dias.`,
  ownOnly: 'Você só pode gerenciar os bloqueios da sua própria agenda.',
  notFound: 'Bloqueio não encontrado.',
  occurrenceNotFound: 'Este bloqueio não ocorre nesta data.',
  removed: 'Bloqueio removido.',
  occurrenceRemoved: 'Bloqueio removido nesta data.',
} as const;

/** A stored block: one occurrence, or a series from `date` to `until` (null: no end). */
export interface StaffBlockDto {
  id: number;
  staffId: number;
  /** 'yyyy-MM-dd': the (first) day, on the establishment's wall clock. */
  date: string;
  /** 'HH:mm' on the establishment's wall clock, the same on every occurrence. */
  startTime: string;
  endTime: string;
  reason: string;
  repeat: StaffBlockRepeat;
  until: string | null;
  /** Occurrences removed one by one. */
  excludedDates: string[];
}

/** One day of a block, as GET /api/staff/{id}/blocks lists it. */
export interface StaffBlockOccurrenceDto {
  blockId: number;
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  repeat: StaffBlockRepeat;
  /** The series' first day and last day (null: no end). */
  seriesStart: string;
  until: string | null;
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** POST /api/staff/{id}/blocks. */
export const staffBlockSchema = yup.object({
  date: dateOnly(STAFF_BLOCK_MSG.date),
  startTime: hhmm(STAFF_BLOCK_MSG.startTime),
  endTime: hhmm(STAFF_BLOCK_MSG.endTime).test('after-start', STAFF_BLOCK_MSG.endAfterStart, function (end) {
    const start = (this.parent as { startTime?: string }).startTime;
    return !start || !end || end > start;
  }),
  reason: yup.string().trim().required(STAFF_BLOCK_MSG.reason).max(STAFF_BLOCK_REASON_MAX, STAFF_BLOCK_MSG.reasonMax),
  repeat: yup
    .string()
    .transform((v: string) => (v === '' || v === null ? undefined : v))
    .oneOf([...STAFF_BLOCK_REPEATS], STAFF_BLOCK_MSG.repeat)
    .default('none'),
  until: optionalDateOnly().test('after-date', STAFF_BLOCK_MSG.untilBeforeDate, function (until) {
    const date = (this.parent as { date?: string }).date;
    return !date || !until || until >= date;
  }),
});
export type StaffBlockInput = yup.InferType<typeof staffBlockSchema>;

/** GET /api/staff/{id}/blocks?from&to ('yyyy-MM-dd', at most a year). */
export const staffBlocksQuerySchema = yup.object({
  from: dateOnly(STAFF_BLOCK_MSG.from),
  to: dateOnly(STAFF_BLOCK_MSG.to)
    .test('after-from', STAFF_BLOCK_MSG.toBeforeFrom, function (to) {
      const from = (this.parent as { from?: string }).from;
      return !from || !to || to >= from;
    })
    .test('period', STAFF_BLOCK_MSG.periodTooLong, function (to) {
      const from = (this.parent as { from?: string }).from;
      return !from || !to || daysBetween(from, to) < STAFF_BLOCKS_MAX_DAYS;
    }),
});
export type StaffBlocksQuery = yup.InferType<typeof staffBlocksQuerySchema>;

/** DELETE /api/staff/{id}/blocks/{blockId}[?date]: with a date, only that occurrence. */
export const staffBlockDeleteQuerySchema = yup.object({ date: optionalDateOnly() });
