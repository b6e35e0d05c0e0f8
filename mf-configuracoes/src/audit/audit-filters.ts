import { AUDIT_ENTITIES, type AuditEntity } from '@salao/contracts';

/** The history's filters, all kept in the URL (?aba=historico&entity=…&entityId=…&userId=…&from=…&to=…). */
export interface AuditFilters {
  entity?: AuditEntity;
  entityId?: number;
  userId?: number;
  /** 'yyyy-MM-dd' on the establishment's clock. */
  from?: string;
  to?: string;
}

const KEYS = ['entity', 'entityId', 'userId', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** Reads the filters from the address; anything malformed is ignored rather than sent. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const entity = params.get('entity');
  const from = params.get('from');
  const to = params.get('to');
  return {
    entity: AUDIT_ENTITIES.includes(entity as AuditEntity) ? (entity as AuditEntity) : undefined,
    entityId: positive(params.get('entityId')),
    userId: positive(params.get('userId')),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
  };
}

/** The query string of GET /api/audit-log (and of the tab's address, after 'aba'). */
export function auditQueryString(f: AuditFilters): string {
  const q = new URLSearchParams();
  for (const key of KEYS) {
    const v = f[key];
    if (v !== undefined) q.set(key, String(v));
  }
  return q.toString();
}

/** A record filter only makes sense with its entity. */
export function withFilter(f: AuditFilters, change: Partial<AuditFilters>): AuditFilters {
  const next = { ...f, ...change };
  if ('entity' in change && change.entity !== f.entity) next.entityId = undefined;
  return next;
}
