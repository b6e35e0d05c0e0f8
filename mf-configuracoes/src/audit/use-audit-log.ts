import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditUserDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { auditQueryString, type AuditFilters } from './audit-filters';

/** One page of the history; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters) {
  const qs = auditQueryString(filters);
  return useQuery<AuditPage>({
    queryKey: ['/api/audit-log', qs],
    queryFn: () => api.get<AuditPage>(`/api/audit-log${qs ? `?${qs}` : ''}`),
    placeholderData: keepPreviousData,
    // The log only grows: a return to the tab shows what happened meanwhile.
    staleTime: 0,
  });
}

export function useAuditUsers() {
  return useQuery<AuditUserDto[]>({ queryKey: ['/api/audit-log/users'], queryFn: () => api.get<AuditUserDto[]>('/api/audit-log/users') });
}
