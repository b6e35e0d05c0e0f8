import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import {
  WHATSAPP_STATUS_FALLBACK_LABEL,
  WHATSAPP_STATUS_LABELS,
  dayjs,
  formatDate,
  whatsappStatusColor,
  whatsappSummaryLabel,
  type EvolutionConnectionDto,
  type WhatsappConnectionStatusDto,
} from '@salao/contracts';

/** docs/product/screens.md: the connection status with its refresh button and the error line when there is one. */
export function ConnectionStatusPanel({
  status,
  connections,
  refreshing,
  onRefresh,
}: {
  status: WhatsappConnectionStatusDto;
  connections?: EvolutionConnectionDto[];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const label = status.connected ? WHATSAPP_STATUS_LABELS.connected : (WHATSAPP_STATUS_LABELS[status.status] ?? WHATSAPP_STATUS_FALLBACK_LABEL);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={whatsappStatusColor(status.connected ? 'connected' : status.status)} data-testid="whatsapp-status">
          {label}
        </Tag>
        <Button size="small" icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          Atualizar Status
        </Button>
      </Space>
      <Descriptions size="small" column={1}>
        {connections && <Descriptions.Item label="Conexões">{whatsappSummaryLabel(connections)}</Descriptions.Item>}
        {status.message && <Descriptions.Item label="Situação">{status.message}</Descriptions.Item>}
        {status.localData?.instanceName && <Descriptions.Item label="Instância">{status.localData.instanceName}</Descriptions.Item>}
        {status.lastCheck && (
          <Descriptions.Item label="Última verificação">{`${formatDate(status.lastCheck)} às ${dayjs(status.lastCheck).format('HH:mm:ss')}`}</Descriptions.Item>
        )}
      </Descriptions>
      {status.error && <Alert type="error" showIcon title={status.error} />}
    </Space>
  );
}
