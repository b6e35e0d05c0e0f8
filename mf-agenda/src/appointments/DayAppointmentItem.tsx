import { useEffect, useRef } from 'react';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { CheckCircleOutlined, CheckOutlined, CloseOutlined, EditOutlined, ShoppingCartOutlined, StopOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { APPOINTMENT_STATUS_LABELS, type AppointmentDto } from '@salao/contracts';
import { Link } from '@salao/web-core';
import { AuditHistoryLink } from '@salao/web-core/ui';
import { COMPLETE_AFTER_START, isActionable, timeOf } from '../shared/appointment-time';
import { STATUS_COLOR } from './status-color';

interface DayAppointmentItemProps {
  appointment: AppointmentDto;
  busy: boolean;
  /** Just booked (docs/product/screens.md ('Booking feedback')): outlined, scrolled into view and announced. */
  highlighted?: boolean;
  /** Asks first (docs/product/states.md ('Confirmations')), then completes. */
  onComplete: () => void;
  /** Opens the visit's comanda (docs/product/api.md, 'Checkouts'); absent for whoever may not charge (staff). */
  onCheckout?: () => void;
  onEdit: (appointment: AppointmentDto) => void;
  /** Absent when the user may not cancel (staff). Asks first. */
  onCancel?: () => void;
  /** The start has come: completing and the no-show are offered (docs/product/states.md ('Completing', 'No-show')). */
  started: boolean;
  /** A pending booking (online or by a staff member) is confirmed, or rejected after asking. */
  onConfirm: () => void;
  onReject: () => void;
  /** Asks first, then marks the no-show. */
  onNoShow: () => void;
  /** The client's name opens her profile (/clientes/{id}) for those who may see clients. */
  clientLink?: boolean;
}

/** One appointment of the selected day: client, service, time, staff, notes; confirm/reject when pending, the other actions when scheduled or confirmed. */
export function DayAppointmentItem({
  appointment: a,
  busy,
  highlighted,
  onComplete,
  onCheckout,
  onEdit,
  onCancel,
  started,
  onConfirm,
  onReject,
  onNoShow,
  clientLink,
}: DayAppointmentItemProps) {
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
          {clientLink ? (
            <Link to={`/clientes/${a.clientId}`} style={{ fontWeight: 600 }}>
              {a.clientName}
            </Link>
          ) : (
            <Typography.Text strong>{a.clientName}</Typography.Text>
          )}
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
      {a.status === 'pending' && (
        <Flex gap={8} wrap>
          <Button size="small" type="primary" icon={<CheckCircleOutlined />} disabled={busy} onClick={onConfirm}>
            Confirmar
          </Button>
          <Button size="small" danger icon={<StopOutlined />} disabled={busy} onClick={onReject}>
            Recusar
          </Button>
        </Flex>
      )}
      {isActionable(a.status) && (
        <Flex gap={8} wrap>
          <Tooltip title={started ? 'Marcar como realizado' : COMPLETE_AFTER_START}>
            {/* The span takes the pointer for the tooltip while the button is disabled. */}
            <span style={{ display: 'inline-flex' }}>
              <Button size="small" icon={<CheckOutlined />} disabled={busy || !started} onClick={onComplete} aria-label="Marcar como realizado" />
            </span>
          </Tooltip>
          {started && onCheckout && (
            <Tooltip title="Fechar comanda">
              <Button size="small" type="primary" icon={<ShoppingCartOutlined />} disabled={busy} onClick={onCheckout} aria-label="Fechar comanda" />
            </Tooltip>
          )}
          {started && (
            <Tooltip title="Não compareceu">
              <Button size="small" icon={<UserDeleteOutlined />} disabled={busy} onClick={onNoShow} aria-label="Não compareceu" />
            </Tooltip>
          )}
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
