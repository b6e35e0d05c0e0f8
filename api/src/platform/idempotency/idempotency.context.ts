import { AsyncLocalStorage } from 'node:async_hooks';

/** The idempotency key a request is running under, visible to the transactions the request starts. */
export interface IdempotencyRun {
  rowId: string;
  /** The status a success answers (201 for a POST unless the route declares another). */
  status: number;
  /** Set once a transaction of this request has committed with the key marked 'committed' (or 'done'). */
  committed: boolean;
  /** The answer a transaction kept with its commit (keepAsAnswer), so none is written after it. */
  answer?: unknown;
  answered?: boolean;
}

export const idempotencyRun = new AsyncLocalStorage<IdempotencyRun>();

/**
 * Called with a request's answer inside its last transaction: the key is marked 'done' with that answer in the
 * same commit, instead of 'committed' and a second write after it (docs/architecture.md, 'Idempotency keys').
 * Only for an answer the route returns as is. Outside a keyed request it does nothing.
 */
export function keepAsAnswer<T>(answer: T): T {
  const run = idempotencyRun.getStore();
  if (run && !run.committed) run.answer = answer;
  return answer;
}
