import type { AuditEntryDto, AuditPage } from '@salao/contracts';
import type { ApiClient } from './support/client';

/** GET /api/audit-log with the given filters; throws unless 200. */
export async function auditLog(client: ApiClient, query: Record<string, string | number> = {}): Promise<AuditPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await client.get(`/api/audit-log${qs ? `?${qs}` : ''}`);
  if (res.status !== 200) throw new Error(`audit-log: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One record's rows, oldest first (the listing answers newest first). */
export async function historyOf(client: ApiClient, entity: string, entityId: number): Promise<AuditEntryDto[]> {
  return (await auditLog(client, { entity, entityId })).items.reverse();
}

/** A row's changes as { field: [before, after] }, easy to compare. */
export function changes(row: AuditEntryDto): Record<string, [unknown, unknown]> {
  return Object.fromEntries(row.changes.map((c) => [c.field, [c.before, c.after]]));
}
