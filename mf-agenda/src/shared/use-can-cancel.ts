import { hasPermission } from '@salao/contracts';
import { useSession } from '@salao/web-core';

/** Cancelling (DELETE /api/appointments/{id}) needs 'appointments.delete', which only management has (docs/product/roles.md). */
export function useCanCancel(): boolean {
  return hasPermission(
    useSession((s) => s.user?.role),
    'appointments.delete',
  );
}
