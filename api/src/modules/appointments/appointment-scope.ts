import { APPOINTMENT_MSG } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';

/** A staff user sees and acts only on their own appointments: their staff id, or none when the login has no staff row. */
export function ownStaffId(auth: AuthContext): number | null {
  if (auth.role !== 'staff') return null;
  return auth.staffId ?? 0;
}

/** A staff user may only book or move appointments to themselves. */
export function assertMayBookFor(auth: AuthContext, staffId: number): void {
  const own = ownStaffId(auth);
  if (own !== null && own !== staffId) throw fail(403, APPOINTMENT_MSG.ownOnly);
}
