import type { SessionUser, StaffDto } from '@salao/contracts';

/** The staff member a staff user is, matched by id, name or e-mail (docs/product/screens.md); their own name as a fallback. */
export function ownStaffName(user: Pick<SessionUser, 'name' | 'email' | 'staffId'>, staff: StaffDto[]): string {
  const email = user.email?.toLowerCase();
  const me =
    staff.find((s) => user.staffId != null && s.id === user.staffId) ??
    staff.find((s) => s.name === user.name || (!!email && s.email?.toLowerCase() === email));
  return me?.name ?? user.name;
}
