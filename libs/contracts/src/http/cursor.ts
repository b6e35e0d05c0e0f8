import * as yup from '../yup';

/**
 * Cursor pages for integrations (docs/product/api.md 'Cursor pages'): `?after=<id>&limit=` answers the items with
 * a greater id, in id order, and `next`, the `after` of the following page (null on the last one). A list asked
 * without `after` keeps its usual answer.
 */
export const CURSOR_LIMIT_DEFAULT = 50;
export const CURSOR_LIMIT_MAX = 200;

export const CURSOR_MSG = {
  after: 'after inválido: informe o id do último registro recebido (0 para começar).',
  limit: `limit deve ser um número inteiro entre 1 e ${CURSOR_LIMIT_MAX}.`,
  next: 'after inválido: informe o valor "next" da página anterior (0 para começar).',
} as const;

export const cursorAfter = () =>
  yup.number().typeError(CURSOR_MSG.after).integer(CURSOR_MSG.after).min(0, CURSOR_MSG.after).max(2147483647, CURSOR_MSG.after).optional();

/** GET /api/clients?after&limit */
export const cursorQuerySchema = yup.object({
  after: cursorAfter(),
  limit: yup
    .number()
    .typeError(CURSOR_MSG.limit)
    .integer(CURSOR_MSG.limit)
    .min(1, CURSOR_MSG.limit)
    .max(CURSOR_LIMIT_MAX, CURSOR_MSG.limit)
    .default(CURSOR_LIMIT_DEFAULT),
});
export type CursorQuery = yup.InferType<typeof cursorQuerySchema>;

/** The items of a cursor page and what to ask next: the `after` of the following page, null on the last one. */
export function cursorPage<T extends { id: number }>(rows: T[], limit: number): { items: T[]; next: number | null } {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
}

/**
 * A cursor for lists newest first by an instant (docs/product/api.md 'Cursor pages'): '0' starts, then each page's
 * `next`, `<instant in µs since 1970>_<tie-break id>` of its last row; the following page has what came before it.
 */
export const INSTANT_CURSOR = /^(0|\d{1,17}_-?\d{1,10})$/;

export const instantCursor = () => yup.string().trim().required(CURSOR_MSG.next).matches(INSTANT_CURSOR, CURSOR_MSG.next);

/** The instant (µs, as text: beyond a double's exact integers) and tie-break of a cursor; nulls for '0'. */
export function instantCursorParts(after: string): [string | null, number | null] {
  if (after === '0') return [null, null];
  const [micros, tie] = after.split('_');
  return [micros!, Number(tie)];
}
