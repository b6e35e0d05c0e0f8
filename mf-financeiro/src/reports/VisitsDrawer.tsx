import { useState } from 'react';
import { Drawer, Grid, Table } from 'antd';
import { formatDate, type ReportVisitDto } from '@salao/contracts';
import { EmptyState, QueryState } from '@salao/web-core/ui';
import { formatCell } from './cells';
import { useReportVisits, type VisitsFilter } from './queries';

const money = (v: number) => formatCell('money', v);

/** The visits behind a report row (GET /api/reports/visits): date, client, service, professional and what was paid. */
export function VisitsDrawer({ title, filter, onClose }: { title: string; filter: VisitsFilter | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const visits = useReportVisits(filter, page);
  const items = visits.data?.visits ?? [];
  const mobile = Grid.useBreakpoint().md === false;
  return (
    <Drawer open={!!filter} onClose={onClose} title={title} size={mobile ? '100%' : 760} destroyOnHidden styles={{ body: { paddingInline: 12 } }}>
      {filter && (
        <QueryState query={visits} what="os atendimentos" isEmpty={items.length === 0} empty={<EmptyState title="Nenhum atendimento no período." />}>
          <div role="region" aria-label="Atendimentos" tabIndex={0} style={{ overflowX: 'auto' }} data-testid="report-visits">
            <Table<ReportVisitDto>
              rowKey={(v) => `${v.checkoutId ?? 'a'}-${v.appointmentId ?? ''}-${v.date}-${v.serviceName}-${v.staffId ?? ''}`}
              size="small"
              dataSource={items}
              pagination={{ current: page, pageSize: visits.data?.pageSize ?? 50, total: visits.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
              columns={[
                { title: 'Data', dataIndex: 'date', render: (d: string) => formatDate(d) },
                { title: 'Cliente', dataIndex: 'clientName', render: (n: string | null) => n ?? '—' },
                { title: 'Serviço', dataIndex: 'serviceName' },
                { title: 'Profissional', dataIndex: 'staffName', render: (n: string | null) => n ?? '—' },
                { title: 'Valor', dataIndex: 'gross', align: 'right', render: money },
                { title: 'Desconto', dataIndex: 'discount', align: 'right', render: money },
                { title: 'Líquido', dataIndex: 'net', align: 'right', render: money },
              ]}
            />
          </div>
        </QueryState>
      )}
    </Drawer>
  );
}
