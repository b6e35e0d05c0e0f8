import { Button, Modal, Table, Tag } from 'antd';
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, WEBHOOK_MSG, dayjs, type WebhookDeliveryDto, type WebhookDto } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { withFeedback } from '../shared/feedback';
import { WEBHOOK_KEYS, useDeliveries } from './queries';

/** On this device's clock, to the second (a retry's time matters). */
const when = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm:ss') : '—');

const STATUS_COLOR: Record<WebhookDeliveryDto['status'], string> = { pending: 'blue', delivered: 'green', failed: 'red', refused: 'orange' };

/** The delivery log of one webhook (newest first) and 'Reenviar', which sends one again with the same webhook-id. */
export function DeliveriesModal({ webhook, onClose }: { webhook: WebhookDto; onClose: () => void }) {
  const deliveries = useDeliveries(webhook.id);
  const redeliver = useLiveWrite({
    write: (id: number) => api.post<WebhookDeliveryDto>(`/api/webhooks/${webhook.id}/deliveries/${id}/redeliver`, {}),
    causes: [],
    also: [WEBHOOK_KEYS.deliveries(webhook.id)],
  });
  return (
    <Modal open title={`Entregas de ${webhook.url}`} width={900} onCancel={onClose} footer={<Button onClick={onClose}>Fechar</Button>}>
      <Table<WebhookDeliveryDto>
        rowKey="id"
        size="small"
        loading={deliveries.isLoading}
        dataSource={deliveries.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: 'Nenhuma entrega ainda.' }}
        columns={[
          { title: 'Evento', dataIndex: 'event', render: (e: WebhookDeliveryDto['event']) => WEBHOOK_EVENT_LABELS[e] ?? e },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (s: WebhookDeliveryDto['status']) => <Tag color={STATUS_COLOR[s]}>{WEBHOOK_DELIVERY_STATUS_LABELS[s]}</Tag>,
          },
          { title: 'HTTP', dataIndex: 'httpStatus', render: (v: number | null) => v ?? '—' },
          { title: 'Tempo (ms)', dataIndex: 'responseTimeMs', render: (v: number | null) => v ?? '—' },
          { title: 'Tentativas', dataIndex: 'attempts' },
          { title: 'Próxima tentativa', dataIndex: 'nextAttemptAt', render: when },
          { title: 'Criada em', dataIndex: 'createdAt', render: when },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, d) => (
              <Button
                size="small"
                aria-label={`Reenviar entrega ${d.id}`}
                loading={redeliver.isPending && redeliver.variables === d.id}
                onClick={() => void withFeedback(() => redeliver.mutateAsync(d.id), 'Erro ao reenviar entrega.', WEBHOOK_MSG.redelivered)}
              >
                Reenviar
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
