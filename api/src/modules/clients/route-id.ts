import { fail } from '../../platform/http/errors';

/** A numeric id from the URL; anything else cannot name a record, so it answers 404 with the record's message. */
export function routeId(value: string, notFoundMessage: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) throw fail(404, notFoundMessage);
  return Number(value);
}
