import { type EntitySubscriberInterface, EventSubscriber, type TransactionCommitEvent } from 'typeorm';
import { onCommitWrite } from '../database/commit-writes';
import { idempotencyRun } from './idempotency.context';

/**
 * Marks the request's key inside the first transaction the request commits, so the work and the mark become
 * durable together: a process killed after that commit (before its answer was kept) is never run a second time
 * by a retry with the same key. 'done' with the answer when the transaction kept it (keepAsAnswer), else
 * 'committed'; sent with the transaction's other commit writes (commit-writes.ts).
 */
onCommitWrite((_runner, committing) => {
  const run = idempotencyRun.getStore();
  if (!run || run.committed) return null;
  // A rolled-back attempt's answer is not the answer: a retry of the transaction keeps its own.
  if (!committing) {
    run.answer = undefined;
    return null;
  }
  if (run.answer !== undefined)
    return {
      name: 'idempotency_done',
      sql: `UPDATE idempotency_keys SET state = 'done', status_code = $2, response = $3::json, updated_at = now() WHERE id = $1 AND state = 'running'`,
      values: [run.rowId, run.status, JSON.stringify(run.answer)],
    };
  return {
    name: 'idempotency_committed',
    sql: `UPDATE idempotency_keys SET state = 'committed', updated_at = now() WHERE id = $1 AND state = 'running'`,
    values: [run.rowId],
  };
});

@EventSubscriber()
export class IdempotencySubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint was released: the outer transaction may still roll back.
    if (event.queryRunner.isTransactionActive) return;
    const run = idempotencyRun.getStore();
    if (!run || run.committed) return;
    run.committed = true;
    run.answered = run.answer !== undefined;
    // Tests only: die right after the commit, before any answer is kept or sent (a kill -9 at the worst time).
    if (process.env.TEST_KILL_AFTER_COMMIT === '1') process.kill(process.pid, 'SIGKILL');
  }
}
