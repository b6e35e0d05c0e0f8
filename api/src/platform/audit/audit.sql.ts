/** The listing's filters; each present one adds its condition, so each combination reads through its index. */
export interface AuditFilter {
  entity?: string;
  entityId?: number;
  userId?: number;
  /** Instants (ms) bounding created_at: [from, to). */
  from?: number;
  to?: number;
}

/**
 * GET /api/audit-log's page and total (audit_log_establishment_created_idx, audit_log_entity_idx,
 * audit_log_user_idx), newest first. Built per filter set rather than `$n IS NULL OR …`, which would leave a
 * prepared statement's generic plan on the establishment index alone.
 */
export function auditPageQuery(establishmentId: number, f: AuditFilter, limit: number, offset: number) {
  const values: unknown[] = [establishmentId];
  const where = ['establishment_id = $1'];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    where.push(sql.replace('?', `$${values.length}`));
  };
  if (f.entity !== undefined) add('entity = ?', f.entity);
  if (f.entityId !== undefined) add('entity_id = ?', f.entityId);
  if (f.userId !== undefined) add('user_id = ?', f.userId);
  if (f.from !== undefined) add('created_at >= ?', new Date(f.from).toISOString());
  if (f.to !== undefined) add('created_at < ?', new Date(f.to).toISOString());
  const filter = where.join(' AND ');
  return {
    page: {
      text: `SELECT id::int, created_at AS "createdAt", user_id AS "userId", user_name AS "userName", entity, entity_id AS "entityId", action, before, after
               FROM audit_log WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      values: [...values, limit, offset],
    },
    count: { text: `SELECT count(*)::int AS total FROM audit_log WHERE ${filter}`, values },
  };
}

/** The retention job: a bounded batch of rows older than `days` (audit_log_created_brin). */
export const AUDIT_PURGE_SQL = `DELETE FROM audit_log WHERE id IN (
  SELECT id FROM audit_log WHERE created_at < now() - make_interval(days => $1::int) LIMIT $2) RETURNING id`;
