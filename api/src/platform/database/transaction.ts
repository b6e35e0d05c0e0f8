import type { DataSource, EntityManager } from 'typeorm';
import { fail } from '../http/errors';
import { PG, pgCode } from './data-source';

/** Deadlocks and serialization failures roll the whole transaction back, so running it again is safe. */
const RETRYABLE = new Set<string>([PG.serializationFailure, PG.deadlockDetected]);
const MAX_ATTEMPTS = 4;

export const CONCURRENT_WRITE_MESSAGE = 'Outra operação alterou estes dados ao mesmo tempo. Tente novamente.';

/**
 * One transaction, retried a bounded number of times when PostgreSQL aborts it for a deadlock or a
 * serialization failure; if it still cannot commit, 409 with `conflictMessage` and `conflictCode` (never a 500).
 */
export async function inTransaction<T>(
  db: DataSource,
  work: (tx: EntityManager) => Promise<T>,
  conflictMessage = CONCURRENT_WRITE_MESSAGE,
  conflictCode?: string,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = pgCode(error);
      if (!code || !RETRYABLE.has(code)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw fail(409, conflictMessage, conflictCode);
      // Jittered backoff so the same transactions do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Reads that do not depend on each other: side by side on the pool (a connection each), one after another on a
 * transaction's one connection, where pg only queues them and warns that pg 9 will refuse a query sent while
 * another runs (docs/architecture.md, 'Round trips and prepared statements').
 */
export async function independentReads<T extends unknown[]>(db: object, ...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db as { queryRunner?: unknown }).queryRunner) return Promise.all(reads.map((read) => read())) as Promise<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as T;
}
