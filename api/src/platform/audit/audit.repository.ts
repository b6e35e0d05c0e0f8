import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditEntity } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../database/data-source';
import { AUDIT_PURGE_SQL, auditPageQuery, type AuditFilter } from './audit.sql';
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

/** Every SQL statement on audit_log. */
@Injectable()
export class AuditRepository {
  constructor(readonly db: DataSource) {}

  /** On the caller's transaction, so the row commits or rolls back with the change it describes. */
  async insert(executor: EntityManager | DataSource, r: AuditRow): Promise<void> {
    await executor.query(
      `INSERT INTO audit_log (establishment_id, user_id, user_name, entity, entity_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [r.establishmentId, r.userId, r.userName, r.entity, r.entityId, r.action, r.before && JSON.stringify(r.before), r.after && JSON.stringify(r.after)],
    );
  }

  /** Several rows in one multi-row insert, in the order given. */
  async insertMany(executor: EntityManager | DataSource, rows: AuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map(
      (_, i) =>
        `($${i * 8 + 1}::int, $${i * 8 + 2}::int, $${i * 8 + 3}, $${i * 8 + 4}, $${i * 8 + 5}::int, $${i * 8 + 6}, $${i * 8 + 7}::jsonb, $${i * 8 + 8}::jsonb)`,
    );
    await executor.query(
      `INSERT INTO audit_log (establishment_id, user_id, user_name, entity, entity_id, action, before, after) VALUES ${values.join(', ')}`,
      rows.flatMap((r) => [
        r.establishmentId,
        r.userId,
        r.userName,
        r.entity,
        r.entityId,
        r.action,
        r.before && JSON.stringify(r.before),
        r.after && JSON.stringify(r.after),
      ]),
    );
  }

  async page(establishmentId: number, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: StoredAuditRow[]; total: number }> {
    const q = auditPageQuery(establishmentId, filter, limit, offset);
    const [rows, count] = await Promise.all([this.db.query(q.page.text, q.page.values), this.db.query(q.count.text, q.count.values)]);
    return { rows: rows as StoredAuditRow[], total: (count as { total: number }[])[0]!.total };
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
