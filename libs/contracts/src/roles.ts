/** Roles stored on a user. docs/product/roles.md: admin and staff are in the data; owner and manager appear in navigation rules. */
export const ROLES = ['admin', 'owner', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** "Management" in docs/product/roles.md: admin, manager and owner. */
export function isManagement(role: Role | string | null | undefined): boolean {
  return role === 'admin' || role === 'owner' || role === 'manager';
}

/** Header label: 'Administrador' for admin, otherwise 'Colaborador' (docs/product/screens.md Layout). */
export function roleLabel(role: Role | string | null | undefined): string {
  return role === 'admin' ? 'Administrador' : 'Colaborador';
}
