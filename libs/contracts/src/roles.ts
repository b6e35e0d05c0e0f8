/** Roles stored on a user. SPEC §6: admin and staff are in the data; owner and manager appear in navigation rules. */
export const ROLES = ['admin', 'owner', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** "Management" in SPEC §6: admin, manager and owner. */
export function isManagement(role: Role | string | null | undefined): boolean {
  return role === 'admin' || role === 'owner' || role === 'manager';
}

/** Header label: 'Administrador' for admin, otherwise 'Colaborador' (SPEC §2 Layout). */
export function roleLabel(role: Role | string | null | undefined): string {
  return role === 'admin' ? 'Administrador' : 'Colaborador';
}
