import { Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useFormik } from 'formik';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, webhookSchema, type WebhookDto, type WebhookEventType } from '@salao/contracts';
import { fieldStatus, formikText } from '@salao/web-core/forms';

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

/** Create or edit a webhook: its https address, the events it takes, whether it is on. */
export function WebhookFormModal({
  editing,
  open,
  saving,
  onSave,
  onClose,
}: {
  /** null: a new webhook. */
  editing: WebhookDto | null;
  open: boolean;
  saving: boolean;
  onSave: (values: WebhookFormValues) => Promise<boolean>;
  onClose: () => void;
}) {
  const formik = useFormik<WebhookFormValues>({
    initialValues: editing ? { url: editing.url, events: editing.events, active: editing.active } : { url: '', events: [], active: true },
    enableReinitialize: true,
    validationSchema: webhookSchema,
    onSubmit: async (values) => {
      if (await onSave(values)) onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={editing ? 'Editar webhook' : 'Novo webhook'}
      okText={editing ? 'Salvar' : 'Criar webhook'}
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => formik.handleSubmit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="URL de destino" htmlFor="webhook-url" {...fieldStatus(formik, 'url')}>
          <Input {...formikText(formik, 'url', 'webhook')} placeholder="https://exemplo.com/webhooks/salao" inputMode="url" />
        </Form.Item>
        <Form.Item label="Eventos" {...fieldStatus(formik, 'events')}>
          <Checkbox.Group
            aria-label="Eventos"
            value={formik.values.events}
            onChange={(v) => void formik.setFieldValue('events', v)}
            style={{ display: 'grid', gap: 4 }}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: `${WEBHOOK_EVENT_LABELS[e]} (${e})` }))}
          />
        </Form.Item>
        <Form.Item label="Ativo" htmlFor="webhook-active">
          <Switch id="webhook-active" checked={formik.values.active} onChange={(v) => void formik.setFieldValue('active', v)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
