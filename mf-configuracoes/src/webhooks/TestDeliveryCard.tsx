import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  hasPermission,
  planIncludes,
  planRequiredMessage,
  webhookTestDeliverySchema,
  type WebhookEventType,
  type WebhookTestDeliveryDto,
} from '@salao/contracts';
import { api, usePermissions, useSession } from '@salao/web-core';
import { fieldStatus, formikText } from '@salao/web-core/forms';
import { failureToast } from '../shared/feedback';

interface Values {
  url: string;
  event: WebhookEventType;
}

const STATUS_COLOR: Record<WebhookTestDeliveryDto['status'], string> = { delivered: 'success', failed: 'error', refused: 'warning' };

/**
 * /n8n-test: one signed sample delivery to an address, before registering it (docs/product/webhooks.md, 'Test
 * delivery'). The answer carries the one-off secret, so the receiver can check its signature code against it.
 */
export function TestDeliveryCard() {
  const role = useSession((s) => s.user?.role);
  const permissions = usePermissions();
  if (!hasPermission(role, 'webhooks.manage')) return null;
  return (
    <Card title="Enviar entrega de teste">
      <Typography.Paragraph type="secondary">
        Envia um evento de exemplo (com <Typography.Text code>&quot;test&quot;: true</Typography.Text>) assinado com um segredo criado só para este teste. Use o
        webhook-id e o segredo abaixo para conferir a assinatura no seu receptor.
      </Typography.Paragraph>
      {permissions.isLoading ? null : planIncludes(permissions.planName, 'webhooks') ? (
        <TestDeliveryForm />
      ) : (
        <Alert type="info" showIcon title={planRequiredMessage('webhooks', permissions.planName)} />
      )}
    </Card>
  );
}

function TestDeliveryForm() {
  const [result, setResult] = useState<WebhookTestDeliveryDto | null>(null);
  const formik = useFormik<Values>({
    initialValues: { url: '', event: 'appointment.created' },
    validationSchema: webhookTestDeliverySchema,
    onSubmit: async (values) => {
      try {
        setResult(await api.post<WebhookTestDeliveryDto>('/api/webhooks/test-delivery', values));
      } catch (error) {
        setResult(null);
        failureToast(error, 'Erro ao enviar a entrega de teste.');
      }
    },
  });
  return (
    <>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="URL do receptor" htmlFor="test-delivery-url" {...fieldStatus(formik, 'url')}>
              <Input {...formikText(formik, 'url', 'test-delivery')} placeholder="https://exemplo.com/webhooks/salao" inputMode="url" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Evento" htmlFor="test-delivery-event" {...fieldStatus(formik, 'event')}>
              <Select
                id="test-delivery-event"
                value={formik.values.event}
                onChange={(event: WebhookEventType) => void formik.setFieldValue('event', event)}
                options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: `${WEBHOOK_EVENT_LABELS[e]} (${e})` }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" icon={<SendOutlined />} loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Enviar entrega de teste
        </Button>
      </Form>
      {result && <TestDeliveryResult result={result} />}
    </>
  );
}

function TestDeliveryResult({ result }: { result: WebhookTestDeliveryDto }) {
  return (
    <Card type="inner" title="Resultado da entrega de teste" style={{ marginTop: 16 }} data-testid="test-delivery-result">
      {result.error && <Alert type={result.status === 'refused' ? 'warning' : 'error'} showIcon title={result.error} style={{ marginBottom: 12 }} />}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          <Tag color={STATUS_COLOR[result.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[result.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="HTTP">{result.httpStatus ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Tempo de resposta">{result.responseTimeMs === null ? '—' : `${result.responseTimeMs} ms`}</Descriptions.Item>
        <Descriptions.Item label="webhook-id">
          <Typography.Text code copyable>
            {result.webhookId}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Segredo (só deste teste)">
          <Typography.Text code copyable={{ text: result.secret }}>
            {result.secret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        Corpo enviado:
      </Typography.Paragraph>
      {/* Scrollable, so reachable by keyboard (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        aria-label="Corpo enviado"
        style={{ maxHeight: 320, overflow: 'auto', margin: 0, padding: 12, borderRadius: 8, background: 'rgba(127,127,127,0.12)', fontSize: 13 }}
      >
        {JSON.stringify(JSON.parse(result.body), null, 2)}
      </pre>
    </Card>
  );
}
