import { Injectable } from '@nestjs/common';
import {
  AUDIT_PAGE_SIZE,
  auditFieldRank,
  type AuditAction,
  type AuditChange,
  type AuditCursorPage,
  type AuditCursorQuery,
  type AuditEntity,
  type AuditEntryDto,
  type AuditPage,
  type AuditQuery,
  type AuditUserDto,
  instantCursorParts,
} from '@salao/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthContext } from '../auth/auth-context';
import { inTransaction } from '../database/transaction';
import { localDays, localDateTime } from '../time/wall-clock';
import { AuditRepository, type StoredAuditRow } from './audit.repository';
import type { AuditFilter } from './audit.sql';
import { changedFields } from './diff';

export interface AuditEntry {
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  /** The record before and after (DTOs or plain objects); only the fields that differ are kept. */
  before?: object | null;
  after?: object | null;
  /** The client acting on the public booking pages, recorded by name (there is no user). */
  clientName?: string;
}

export const INTEGRATION_ACTOR = 'Integração';

/** Tables whose rows a service locks (and reads) before changing them, for the audit row's 'before'. */
export type AuditedTable = 'clients' | 'products' | 'transactions' | 'services' | 'service_categories' | 'staff';

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Who the row names: the session's user; for a key, its name on the /api routes ('Chave: n8n produção') and
 * 'Integração' on the n8n routes; the client for an online booking.
 */
function actor(auth: AuthContext, clientName?: string): { userId: number | null; userName: string } {
  if (auth.via === 'integration') return { userId: null, userName: auth.name || INTEGRATION_ACTOR };
  if (auth.via === 'online-booking') return { userId: null, userName: clientName ?? auth.name };
  return { userId: auth.userId, userName: auth.name };
}

function changesOf(row: StoredAuditRow): AuditChange[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  fields.sort((a, b) => auditFieldRank(a) - auditFieldRank(b) || a.localeCompare(b));
  return fields.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** 'Histórico de alterações': who changed what, written with the change, read by the owner. */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /** One row in `executor`'s transaction (the change's own); a change that changed nothing writes none. */
  async record(executor: EntityManager | DataSource, auth: AuthContext, entry: AuditEntry): Promise<void> {
    const diff = changedFields(entry.before ?? null, entry.after ?? null);
    if (!diff) return;
    await this.repository.insert(executor, {
      establishmentId: auth.establishmentId,
      ...actor(auth, entry.clientName),
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      ...diff,
    });
  }

  /** Several of record's rows in one insert (a comanda's incomes); entries that changed nothing write none. */
  async recordMany(executor: EntityManager | DataSource, auth: AuthContext, entries: AuditEntry[]): Promise<void> {
    const rows = entries.flatMap((entry) => {
      const diff = changedFields(entry.before ?? null, entry.after ?? null);
      if (!diff) return [];
      return [
        {
          establishmentId: auth.establishmentId,
          ...actor(auth, entry.clientName),
          entity: entry.entity,
          entityId: entry.entityId,
          action: entry.action,
          ...diff,
        },
      ];
    });
    await this.repository.insertMany(executor, rows);
  }

  /** A write and its audit row in one transaction (retried on deadlock like every other). */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return inTransaction(this.repository.db, work);
  }

  /** A creation and its audit row in one transaction; answers the created record. */
  create<T extends { id: number }>(auth: AuthContext, entity: AuditEntity, write: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      const created = await write(tx);
      await this.record(tx, auth, { entity, entityId: created.id, action: 'create', after: created });
      return created;
    });
  }

  /**
   * A change of one record read and written whole (the establishment's settings, hours): `read` the record,
   * `write` it, record the difference as `view` shows both, in one transaction. Answers what `write` answered.
   */
  update<T extends object>(
    auth: AuthContext,
    target: { entity: AuditEntity; entityId: number },
    read: (tx: EntityManager) => Promise<object>,
    write: (tx: EntityManager) => Promise<T>,
    view: (record: object) => object = (record) => record,
  ): Promise<T> {
    return this.transaction(async (tx) => {
      const before = await read(tx);
      const after = await write(tx);
      await this.record(tx, auth, { ...target, action: 'update', before: view(before), after: view(after) });
      return after;
    });
  }

  /**
   * Locks one row of the establishment for the change about to be made and answers its columns (camelCase), or
   * null when there is none: the 'before' of a deletion, and a stable read for the 'before' of an update.
   */
  async lock(tx: EntityManager, table: AuditedTable, establishmentId: number, id: number): Promise<Record<string, unknown> | null> {
    const rows: { row: Record<string, unknown> }[] = await tx.query(
      `SELECT to_jsonb(t) AS row FROM ${table} t WHERE t.id = $1 AND t.establishment_id = $2 FOR UPDATE`,
      [id, establishmentId],
    );
    const row = rows[0]?.row;
    return row ? Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v])) : null;
  }

  /** GET /api/audit-log/users: the 'Usuário' filter's choices. */
  users(auth: AuthContext): Promise<AuditUserDto[]> {
    return this.repository.users(auth.establishmentId);
  }

  /** GET /api/audit-log: the caller's establishment only; from/to are whole days on its clock. */
  async list(auth: AuthContext, q: AuditQuery): Promise<AuditPage> {
    const { rows, total } = await this.repository.page(auth.establishmentId, filterOf(auth, q), AUDIT_PAGE_SIZE, (q.page - 1) * AUDIT_PAGE_SIZE);
    return { items: rows.map((r) => entryOf(auth, r)), total, page: q.page };
  }

  /** The same by cursor, newest first; one more row read tells whether a next page exists. */
  async listAfter(auth: AuthContext, q: AuditCursorQuery): Promise<AuditCursorPage> {
    const rows = await this.repository.cursor(auth.establishmentId, filterOf(auth, q), ...instantCursorParts(q.after), q.limit + 1);
    const page = rows.slice(0, q.limit);
    return { entries: page.map((r) => entryOf(auth, r)), next: rows.length > q.limit ? page[page.length - 1]!.mark : null };
  }
}

function filterOf(auth: AuthContext, q: Omit<AuditQuery, 'page'>): AuditFilter {
  const from = q.from ? localDays(q.from, q.from, auth.zone).start : undefined;
  const to = q.to ? localDays(q.to, q.to, auth.zone).end : undefined;
  return { entity: q.entity, entityId: q.entityId, userId: q.userId, from, to };
}

function entryOf(auth: AuthContext, r: StoredAuditRow): AuditEntryDto {
  return {
    id: r.id,
    at: localDateTime(r.createdAt.getTime(), auth.zone),
    userId: r.userId,
    userName: r.userName,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    changes: changesOf(r),
  };
}
