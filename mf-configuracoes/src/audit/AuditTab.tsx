import { Typography } from 'antd';
import { useSearchParams } from '@salao/web-core';
import { QueryError, loadFailed } from '@salao/web-core/ui';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditTable } from './AuditTable';
import { auditQueryString, readAuditFilters, withFilter, type AuditFilters } from './audit-filters';
import { useAuditLog } from './use-audit-log';

/** Configurações › Histórico de alterações: who changed what and when (owner only). Filters live in the URL. */
export function AuditTab() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const log = useAuditLog(filters);
  const go = (next: AuditFilters) => setParams(new URLSearchParams(`aba=historico&${auditQueryString(next)}`), { replace: true });
  return (
    <section aria-labelledby="audit-title">
      <Typography.Title level={4} id="audit-title" style={{ marginTop: 0 }}>
        Histórico de alterações
      </Typography.Title>
      <AuditFiltersBar filters={filters} onChange={(change) => go(withFilter(filters, change))} />
      {loadFailed(log) ? (
        <QueryError query={log} what="o histórico" />
      ) : (
        <AuditTable
          items={log.data?.pages.flatMap((p) => p.entries) ?? []}
          loading={log.isPending || (log.isFetching && !log.isFetchingNextPage)}
          more={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onMore={() => void log.fetchNextPage()}
        />
      )}
    </section>
  );
}
