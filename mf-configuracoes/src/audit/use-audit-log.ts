import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditCursorPage, AuditUserDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { auditQueryString, type AuditFilters } from './audit-filters';

/** Entries a 'Carregar mais' brings. */
export const AUDIT_BATCH = 50;

/**
 * The history by cursor, newest first (docs/product/api.md 'Cursor pages'): each 'Carregar mais' continues after
 * the last entry shown, so changes made meanwhile never shift or repeat what is on screen.
 */
export function useAuditLog(filters: AuditFilters) {
  const qs = auditQueryString(filters);
  return useInfiniteQuery({
    queryKey: ['/api/audit-log', qs, 'cursor'],
    queryFn: ({ pageParam }) => api.get<AuditCursorPage>(`/api/audit-log?${qs ? `${qs}&` : ''}after=${encodeURIComponent(pageParam)}&limit=${AUDIT_BATCH}`),
    initialPageParam: '0',
    getNextPageParam: (last) => last.next ?? undefined,
    // The log only grows: a return to the tab shows what happened meanwhile.
    staleTime: 0,
  });
}

export function useAuditUsers() {
  return useQuery<AuditUserDto[]>({ queryKey: ['/api/audit-log/users'], queryFn: () => api.get<AuditUserDto[]>('/api/audit-log/users') });
}
