import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import {
  APPOINTMENT_STATUS_LABELS,
  EDITABLE_STATUSES,
  dayjs,
  digitsOnly,
  formatBRL,
  formatPhone,
  hasPermission,
  type AgendaAppointmentDto,
} from '@salao/contracts';
import { Link, useNavigate, useSession } from '@salao/web-core';
import { useCanCancel } from '../shared/use-can-cancel';
import { STATUS_COLOR } from '../appointments/status-color';
import { useGridActions } from './grid-actions';

/** wa.me wants the number with the country code: Brazilian numbers typed without 55 get it. */
export function whatsappLink(phone: string): string {
  const d = digitsOnly(phone);
  return `https://wa.me/${d.length <= 11 ? `55${d}` : d}`;
}

/** Started: its start is not in the future (completing and no-show are offered only then). */
function started(a: AgendaAppointmentDto): boolean {
  return !dayjs(a.appointmentDate).isAfter(dayjs());
}

interface AppointmentPopoverProps {
  appointment: AgendaAppointmentDto;
  onClose: () => void;
}

/** A block's details and the actions its status allows (docs/product/states.md): confirm/reject a request, complete, no-show, cancel, edit. */
export function AppointmentPopover({ appointment: a, onClose }: AppointmentPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const actions = useGridActions();
  const canCancel = useCanCancel();
  const navigate = useNavigate();
  // The comanda charges the visit and completes it (docs/product/api.md, 'Checkouts'); management only.
  const role = useSession((s) => s.user?.role);
  const canCheckout = hasPermission(role, 'transactions.create');
  const canMove = hasPermission(role, 'appointments.edit');
  // Keyboard users land in the popover (it is rendered at the end of the page).
  useEffect(() => {
    const id = requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('a, button')?.focus());
    return () => cancelAnimationFrame(id);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };
  const active = a.status === 'scheduled' || a.status === 'confirmed' || a.status === 'in_progress';
  const isStarted = started(a);
  // 'This and the following' only for a series occurrence still to happen (docs/product/series.md).
  const future = !!a.seriesId && (a.status === 'pending' || a.status === 'scheduled' || a.status === 'confirmed');
  const busy = actions.busy;
  const act = (fn: () => unknown) => () => {
    onClose();
    void fn();
  };
  return (
    <div ref={ref} role="dialog" aria-label={`Agendamento de ${a.clientName}`} onKeyDown={onKeyDown} style={{ maxWidth: 300 }}>
      <Flex vertical gap={4}>
        <Link to={`/clientes/${a.clientId}`}>{a.clientName}</Link>
        {a.clientPhone && (
          <Flex gap={12} wrap>
            <a href={`tel:+55${digitsOnly(a.clientPhone).replace(/^55(?=\d{10,11}$)/, '')}`} aria-label={`Ligar para ${formatPhone(a.clientPhone)}`}>
              {formatPhone(a.clientPhone)}
            </a>
            <a href={whatsappLink(a.clientPhone)} target="_blank" rel="noreferrer" aria-label={`WhatsApp de ${a.clientName}`}>
              WhatsApp
            </a>
          </Flex>
        )}
        <Typography.Text>
          {a.serviceName} · {formatBRL(a.servicePrice)}
        </Typography.Text>
        <Typography.Text type="secondary">com {a.staffName}</Typography.Text>
        <span>
          <Tag color={STATUS_COLOR[a.status]}>{APPOINTMENT_STATUS_LABELS[a.status]}</Tag>
        </span>
        {a.notes && <Typography.Text italic>{a.notes}</Typography.Text>}
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          {a.status === 'pending' && (
            <>
              <Button size="small" type="primary" disabled={busy} onClick={act(() => actions.changeStatus(a.id, 'confirmed'))}>
                Confirmar
              </Button>
              <Button size="small" danger disabled={busy} onClick={act(() => actions.changeStatus(a.id, 'rejected'))}>
                Recusar
              </Button>
            </>
          )}
          {active && isStarted && canCheckout && (
            <Button size="small" type="primary" disabled={busy} onClick={act(() => navigate(`/financeiro/comandas/nova?appointmentId=${a.id}`))}>
              Fechar comanda
            </Button>
          )}
          {active && isStarted && (
            <Button size="small" disabled={busy} onClick={act(() => actions.askComplete(a))}>
              Marcar como realizado
            </Button>
          )}
          {(a.status === 'scheduled' || a.status === 'confirmed') && isStarted && (
            <Button size="small" disabled={busy} onClick={act(() => actions.changeStatus(a.id, 'no_show'))}>
              Não compareceu
            </Button>
          )}
          {EDITABLE_STATUSES.includes(a.status) && (
            <Button size="small" disabled={busy} onClick={act(() => actions.edit(a))}>
              Editar
            </Button>
          )}
          {active && canCancel && (
            <Button size="small" danger disabled={busy} onClick={act(() => actions.askCancel(a))}>
              Cancelar
            </Button>
          )}
          {future && canMove && (
            <Button size="small" disabled={busy} onClick={act(() => actions.askMoveFollowing(a))}>
              Mover esta e as próximas
            </Button>
          )}
          {future && canCancel && (
            <Button size="small" danger disabled={busy} onClick={act(() => actions.askCancelFollowing(a))}>
              Cancelar esta e as próximas
            </Button>
          )}
        </Flex>
      </Flex>
    </div>
  );
}
