import { createHash } from 'node:crypto';
import {
  type DataSource,
  type EntityManager,
  EventSubscriber,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { preparedRows } from './prepared';

/** A write a transaction makes just before its COMMIT: a fixed statement text for its name, and its values. */
export interface CommitWrite {
  name: string;
  sql: string;
  values: unknown[];
  /** Given the rows the statement returns (its RETURNING), before the COMMIT is sent. */
  returned?: (rows: unknown[]) => void;
}

/**
 * Asked at each outermost commit for the writes it owes that transaction (none: null or []), and at its rollback
 * (`committing` false) so it forgets them; either way it lets go of what it kept for that transaction.
 */
export type CommitWriter = (runner: QueryRunner, committing: boolean) => CommitWrite | CommitWrite[] | null;

const writers: CommitWriter[] = [];
const deferred = new WeakMap<QueryRunner, CommitWrite[]>();

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

/**
 * A write whose answer nobody needs, sent with the commit instead of now (one round trip less). Only for a row
 * nothing later in the transaction reads or writes again: the commit's statements run as one, on one snapshot.
 * Outside a transaction (or in a savepoint) it runs at once.
 */
export async function writeAtCommit(db: DataSource | EntityManager, write: CommitWrite): Promise<void> {
  const runner = openTransaction(db);
  if (!runner) {
    // Sent first: `returned?.(await …)` would skip the statement itself when nobody wants its rows.
    const rows = await preparedRows(db, write.name, write.sql, write.values);
    write.returned?.(rows);
    return;
  }
  deferred.set(runner, [...(deferred.get(runner) ?? []), write]);
}

onCommitWrite((runner, committing) => {
  const writes = deferred.get(runner) ?? [];
  deferred.delete(runner);
  return committing ? writes : null;
});

/** `$n` placeholders of a statement moved up by `offset`, so several statements can share one list of values. */
const shifted = (sql: string, offset: number) => (offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`));

const names = new Map<string, string>();
/** PostgreSQL keeps 63 characters of a statement's name: a combination is named by a digest of its parts' names. */
function combinedName(parts: string): string {
  let name = names.get(parts);
  if (!name) names.set(parts, (name = `commit_${createHash('sha256').update(parts).digest('hex').slice(0, 32)}`));
  return name;
}

/**
 * Every write owed to the transaction, sent as one statement (data-modifying CTEs) right before COMMIT: one round
 * trip instead of one per write, prepared under the combination's name (docs/architecture.md, 'Round trips and
 * prepared statements').
 */
export async function flushCommitWrites(runner: QueryRunner): Promise<void> {
  const writes = writers.flatMap((w) => w(runner, true) ?? []);
  if (writes.length === 0) return;
  if (writes.length === 1) {
    const [write] = writes as [CommitWrite];
    const rows = await preparedRows(runner, write.name, write.sql, write.values);
    write.returned?.(rows);
    return;
  }
  let offset = 0;
  const parts = writes.map((w, i) => {
    const part = `w${i} AS (${shifted(w.sql, offset)})`;
    offset += w.values.length;
    return part;
  });
  // A write that wants its rows gets them as one JSON array column (`r<i>`); the others are not read.
  const columns = writes.flatMap((w, i) => (w.returned ? [`(SELECT coalesce(json_agg(w${i}), '[]') FROM w${i}) AS r${i}`] : []));
  const [row] = await preparedRows<Record<string, unknown[]>>(
    runner,
    combinedName(writes.map((w) => `${w.name}${w.returned ? '*' : ''}`).join('+')),
    `WITH ${parts.join(', ')} SELECT ${columns.length ? columns.join(', ') : '1'}`,
    writes.flatMap((w) => w.values),
  );
  writes.forEach((w, i) => w.returned?.(row![`r${i}`]!));
}

@EventSubscriber()
export class CommitWritesSubscriber implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint's release is not the commit: the writes wait for the outermost one.
    if (depthOf(event.queryRunner) === 1) await flushCommitWrites(event.queryRunner);
  }

  beforeTransactionRollback(event: TransactionRollbackEvent): void {
    if (depthOf(event.queryRunner) === 1) for (const w of writers) w(event.queryRunner, false);
  }
}
