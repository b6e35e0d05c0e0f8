import { useEffect, useRef } from 'react';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { APPOINTMENT_STATUS_LABELS, type AppointmentDto } from '@salao/contracts';
import { AuditHistoryLink } from '@salao/web-core/ui';
import { isActionable, timeOf } from '../shared/appointment-time';
import { STATUS_COLOR } from './status-color';

interface DayAppointmentItemProps {
  appointment: AppointmentDto;
  busy: boolean;
  /** Just booked (docs/product/screens.md ('Booking feedback')): outlined, scrolled into view and announced. */
  highlighted?: boolean;
  /** Asks first (docs/product/states.md ('Confirmations')), then completes. */
  onComplete: () => void;
  onEdit: (appointment: AppointmentDto) => void;
  /** Absent when the user may not cancel (staff). Asks first. */
  onCancel?: () => void;
}

/** One appointment of the selected day: client, service, time, staff, notes; actions only when scheduled or confirmed. */
export function DayAppointmentItem({ appointment: a, busy, highlighted, onComplete, onEdit, onCancel }: DayAppointmentItemProps) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);
  return (
    <Flex
      ref={ref}
      data-testid="day-appointment"
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? 'true' : undefined}
      gap={12}
      align="flex-start"
      wrap
      style={{
        padding: highlighted ? 11 : 12,
        borderRadius: token.borderRadiusLG,
        border: highlighted ? `2px solid ${token.colorPrimary}` : `1px solid ${token.colorBorderSecondary}`,
        background: highlighted ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Typography.Text strong style={{ fontSize: 16, minWidth: 48 }}>
        {timeOf(a.appointmentDate)}
      </Typography.Text>
      <Flex vertical style={{ flex: '1 1 180px', minWidth: 0 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{a.clientName}</Typography.Text>
          <Tag color={STATUS_COLOR[a.status]}>{APPOINTMENT_STATUS_LABELS[a.status]}</Tag>
          {highlighted && <Tag color="processing">Novo</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          {a.serviceName} · {a.staffName}
        </Typography.Text>
        {a.notes && (
          <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
            {a.notes}
          </Typography.Text>
        )}
      </Flex>
      {isActionable(a.status) && (
        <Flex gap={8}>
          <Tooltip title="Marcar como realizado">
            <Button size="small" icon={<CheckOutlined />} disabled={busy} onClick={onComplete} aria-label="Marcar como realizado" />
          </Tooltip>
          <Tooltip title="Editar">
            <Button size="small" icon={<EditOutlined />} disabled={busy} onClick={() => onEdit(a)} aria-label="Editar agendamento" />
          </Tooltip>
          {onCancel && (
            <Tooltip title="Cancelar agendamento">
              <Button size="small" danger icon={<CloseOutlined />} disabled={busy} onClick={onCancel} aria-label="Cancelar agendamento" />
            </Tooltip>
          )}
        </Flex>
      )}
      <AuditHistoryLink entity="appointment" entityId={a.id} />
    </Flex>
  );
}
