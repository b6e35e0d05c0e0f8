import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditEntity } from '@salao/contracts';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { onCommitWrite, openTransaction, type CommitWrite } from '../database/commit-writes';
import { preparedRows, returnedRows } from '../database/data-source';
import { AUDIT_PURGE_SQL, auditCursorQuery, auditPageQuery, type AuditFilter } from './audit.sql';
import type { Fields } from './diff';

export interface AuditRow {
  establishmentId: number;
  userId: number | null;
  userName: string;
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  before: Fields | null;
  after: Fields | null;
}

export interface StoredAuditRow extends Omit<AuditRow, 'establishmentId'> {
  id: number;
  createdAt: Date;
}

/** Audit rows of transactions still running, written with their commit. */
const pending = new WeakMap<QueryRunner, AuditRow[]>();

/** One insert of any number of rows: arrays through unnest, so the statement's text (and plan) is always the same. */
function auditWrite(rows: AuditRow[]): CommitWrite {
  return {
    name: 'audit_insert',
    sql: `INSERT INTO audit_log (establishment_id, user_id, user_name, entity, entity_id, action, before, after)
          SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::jsonb[], $8::jsonb[])`,
    values: [
      rows.map((r) => r.establishmentId),
      rows.map((r) => r.userId),
      rows.map((r) => r.userName),
      rows.map((r) => r.entity),
      rows.map((r) => r.entityId),
      rows.map((r) => r.action),
      rows.map((r) => r.before && JSON.stringify(r.before)),
      rows.map((r) => r.after && JSON.stringify(r.after)),
    ],
  };
}

onCommitWrite((runner, committing) => {
  const rows = pending.get(runner);
  pending.delete(runner);
  return committing && rows?.length ? auditWrite(rows) : null;
});

/** Every SQL statement on audit_log. */
@Injectable()
export class AuditRepository {
  constructor(readonly db: DataSource) {}

  /** On the caller's transaction, so the row commits or rolls back with the change it describes. */
  insert(executor: EntityManager | DataSource, r: AuditRow): Promise<void> {
    return this.insertMany(executor, [r]);
  }

  /**
   * Several rows, in the order given, on the caller's transaction: kept until its commit and written then in the
   * commit's one statement (commit-writes.ts), so a change with three audit rows costs no round trip for them.
   */
  async insertMany(executor: EntityManager | DataSource, rows: AuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    const runner = openTransaction(executor);
    if (runner) {
      pending.set(runner, [...(pending.get(runner) ?? []), ...rows]);
      return;
    }
    const write = auditWrite(rows);
    await preparedRows(executor, write.name, write.sql, write.values);
  }

  async page(establishmentId: number, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: StoredAuditRow[]; total: number }> {
    const q = auditPageQuery(establishmentId, filter, limit, offset);
    const [rows, count] = await Promise.all([this.db.query(q.page.text, q.page.values), this.db.query(q.count.text, q.count.values)]);
    return { rows: rows as StoredAuditRow[], total: (count as { total: number }[])[0]!.total };
  }

  /** A cursor page (docs/product/api.md 'Cursor pages'): each row with its `next` token as `mark`. */
  cursor(
    establishmentId: number,
    filter: AuditFilter,
    micros: string | null,
    tie: number | null,
    limit: number,
  ): Promise<(StoredAuditRow & { mark: string })[]> {
    const q = auditCursorQuery(establishmentId, filter, micros, tie, limit);
    return this.db.query(q.text, q.values);
  }

  /** Everyone who may have changed something: the establishment's logins, removed ones included (their rows stay). */
  users(establishmentId: number): Promise<{ id: number; name: string }[]> {
    return this.db.query(`SELECT id, name FROM users WHERE establishment_id = $1 ORDER BY lower(name), id`, [establishmentId]);
  }

  /** One batch of rows past retention; how many went. */
  async purgeOlderThan(days: number, batch = 5000): Promise<number> {
    return returnedRows(await this.db.query(AUDIT_PURGE_SQL, [days, batch])).length;
  }
}
