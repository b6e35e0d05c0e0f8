import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Segmented, Space, Tag, Typography } from 'antd';
import { CheckOutlined, CopyOutlined, SendOutlined } from '@ant-design/icons';
import { QR_TIMINGS, dayjs } from '@salao/contracts';
import { INLINE_LINK, ReadableText } from '../shared/ReadableText';
import { TestDeliveryCard } from '../webhooks/TestDeliveryCard';
import { WebhookEventsCard } from '../webhooks/WebhookEventsCard';
import { APPOINTMENT_EXAMPLE, DEFAULT_TEST_ESTABLISHMENT, buildN8nRequest, toCurl, type N8nEndpoint } from '../n8n/n8n-request';

interface Result {
  status: number;
  ms: number;
  body: string;
}

const ENDPOINTS: { value: N8nEndpoint; label: string }[] = [
  { value: 'info', label: 'Informações' },
  { value: 'availability', label: 'Disponibilidade' },
  { value: 'appointment', label: 'Criar agendamento' },
];

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** 'N8N Endpoints - Teste' (docs/product/screens.md): calls the integration API with an API key, as an automation would. */
export function N8nTestPage() {
  const [endpoint, setEndpoint] = useState<N8nEndpoint>('info');
  const [establishmentId, setEstablishmentId] = useState(DEFAULT_TEST_ESTABLISHMENT);
  const [apiKey, setApiKey] = useState('');
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [staffId, setStaffId] = useState('');
  const [body, setBody] = useState(APPOINTMENT_EXAMPLE);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const request = buildN8nRequest({ endpoint, establishmentId, apiKey, date, staffId, body });

  const test = async () => {
    setBusy(true);
    setError(null);
    const started = performance.now();
    try {
      // A plain fetch without the session cookie: the key alone must authorise, as for n8n.
      const res = await fetch(request.path, { method: request.method, headers: request.headers, body: request.body, credentials: 'omit' });
      setResult({ status: res.status, ms: Math.round(performance.now() - started), body: pretty(await res.text()) });
    } catch (failure) {
      setResult(null);
      setError(failure instanceof Error ? failure.message : 'Erro de conexão');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    await navigator.clipboard.writeText(toCurl(request, window.location.origin));
    setCopied(true);
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopied(false), QR_TIMINGS.copyFeedbackMs);
  };

  return (
    <ReadableText>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="N8N Endpoints - Teste">
          <Typography.Paragraph type="secondary">
            Teste os endpoints que a automação (n8n) usa. Esta página não usa o seu login: cada chamada leva apenas a chave de API, criada em Configurações ›
            Negócio › Integrações. Documentação completa em{' '}
            <a href="/api/docs" style={INLINE_LINK}>
              /api/docs
            </a>
            .
          </Typography.Paragraph>
          <Form layout="vertical" component="div">
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label="ID do Estabelecimento" htmlFor="n8n-establishment">
                  <Input id="n8n-establishment" value={establishmentId} onChange={(e) => setEstablishmentId(e.target.value)} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item label="Chave de API" htmlFor="n8n-api-key">
                  <Input.Password id="n8n-api-key" value={apiKey} onChange={(e) => setApiKey(e.target.value)} placeholder="slo_..." autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Endpoint">
              <Segmented<N8nEndpoint> options={ENDPOINTS} value={endpoint} onChange={setEndpoint} />
            </Form.Item>
            {endpoint === 'availability' && (
              <Row gutter={16}>
                <Col xs={12} md={8}>
                  <Form.Item label="Data" htmlFor="n8n-date">
                    <Input id="n8n-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item label="ID do Profissional (opcional)" htmlFor="n8n-staff">
                    <Input id="n8n-staff" value={staffId} onChange={(e) => setStaffId(e.target.value)} inputMode="numeric" />
                  </Form.Item>
                </Col>
              </Row>
            )}
            {endpoint === 'appointment' && (
              <Form.Item label="Corpo (JSON)" htmlFor="n8n-body">
                <Input.TextArea id="n8n-body" value={body} onChange={(e) => setBody(e.target.value)} rows={12} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            )}
            <Typography.Paragraph>
              <Tag>{request.method}</Tag>
              <Typography.Text code>{request.path}</Typography.Text>
            </Typography.Paragraph>
            <Space wrap>
              <Button type="primary" icon={<SendOutlined />} loading={busy} onClick={() => void test()}>
                Testar Endpoint
              </Button>
              <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
                {copied ? 'Copiado!' : 'Copiar cURL'}
              </Button>
            </Space>
          </Form>
        </Card>
        <Card title="Resposta">
          {error && <Alert type="error" showIcon title={error} />}
          {result ? (
            <>
              <Space style={{ marginBottom: 8 }}>
                <Tag color={result.status < 300 ? 'success' : 'error'} data-testid="n8n-status">
                  HTTP {result.status}
                </Tag>
                <Typography.Text type="secondary">{result.ms} ms</Typography.Text>
              </Space>
              <pre
                data-testid="n8n-response"
                style={{ maxHeight: 420, overflow: 'auto', margin: 0, padding: 12, borderRadius: 8, background: 'rgba(127,127,127,0.12)', fontSize: 13 }}
              >
                {result.body}
              </pre>
            </>
          ) : (
            !error && <Typography.Text type="secondary">Nenhuma requisição enviada ainda.</Typography.Text>
          )}
        </Card>
        <WebhookEventsCard />
        <TestDeliveryCard />
      </Space>
    </ReadableText>
  );
}
