import { ERROR_CODES, WRITE_SAFETY_MSG } from '@salao/contracts';
import { fail } from './errors';

/**
 * Optimistic concurrency for records edited in forms (docs/architecture.md, 'No lost updates'). An UPDATE
 * carries `AND ($n::int IS NULL OR version = $n)` and `version = version + 1`; when it touches no row, the
 * record is either gone (404) or was changed by someone else since the form read it (409, stale_version).
 */
export function staleVersion() {
  return fail(409, WRITE_SAFETY_MSG.staleVersion, ERROR_CODES.staleVersion);
}

/** A versioned write's row, or the stale-version 409 when it wrote none (the record is known to exist). */
export function orStale<T>(row: T | null | undefined): T {
  if (!row) throw staleVersion();
  return row;
}

export async function updatedOrConflict<T>(row: T | null | undefined, exists: () => Promise<boolean>, notFoundMessage: string): Promise<T> {
  if (row) return row;
  if (await exists()) throw staleVersion();
  throw fail(404, notFoundMessage);
}

/** The SQL guard, for the parameter at position `n`: a write without a version keeps last-write-wins. */
export const versionMatches = (n: number, column = 'version') => `($${n}::int IS NULL OR ${column} = $${n}::int)`;
