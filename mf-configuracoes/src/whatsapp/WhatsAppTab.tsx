import { Alert, Button, Card, Col, Image, Row, Skeleton, Space, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QR_TIMINGS, WHATSAPP_MSG, type EvolutionConnectionDto, type WhatsappConnectionStatusDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { QueryError, StaleWarning, loadFailed } from '@salao/web-core/ui';
import { KEYS } from '../shared/queries';
import { ConnectionStatusPanel } from './ConnectionStatusPanel';
import { useQrMonitor } from './use-qr-monitor';
import { WhatsAppSettingsCard } from './WhatsAppSettingsCard';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** WhatsApp (docs/product/screens.md, docs/product/states.md): the connection status, the QR flow and the connection settings. */
export function WhatsAppTab() {
  const status = useQuery<WhatsappConnectionStatusDto>({
    queryKey: KEYS.connectionStatus,
    queryFn: () => api.get<WhatsappConnectionStatusDto>('/api/evolution/connection-status'),
    staleTime: 0,
  });
  const connections = useQuery<EvolutionConnectionDto[]>({
    queryKey: KEYS.evolutionConnections,
    queryFn: () => api.get<EvolutionConnectionDto[]>('/api/evolution-connections'),
    staleTime: 0,
  });
  const monitor = useQrMonitor(async () => (await Promise.all([status.refetch(), connections.refetch()]))[0].data?.connected ?? false);

  // A failed poll while the QR code is on screen keeps it (and the tab) under a warning.
  if (loadFailed(status)) return <QueryError query={status} what="o status do WhatsApp" />;
  if (!status.data) return <Skeleton active />;
  const configured = status.data.gatewayConfigured;

  return (
    <>
      <StaleWarning query={status} what="o status do WhatsApp" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="Conexão do WhatsApp">
            {configured ? (
              <ConnectionStatusPanel
                status={status.data}
                connections={connections.data}
                refreshing={status.isFetching}
                onRefresh={() => void Promise.all([status.refetch(), connections.refetch()])}
              />
            ) : (
              <Alert type="info" showIcon title="WhatsApp não configurado" description={WHATSAPP_MSG.notConfigured} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="Conectar por QR Code">
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Button
                type="primary"
                icon={<QrcodeOutlined />}
                disabled={!configured || status.data.connected}
                loading={monitor.generating}
                onClick={() => void monitor.generate()}
              >
                Gerar QR Code
              </Button>
              {monitor.qr && monitor.image && (
                <div style={{ textAlign: 'center' }}>
                  <Image src={monitor.image} alt="QR Code do WhatsApp" width={240} preview={false} style={{ background: '#fff', padding: 8 }} />
                  {monitor.qr.pairingCode && (
                    <Typography.Paragraph>
                      Código de pareamento: <Typography.Text code>{monitor.qr.pairingCode}</Typography.Text>
                    </Typography.Paragraph>
                  )}
                </div>
              )}
              {monitor.monitoring > 0 && (
                <Space orientation="vertical" size={0} aria-live="polite">
                  <Typography.Text data-testid="qr-countdown">Novo QR Code em {monitor.nextRefresh}s</Typography.Text>
                  <Typography.Text type="secondary" data-testid="qr-monitoring">
                    Monitorando conexão: {mmss(monitor.monitoring)} (verificação a cada {QR_TIMINGS.statusCheck}s)
                  </Typography.Text>
                </Space>
              )}
              <ol style={{ paddingInlineStart: 20, margin: 0 }}>
                <li>Abra o WhatsApp no celular do estabelecimento.</li>
                <li>Toque em Mais opções (⋮) ou Configurações e depois em Aparelhos conectados.</li>
                <li>Toque em Conectar um aparelho.</li>
                <li>Aponte a câmera para o QR Code desta tela.</li>
              </ol>
            </Space>
          </Card>
        </Col>
        <Col span={24}>
          <WhatsAppSettingsCard />
        </Col>
      </Row>
    </>
  );
}
