import { type EntitySubscriberInterface, EventSubscriber, type TransactionCommitEvent } from 'typeorm';
import { idempotencyRun } from './idempotency.context';

/**
 * Marks the request's key 'committed' inside the first transaction the request commits, so the work and
 * the mark become durable together: a process killed after that commit (before its answer was kept) is
 * never run a second time by a retry with the same key.
 */
@EventSubscriber()
export class IdempotencySubscriber implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const run = idempotencyRun.getStore();
    if (!run || run.committed) return;
    await event.queryRunner.query(`UPDATE idempotency_keys SET state = 'committed', updated_at = now() WHERE id = $1 AND state = 'running'`, [run.rowId]);
  }

  afterTransactionCommit(): void {
    const run = idempotencyRun.getStore();
    if (!run || run.committed) return;
    run.committed = true;
    // Tests only: die right after the commit, before any answer is kept or sent (a kill -9 at the worst time).
    if (process.env.TEST_KILL_AFTER_COMMIT === '1') process.kill(process.pid, 'SIGKILL');
  }
}
