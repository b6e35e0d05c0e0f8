import { Button, Flex, Tag, Typography, theme } from 'antd';
import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { hasPermission, type AppointmentDto } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { appointmentWhen } from './appointment-time';

interface PendingAppointmentItemProps {
  appointment: AppointmentDto;
  busy: boolean;
  onDetails: (appointment: AppointmentDto) => void;
  onConfirm: (id: number) => void;
  onReject: (id: number) => void;
  /** The client's name was followed to her profile (the bell closes). */
  onOpenClient?: () => void;
}

/** A pending appointment: client, 'Pendente', date, time, service, staff; 'Ver Detalhes', 'Confirmar', 'Recusar' (docs/product/screens.md). */
export function PendingAppointmentItem({ appointment: a, busy, onDetails, onConfirm, onReject, onOpenClient }: PendingAppointmentItemProps) {
  const { token } = theme.useToken();
  // Her name opens her profile (/clientes/{id}) for whoever may read clients.
  const profile = hasPermission(
    useSession((s) => s.user?.role),
    'clients.manage',
  );
  const { date, time } = appointmentWhen(a.appointmentDate);
  return (
    <Flex
      data-testid="pending-appointment"
      vertical
      gap={8}
      style={{ padding: 12, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong ellipsis>
          {profile ? (
            <Link to={`/clientes/${a.clientId}`} onClick={onOpenClient} style={{ color: token.colorLink }}>
              {a.clientName}
            </Link>
          ) : (
            a.clientName
          )}
        </Typography.Text>
        <Tag color="gold" style={{ marginInlineEnd: 0 }}>
          Pendente
        </Tag>
      </Flex>
      <Flex gap={12} wrap>
        <Typography.Text type="secondary">
          <CalendarOutlined /> {date}
        </Typography.Text>
        <Typography.Text type="secondary">
          <ClockCircleOutlined /> {time}
        </Typography.Text>
      </Flex>
      <Typography.Text>
        {a.serviceName} · {a.staffName}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button size="small" onClick={() => onDetails(a)}>
          Ver Detalhes
        </Button>
        <Button size="small" type="primary" disabled={busy} onClick={() => onConfirm(a.id)}>
          Confirmar
        </Button>
        <Button size="small" danger disabled={busy} onClick={() => onReject(a.id)}>
          Recusar
        </Button>
      </Flex>
    </Flex>
  );
}
