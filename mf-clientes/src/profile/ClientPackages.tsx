import { Empty, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_PACKAGE_STATUS_LABELS, formatBRL, fromCents, type ClientPackageDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { QueryError, loadFailed } from '@salao/web-core/ui';

const day = (local: string) => local.slice(0, 10).split('-').reverse().join('/');

/** The 'Pacotes' tab (docs/product/packages.md): each package bought, its sessions left per service, expiry and status. */
export function ClientPackages({ clientId }: { clientId: number }) {
  const q = useQuery<ClientPackageDto[]>({ queryKey: ['client-packages', clientId], queryFn: () => api.get(`/api/clients/${clientId}/packages`) });
  if (loadFailed(q)) return <QueryError query={q} what="os pacotes da cliente" />;
  return (
    <Table<ClientPackageDto>
      rowKey="id"
      size="small"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="Nenhum pacote comprado." /> }}
      columns={[
        { title: 'Pacote', key: 'name', dataIndex: 'name' },
        {
          title: 'Sessões restantes',
          key: 'remaining',
          render: (_, p) => p.services.map((s) => `${s.serviceName}: ${s.remaining} de ${s.sessions}`).join(', '),
        },
        { title: 'Validade', key: 'expiresAt', render: (_, p) => day(p.expiresAt) },
        { title: 'Saldo', key: 'remainingValue', render: (_, p) => formatBRL(fromCents(p.remainingValue)) },
        { title: 'Status', key: 'status', render: (_, p) => CLIENT_PACKAGE_STATUS_LABELS[p.status] },
      ]}
    />
  );
}
