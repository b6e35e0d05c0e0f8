import { useState } from 'react';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { CheckOutlined, ClockCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { APPOINTMENT_STATUS_LABELS, formatBRL, formatDate, type AppointmentDto } from '@salao/contracts';
import { COMPLETE_AFTER_START, dayOf, timeOf } from '../shared/appointment-time';

interface UpcomingRowProps {
  appointment: AppointmentDto;
  onComplete: (id: number) => void;
  /** Absent when the user may not cancel (staff). */
  onCancel?: (id: number) => void;
  busy: boolean;
  /** ✓ waits for the start (docs/product/states.md): before it, it is off and its tooltip says why. */
  started: boolean;
}

/**
 * One upcoming appointment: client, service, date, price, time, staff; badge; complete and cancel (docs/product/screens.md).
 * Cancelling asks inline (plain buttons), so the dashboard needs no popup component on its first load.
 */
export function UpcomingRow({ appointment: a, onComplete, onCancel, busy, started }: UpcomingRowProps) {
  const { token } = theme.useToken();
  const [confirming, setConfirming] = useState(false);
  return (
    <Flex data-testid="upcoming-appointment" align="center" gap={12} style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex
        vertical
        align="center"
        justify="center"
        style={{ minWidth: 64, padding: '6px 8px', borderRadius: token.borderRadius, background: token.colorPrimaryBg }}
      >
        <ClockCircleOutlined style={{ color: token.colorPrimary }} />
        <Typography.Text strong>{timeOf(a.appointmentDate)}</Typography.Text>
      </Flex>
      <Flex vertical style={{ flex: '1 1 0', minWidth: 0 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong ellipsis>
            {a.clientName}
          </Typography.Text>
          <Tag color={a.status === 'confirmed' ? 'green' : 'blue'}>{APPOINTMENT_STATUS_LABELS[a.status]}</Tag>
        </Flex>
        <Typography.Text type="secondary" ellipsis>
          {a.serviceName} · {a.staffName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(dayOf(a.appointmentDate))} · {formatBRL(a.servicePrice)}
        </Typography.Text>
      </Flex>
      {confirming ? (
        <Flex gap={8} align="center" wrap justify="flex-end">
          <Typography.Text>Cancelar?</Typography.Text>
          <Button size="small" danger type="primary" disabled={busy} onClick={() => onCancel?.(a.id)}>
            Sim
          </Button>
          <Button size="small" onClick={() => setConfirming(false)}>
            Não
          </Button>
        </Flex>
      ) : (
        <Flex gap={8}>
          <Tooltip title={started ? 'Marcar como realizado' : COMPLETE_AFTER_START}>
            {/* A disabled button gets no pointer events: the span carries the tooltip. */}
            <span>
              <Button icon={<CheckOutlined />} onClick={() => onComplete(a.id)} disabled={busy || !started} aria-label="Marcar como realizado" />
            </span>
          </Tooltip>
          {onCancel && (
            <Tooltip title="Cancelar agendamento">
              <Button danger icon={<CloseOutlined />} disabled={busy} onClick={() => setConfirming(true)} aria-label="Cancelar agendamento" />
            </Tooltip>
          )}
        </Flex>
      )}
    </Flex>
  );
}
