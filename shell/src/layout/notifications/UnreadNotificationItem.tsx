import { Button, Flex, Tag, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { dayjs, type NotificationDto } from '@salao/contracts';
import { useTheme } from '@salao/web-core';
import { DepositReceivedButton } from './DepositReceivedButton';

/** An unread notification: type label, date 'às' time, title, message, mark-as-read (docs/product/screens.md). */
export function UnreadNotificationItem({ notification: n, onRead, busy }: { notification: NotificationDto; onRead: (id: number) => void; busy: boolean }) {
  const { token } = theme.useToken();
  const mode = useTheme((s) => s.mode);
  const at = dayjs(n.createdAt);
  return (
    <Flex
      data-testid="unread-notification"
      vertical
      gap={2}
      style={{ padding: 12, borderRadius: token.borderRadiusLG, background: token.colorPrimaryBg, border: `1px solid ${token.colorPrimaryBorder}` }}
    >
      <Flex gap={8} align="center" justify="space-between" wrap>
        <Flex gap={8} align="center">
          <Tag color="purple">{n.type === 'appointment' ? 'Agendamento' : n.type === 'deposit' ? 'Sinal' : n.type}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {at.isValid() ? `${at.format('DD/MM/YYYY')} às ${at.format('HH:mm')}` : 'Data inválida'}
          </Typography.Text>
        </Flex>
        {/* On the violet card antd's dark link colour reads 4.04:1; this lighter violet reads ≥ 4.5:1 (light is fine as is). */}
        <Button
          size="small"
          type="link"
          icon={<CheckOutlined />}
          disabled={busy}
          onClick={() => onRead(n.id)}
          style={{ paddingInline: 0, ...(mode === 'dark' && !busy ? { color: '#c4b5fd' } : {}) }}
        >
          Marcar como lida
        </Button>
      </Flex>
      <Typography.Text strong>{n.title}</Typography.Text>
      <Typography.Text type="secondary">{n.message}</Typography.Text>
      {n.type === 'deposit' && n.appointmentId !== null && (
        <div>
          <DepositReceivedButton appointmentId={n.appointmentId} onDone={() => onRead(n.id)} />
        </div>
      )}
    </Flex>
  );
}
