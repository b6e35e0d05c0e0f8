/**
 * SQL of the lists paged newest first by an instant and a tie-break id (docs/product/api.md 'Cursor pages'): a
 * row's `next` token and the condition for the rows after it, exact to the microsecond PostgreSQL keeps.
 */

/** The row's cursor token, `<µs since 1970>_<tie>` (INSTANT_CURSOR in contracts). */
export const instantCursorOf = (at: string, tie: string) => `(extract(epoch FROM ${at}) * 1000000)::bigint || '_' || ${tie}`;

/** The rows that come after the token's row in (at DESC, tie DESC) order; `micros` and `tie` are parameters. */
export const beforeInstantCursor = (at: string, tie: string, micros: string, tieParam: string) =>
  `(${at}, ${tie}) < ('epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond', ${tieParam}::int)`;
