import { useState } from 'react';
import { Alert, Button, Card, Modal, Space, Table, Tag, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MSG, hasPermission, planIncludes, planRequiredMessage, type WebhookCreatedDto, type WebhookDto } from '@salao/contracts';
import { api, useLiveWrite, usePermissions, useSession } from '@salao/web-core';
import { useConfirmDelete } from '@salao/web-core/ui';
import { withFeedback } from '../shared/feedback';
import { DeliveriesModal } from './DeliveriesModal';
import { WebhookFormModal, type WebhookFormValues } from './WebhookFormModal';
import { WEBHOOK_KEYS, useWebhooks } from './queries';

/** Webhooks (docs/product/webhooks.md): the owner's, on plan Expert; beside the integration keys. */
export function WebhooksCard() {
  const role = useSession((s) => s.user?.role);
  const permissions = usePermissions();
  if (!hasPermission(role, 'webhooks.manage')) return null;
  const unlocked = planIncludes(permissions.planName, 'webhooks');
  return (
    <Card
      title={
        <span>
          <ApiOutlined /> Webhooks
        </span>
      }
    >
      <Typography.Paragraph type="secondary">
        Avise outro sistema a cada agendamento, cliente, comanda ou pagamento: enviamos um POST assinado no padrão Standard Webhooks (cabeçalhos webhook-id,
        webhook-timestamp e webhook-signature) e tentamos de novo por até 3 dias.
      </Typography.Paragraph>
      {permissions.isLoading ? null : unlocked ? <WebhookList /> : <Alert type="info" showIcon title={planRequiredMessage('webhooks', permissions.planName)} />}
    </Card>
  );
}

function WebhookList() {
  const webhooks = useWebhooks(true);
  const [editing, setEditing] = useState<WebhookDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<WebhookCreatedDto | null>(null);
  const [log, setLog] = useState<WebhookDto | null>(null);
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const also = [WEBHOOK_KEYS.list];
  const create = useLiveWrite({ write: (body: WebhookFormValues) => api.post<WebhookCreatedDto>('/api/webhooks', body), causes: [], also });
  const update = useLiveWrite({
    write: ({ id, ...body }: WebhookFormValues & { id: number; version: number }) => api.put<WebhookDto>(`/api/webhooks/${id}`, body),
    causes: [],
    also,
  });
  const remove = useLiveWrite({ write: (id: number) => api.delete(`/api/webhooks/${id}`), causes: [], also });

  const onSave = (values: WebhookFormValues): Promise<boolean> =>
    editing
      ? withFeedback(() => update.mutateAsync({ ...values, id: editing.id, version: editing.version }), 'Erro ao salvar webhook.', 'Webhook salvo.')
      : withFeedback(async () => setCreated(await create.mutateAsync(values)), 'Erro ao criar webhook.');

  const onDelete = async (w: WebhookDto) => {
    if (!(await confirmDelete(`Remover o webhook ${w.url}? Ele deixará de receber eventos.`))) return;
    await withFeedback(() => remove.mutateAsync(w.id), 'Erro ao remover webhook.', 'Webhook removido.');
  };

  return (
    <>
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => {
          setEditing(null);
          setFormOpen(true);
        }}
      >
        Novo webhook
      </Button>
      <Table<WebhookDto>
        rowKey="id"
        size="small"
        loading={webhooks.isLoading}
        dataSource={webhooks.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: 'Nenhum webhook cadastrado.' }}
        columns={[
          { title: 'URL', dataIndex: 'url', render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
          { title: 'Eventos', dataIndex: 'events', render: (events: WebhookDto['events']) => events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ') },
          {
            title: 'Situação',
            key: 'active',
            render: (_: unknown, w) =>
              w.active ? (
                <Tag color="green">Ativo</Tag>
              ) : (
                <Tag color={w.disabledAt ? 'red' : 'default'}>{w.disabledAt ? 'Desativado por falhas' : 'Inativo'}</Tag>
              ),
          },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, w) => (
              <Space wrap>
                <Button size="small" aria-label={`Entregas de ${w.url}`} onClick={() => setLog(w)}>
                  Entregas
                </Button>
                <Button
                  size="small"
                  aria-label={`Editar ${w.url}`}
                  onClick={() => {
                    setEditing(w);
                    setFormOpen(true);
                  }}
                >
                  Editar
                </Button>
                <Button size="small" danger aria-label={`Remover ${w.url}`} onClick={() => void onDelete(w)}>
                  Remover
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <WebhookFormModal editing={editing} open={formOpen} saving={create.isPending || update.isPending} onSave={onSave} onClose={() => setFormOpen(false)} />
      <Modal
        open={created !== null}
        title="Webhook criado"
        // Once closed, the secret leaves the page for good.
        destroyOnHidden
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            Entendi
          </Button>
        }
      >
        <Alert type="warning" showIcon title={WEBHOOK_MSG.shownOnce} style={{ marginBottom: 12 }} />
        <Typography.Paragraph>Segredo de assinatura:</Typography.Paragraph>
        <Typography.Paragraph code copyable={{ text: created?.secret ?? '' }} data-testid="created-webhook-secret">
          {created?.secret}
        </Typography.Paragraph>
      </Modal>
      {log && <DeliveriesModal webhook={log} onClose={() => setLog(null)} />}
      {confirmHolder}
    </>
  );
}
