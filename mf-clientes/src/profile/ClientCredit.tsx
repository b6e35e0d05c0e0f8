import { Card, Col, Empty, Row, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatBRL, type ClientCreditDto, type ClientCreditMovementDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { QueryError, loadFailed } from '@salao/web-core/ui';

const brl = (cents: number) => formatBRL(cents / 100);
const when = (local: string) => {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
};

/** GET /api/clients/{id}/credit (docs/product/gift-cards.md): her credit, her fiado and both ledgers' movements. */
export function ClientCredit({ clientId }: { clientId: number }) {
  const credit = useQuery<ClientCreditDto>({
    queryKey: ['/api/clients', clientId, 'credit'],
    queryFn: () => api.get<ClientCreditDto>(`/api/clients/${clientId}/credit`),
  });
  if (loadFailed(credit)) return <QueryError query={credit} what="o crédito da cliente" />;
  return (
    <div data-testid="client-credit">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col>
          <Card size="small">
            <Statistic title="Crédito" value={brl(credit.data?.credit ?? 0)} loading={credit.isLoading} />
          </Card>
        </Col>
        <Col>
          <Card size="small">
            <Statistic title="Fiado em aberto" value={brl(credit.data?.debt ?? 0)} loading={credit.isLoading} />
          </Card>
        </Col>
      </Row>
      <Table<ClientCreditMovementDto>
        rowKey="id"
        size="small"
        loading={credit.isLoading}
        scroll={{ x: 'max-content' }}
        dataSource={credit.data?.movements ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma movimentação" /> }}
        columns={[
          { title: 'Data', dataIndex: 'createdAt', render: when },
          { title: 'Movimentação', dataIndex: 'label' },
          { title: 'Comanda', dataIndex: 'checkoutNumber', render: (n: number | null) => (n ? `nº ${n}` : '—') },
          { title: 'Valor', dataIndex: 'amount', align: 'right', render: (cents: number) => brl(cents) },
        ]}
      />
    </div>
  );
}
