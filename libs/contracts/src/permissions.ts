import { isManagement, type Role } from './roles';

/** Every permission a route or screen can require (docs/product/roles.md). */
export const PERMISSIONS = [
  'dashboard.view',
  'appointments.view',
  'appointments.create',
  'appointments.edit',
  'appointments.delete',
  'clients.manage',
  'services.manage',
  'staff.manage',
  'products.manage',
  'inventory.view',
  'finances.view',
  'transactions.viewAll',
  'transactions.create',
  'transactions.delete',
  'checkouts.open',
  'commissions.viewStaff',
  'commissions.viewOwn',
  'loyalty.view',
  'reports.view',
  'settings.view',
  'settings.editBusiness',
  'account.security',
  'clients.privacy',
  'audit.view',
  'webhooks.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Everyone logged in (docs/product/roles.md). */
const EVERYONE: Permission[] = [
  'dashboard.view',
  'appointments.view',
  'appointments.create',
  'appointments.edit',
  'account.security',
  'finances.view',
  'settings.view',
];

/** Admin only in docs/product/roles.md; owner and manager are management and get the same. */
const MANAGEMENT: Permission[] = [
  ...EVERYONE,
  'appointments.delete',
  'clients.manage',
  'services.manage',
  'staff.manage',
  'products.manage',
  'inventory.view',
  'transactions.viewAll',
  'transactions.create',
  'transactions.delete',
  'checkouts.open',
  'commissions.viewStaff',
  'loyalty.view',
  // The advanced and custom reports: the whole business's figures (docs/product/reports.md).
  'reports.view',
  'settings.editBusiness',
];

/**
 * The account holder's alone (admin, the registering owner, and owner; not a manager): a client's whole record
 * leaving the system or erased for good (LGPD), who changed what ('Histórico de alterações'), and where the
 * business's events are sent (webhooks, docs/product/webhooks.md).
 */
const OWNER: Permission[] = [...MANAGEMENT, 'clients.privacy', 'audit.view', 'webhooks.manage'];

/** A professional opens and edits comandas of her own services and sales; payments, closing and refunds are management's. */
const STAFF: Permission[] = [...EVERYONE, 'commissions.viewOwn', 'checkouts.open'];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(OWNER),
  owner: new Set(OWNER),
  manager: new Set(MANAGEMENT),
  staff: new Set(STAFF),
};

/** With no user, every permission is denied (docs/product/roles.md). */
export function hasPermission(role: Role | string | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const set = ROLE_PERMISSIONS[role as Role];
  return set ? set.has(permission) : false;
}

export { isManagement };
