import { isManagement } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';

/**
 * Who may list, create and remove a professional's time blocks (docs/product/states.md 'Time blocks'):
 * management for anyone, a staff member for her own staff record only.
 */
export function mayManageBlocksOf(auth: Pick<AuthContext, 'role' | 'staffId'>, staffId: number): boolean {
  if (isManagement(auth.role)) return true;
  return auth.role === 'staff' && auth.staffId === staffId;
}
