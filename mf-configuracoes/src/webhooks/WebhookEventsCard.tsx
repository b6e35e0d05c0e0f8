import { Card, Table, Typography } from 'antd';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_DATA, WEBHOOK_EVENT_LABELS, type WebhookEventType } from '@salao/contracts';

/** /n8n-test: the events a webhook can receive (docs/product/webhooks.md), for whoever builds the automation on the other side. */
export function WebhookEventsCard() {
  return (
    <Card title="Eventos de webhook">
      <Typography.Paragraph type="secondary">
        Cadastre um webhook em Configurações › Negócio › Webhooks. Cada evento chega como POST com o corpo{' '}
        <Typography.Text code>{'{ type, timestamp, data }'}</Typography.Text>, assinado no padrão Standard Webhooks com o segredo mostrado na criação.
      </Typography.Paragraph>
      <Table<{ type: WebhookEventType }>
        rowKey="type"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={WEBHOOK_EVENTS.map((type) => ({ type }))}
        columns={[
          { title: 'Evento', dataIndex: 'type', render: (t: WebhookEventType) => <Typography.Text code>{t}</Typography.Text> },
          { title: 'Quando', key: 'label', render: (_: unknown, r) => WEBHOOK_EVENT_LABELS[r.type] },
          { title: 'data', key: 'data', render: (_: unknown, r) => WEBHOOK_EVENT_DATA[r.type] },
        ]}
      />
    </Card>
  );
}
