import { type EntityManager, EventSubscriber, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent } from 'typeorm';
import { preparedRows } from './data-source';

/** A write a transaction makes just before its COMMIT: a fixed statement text for its name, and its values. */
export interface CommitWrite {
  name: string;
  sql: string;
  values: unknown[];
}

/** Asked at each outermost commit for the write it owes that transaction (or null). */
export type CommitWriter = (runner: QueryRunner) => CommitWrite | null;

const writers: CommitWriter[] = [];

/** Registered once per writer, when its module loads (the audit rows, the idempotency key's mark). */
export function onCommitWrite(writer: CommitWriter): void {
  writers.push(writer);
}

/** How many transactions deep the runner is (1: the outermost; more: savepoints). TypeORM keeps it protected. */
const depthOf = (runner: QueryRunner) => (runner as unknown as { transactionDepth: number }).transactionDepth;

/**
 * The outermost transaction `db` is running, if any: writes made there may wait for its commit. Inside a
 * savepoint they may not (a rollback to it must take them away), so a nested transaction answers null.
 */
export function openTransaction(db: unknown): QueryRunner | null {
  const runner = (db as Partial<EntityManager>).queryRunner;
  return runner?.isTransactionActive && depthOf(runner) === 1 ? runner : null;
}

/** `$n` placeholders of a statement moved up by `offset`, so several statements can share one list of values. */
const shifted = (sql: string, offset: number) => (offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`));

/**
 * Every write owed to the transaction, sent as one statement (data-modifying CTEs) right before COMMIT: one round
 * trip instead of one per write, prepared under the combination's name (docs/architecture.md, 'Round trips and
 * prepared statements').
 */
export async function flushCommitWrites(runner: QueryRunner): Promise<void> {
  const writes = writers.map((w) => w(runner)).filter((w): w is CommitWrite => w !== null);
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await preparedRows(runner, writes[0]!.name, writes[0]!.sql, writes[0]!.values);
    return;
  }
  let offset = 0;
  const parts = writes.map((w, i) => {
    const part = `w${i} AS (${shifted(w.sql, offset)})`;
    offset += w.values.length;
    return part;
  });
  await preparedRows(
    runner,
    writes.map((w) => w.name).join('+'),
    `WITH ${parts.join(', ')} SELECT 1`,
    writes.flatMap((w) => w.values),
  );
}

@EventSubscriber()
export class CommitWritesSubscriber implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint's release is not the commit: the writes wait for the outermost one.
    if (depthOf(event.queryRunner) === 1) await flushCommitWrites(event.queryRunner);
  }
}
