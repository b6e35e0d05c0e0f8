import { beforeInstantCursor, instantCursorOf } from '../database/instant-cursor';

/** The listing's filters; each present one adds its condition, so each combination reads through its index. */
export interface AuditFilter {
  entity?: string;
  entityId?: number;
  userId?: number;
  /** Instants (ms) bounding created_at: [from, to). */
  from?: number;
  to?: number;
}

const COLUMNS = `a.id::int, a.created_at AS "createdAt", a.user_id AS "userId", a.user_name AS "userName", a.entity, a.entity_id AS "entityId",
  a.action, a.before, a.after`;

/**
 * The filters' conditions on audit_log, each present one its own (audit_log_establishment_created_idx,
 * audit_log_entity_idx, audit_log_user_idx all end in created_at, id). Built per filter set rather than
 * `$n IS NULL OR …`, which would leave a prepared statement's generic plan on the establishment index alone.
 */
function auditWhere(establishmentId: number, f: AuditFilter): { values: unknown[]; where: string[]; param: (value: unknown) => string } {
  const values: unknown[] = [establishmentId];
  const where = ['establishment_id = $1'];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (f.entity !== undefined) where.push(`entity = ${param(f.entity)}`);
  if (f.entityId !== undefined) where.push(`entity_id = ${param(f.entityId)}`);
  if (f.userId !== undefined) where.push(`user_id = ${param(f.userId)}`);
  if (f.from !== undefined) where.push(`created_at >= ${param(new Date(f.from).toISOString())}`);
  if (f.to !== undefined) where.push(`created_at < ${param(new Date(f.to).toISOString())}`);
  return { values, where, param };
}

/**
 * GET /api/audit-log's page and total, newest first. The page's ids are cut from the index alone (a deep offset
 * walks index entries, not rows), then only they are read.
 */
export function auditPageQuery(establishmentId: number, f: AuditFilter, limit: number, offset: number) {
  const { values, where, param } = auditWhere(establishmentId, f);
  const count = { text: `SELECT count(*)::int AS total FROM audit_log WHERE ${where.join(' AND ')}`, values: [...values] };
  const ids = `SELECT id FROM audit_log WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${param(limit)} OFFSET ${param(offset)}`;
  return {
    page: { text: `SELECT ${COLUMNS} FROM audit_log a JOIN (${ids}) p ON p.id = a.id ORDER BY a.created_at DESC, a.id DESC`, values },
    count,
  };
}

/** GET /api/audit-log?after=&limit=: the rows after the cursor's, newest first, each with its own `next` token. */
export function auditCursorQuery(establishmentId: number, f: AuditFilter, micros: string | null, tie: number | null, limit: number) {
  const { values, where, param } = auditWhere(establishmentId, f);
  if (micros !== null) where.push(beforeInstantCursor('created_at', 'id', param(micros), param(tie)));
  const text = `SELECT ${COLUMNS}, ${instantCursorOf('a.created_at', 'a.id')} AS mark FROM audit_log a
                 WHERE ${where.join(' AND ')} ORDER BY a.created_at DESC, a.id DESC LIMIT ${param(limit)}`;
  return { text, values };
}

/** The retention job: a bounded batch of rows older than `days` (audit_log_created_brin). */
export const AUDIT_PURGE_SQL = `DELETE FROM audit_log WHERE id IN (
  SELECT id FROM audit_log WHERE created_at < now() - make_interval(days => $1::int) LIMIT $2) RETURNING id`;
