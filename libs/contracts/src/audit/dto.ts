/** What the audit log records changes of ('Histórico de alterações'). */
export const AUDIT_ENTITIES = [
  'appointment',
  'client',
  'transaction',
  'product',
  'stock',
  'staff',
  'service',
  'category',
  'settings',
  'plan',
  'checkout',
  'cash_session',
  'commission',
  'custom_report',
  'unit',
  'package',
  'gift_card',
  'deposit',
  'webhook',
  'integration_key',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'status', 'cancel', 'delete', 'sale', 'reactivate', 'merge', 'transfer', 'test', 'call'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its value before and after (null when it had none). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One row of GET /api/audit-log. */
export interface AuditEntryDto {
  id: number;
  /** 'yyyy-MM-ddTHH:mm:ss' on the establishment's clock. */
  at: string;
  /** null: not a user of the establishment (an integration, a client booking online). */
  userId: number | null;
  /** The name at the time of the change ('Integração' for an integration key, the client's name for an online booking). */
  userName: string;
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  changes: AuditChange[];
}

export interface AuditPage {
  items: AuditEntryDto[];
  total: number;
  page: number;
}

/** GET /api/audit-log/users: the establishment's logins, for the 'Usuário' filter. */
export interface AuditUserDto {
  id: number;
  name: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/audit-log?after&limit: newest first; next = the following page's after, null on the last. */
export interface AuditCursorPage {
  entries: AuditEntryDto[];
  next: string | null;
}

/** The screen and the links that open it filtered to one record. */
export const AUDIT_PATH = '/configuracoes';
export const AUDIT_TAB = 'historico';
export function auditHistoryUrl(entity: AuditEntity, entityId: number): string {
  return `${AUDIT_PATH}?aba=${AUDIT_TAB}&entity=${entity}&entityId=${entityId}`;
}
