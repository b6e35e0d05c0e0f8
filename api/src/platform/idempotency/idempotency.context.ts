import { AsyncLocalStorage } from 'node:async_hooks';

/** The idempotency key a request is running under, visible to the transactions the request starts. */
export interface IdempotencyRun {
  rowId: string;
  /** Set once a transaction of this request has committed with the key marked 'committed'. */
  committed: boolean;
}

export const idempotencyRun = new AsyncLocalStorage<IdempotencyRun>();
