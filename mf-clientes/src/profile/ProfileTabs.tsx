import { Button, Card, ConfigProvider, Descriptions, Empty, Flex, List, Table, Tabs, Tag, Typography, theme } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import {
  APPOINTMENT_STATUS_LABELS,
  formatBRL,
  formatDate,
  type ClientDto,
  type ClientProfileAppointment,
  type ClientProfileDto,
  type ClientProfileLoyaltyEntry,
  type ClientProfileProduct,
  VISIT_MSG,
} from '@salao/contracts';
import { ToneTag } from '@salao/web-core/ui';
import { useState } from 'react';
import { ClientCheckouts } from './ClientCheckouts';
import { ClientPackages } from './ClientPackages';
import { ClientCredit } from './ClientCredit';
import { LOYALTY_KIND_LABELS, loyaltyBalances, statusTone } from './profile-view';

/** 'DD/MM/YYYY HH:mm' of a local 'YYYY-MM-DDTHH:mm:ss'. */
function when(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

function StatusTag({ status }: { status: ClientProfileAppointment['status'] }) {
  const tone = statusTone(status);
  const label = APPOINTMENT_STATUS_LABELS[status];
  return tone ? <ToneTag tone={tone}>{label}</ToneTag> : <Tag>{label}</Tag>;
}

/** The service, marked when it is an occurrence of a series (↻) or an item of a visit of several services (⛓), docs/product/series.md. */
function ServiceCell({ appointment: a }: { appointment: ClientProfileAppointment }) {
  return (
    <span>
      {a.serviceName}
      {a.seriesId && (
        <Tag role="img" data-testid="history-series" style={{ marginInlineStart: 6 }} aria-label={VISIT_MSG.seriesLabel} title={VISIT_MSG.seriesLabel}>
          <span aria-hidden>↻</span> Série
        </Tag>
      )}
      {a.groupId && (
        <Tag role="img" data-testid="history-visit" style={{ marginInlineStart: 6 }} aria-label={VISIT_MSG.groupLabel} title={VISIT_MSG.groupLabel}>
          <span aria-hidden>⛓</span> Visita
        </Tag>
      )}
    </span>
  );
}

function History({ appointments }: { appointments: ClientProfileAppointment[] }) {
  return (
    <Table<ClientProfileAppointment>
      data-testid="client-profile-history"
      rowKey="id"
      size="small"
      pagination={appointments.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      dataSource={appointments}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum agendamento" /> }}
      columns={[
        { title: 'Data', key: 'when', render: (_, a) => when(a.appointmentDate) },
        { title: 'Serviço', key: 'service', render: (_, a) => <ServiceCell appointment={a} /> },
        { title: 'Profissional', dataIndex: 'staffName' },
        // Visits in other units of the network (clients shared): one history, each visit naming its unit.
        ...(appointments.some((a) => a.unitName)
          ? [{ title: 'Unidade', key: 'unit', render: (_: unknown, a: ClientProfileAppointment) => a.unitName ?? 'Esta unidade' }]
          : []),
        { title: 'Valor', key: 'price', render: (_, a) => formatBRL(a.price) },
        { title: 'Status', key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
      ]}
    />
  );
}

function Loyalty({ entries }: { entries: ClientProfileLoyaltyEntry[] }) {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum ponto registrado" />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        {loyaltyBalances(entries).map((b) => (
          <Tag key={b.programId} style={{ fontSize: 14, padding: '2px 8px' }}>
            {b.programName}: {b.balance} {b.balance === 1 ? 'ponto' : 'pontos'}
          </Tag>
        ))}
      </Flex>
      <List
        size="small"
        dataSource={entries}
        renderItem={(e) => (
          <List.Item key={e.id}>
            <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
              <Typography.Text>
                {formatDate(e.createdAt)} · {e.programName} · {LOYALTY_KIND_LABELS[e.kind]}
                {e.reason ? ` · ${e.reason}` : ''}
              </Typography.Text>
              <Typography.Text strong>{e.points > 0 ? `+${e.points}` : e.points}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}

function Products({ products }: { products: ClientProfileProduct[] }) {
  return (
    <Table<ClientProfileProduct>
      rowKey="id"
      size="small"
      pagination={products.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      dataSource={products}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum produto comprado" /> }}
      columns={[
        { title: 'Data', key: 'soldAt', render: (_, p) => formatDate(p.soldAt) },
        { title: 'Produto', dataIndex: 'productName' },
        ...(products.some((p) => p.unitName)
          ? [{ title: 'Unidade', key: 'unit', render: (_: unknown, p: ClientProfileProduct) => p.unitName ?? 'Esta unidade' }]
          : []),
        { title: 'Quantidade', dataIndex: 'quantity' },
        { title: 'Preço unitário', key: 'unitPrice', render: (_, p) => formatBRL(p.unitPrice) },
        { title: 'Total', key: 'total', render: (_, p) => formatBRL(p.total) },
      ]}
    />
  );
}

function Anamnesis({ client, onEdit }: { client: ClientDto; onEdit: () => void }) {
  const none = <Typography.Text type="secondary">Não informado</Typography.Text>;
  return (
    <Flex vertical gap={12} align="flex-start">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'allergies', label: 'Alergias', children: client.allergies ?? none },
          { key: 'hair', label: 'Cabelo', children: client.hairNotes ?? none },
          { key: 'skin', label: 'Pele', children: client.skinNotes ?? none },
          ...client.anamnesis.map((q, i) => ({ key: `q${i}`, label: q.question, children: q.answer || none })),
        ]}
      />
      <Button icon={<EditOutlined />} onClick={onEdit}>
        Editar anamnese
      </Button>
    </Flex>
  );
}

/** 'Histórico', 'Comandas' (those who read the finances), 'Fidelidade', 'Produtos' and 'Anamnese' of the client's page. */
export function ProfileTabs({
  profile,
  loyalty,
  checkouts,
  onEditAnamnesis,
}: {
  profile: ClientProfileDto;
  loyalty: boolean;
  checkouts: boolean;
  onEditAnamnesis: () => void;
}) {
  const [checkoutsPage, setCheckoutsPage] = useState(1);
  const items = [
    { key: 'history', label: 'Histórico', children: <History appointments={profile.appointments} /> },
    ...(checkouts
      ? [{ key: 'checkouts', label: 'Comandas', children: <ClientCheckouts clientId={profile.client.id} page={checkoutsPage} onPage={setCheckoutsPage} /> }]
      : []),
    ...(checkouts ? [{ key: 'packages', label: 'Pacotes', children: <ClientPackages clientId={profile.client.id} /> }] : []),
    ...(checkouts ? [{ key: 'credit', label: 'Crédito', children: <ClientCredit clientId={profile.client.id} /> }] : []),
    ...(loyalty ? [{ key: 'loyalty', label: 'Fidelidade', children: <Loyalty entries={profile.loyalty} /> }] : []),
    { key: 'products', label: 'Produtos', children: <Products products={profile.products} /> },
    { key: 'anamnesis', label: 'Anamnese', children: <Anamnesis client={profile.client} onEdit={onEditAnamnesis} /> },
  ];
  // The selected tab in the link colour (AA on white and on black; antd's violet on black is not).
  const { token } = theme.useToken();
  const accent = token.colorLink;
  return (
    <Card>
      <ConfigProvider theme={{ components: { Tabs: { itemSelectedColor: accent, itemActiveColor: accent, itemHoverColor: accent, inkBarColor: accent } } }}>
        <Tabs items={items} />
      </ConfigProvider>
    </Card>
  );
}
