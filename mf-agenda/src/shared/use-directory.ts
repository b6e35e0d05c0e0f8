import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, isManagement, type ClientDto, type StaffDto } from '@salao/contracts';
import { useSession } from '@salao/web-core';

const THIRTY_MINUTES = 30 * 60 * 1000;

/** Admins load the full lists, everyone else the /list variants (docs/product/roles.md); services: web-core's useServices. */
function useIsManager(): boolean {
  return isManagement(useSession((s) => s.user?.role));
}

export function useStaffDirectory(enabled = true) {
  const manager = useIsManager();
  return useQuery<StaffDto[]>({ queryKey: manager ? QUERY_KEYS.staff : QUERY_KEYS.staffList, staleTime: THIRTY_MINUTES, enabled });
}

export function useClientDirectory(enabled = true) {
  const manager = useIsManager();
  return useQuery<ClientDto[]>({ queryKey: manager ? QUERY_KEYS.clients : QUERY_KEYS.clientsList, enabled });
}
