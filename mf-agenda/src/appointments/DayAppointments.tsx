import { Suspense, lazy, useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { hasPermission, type AppointmentDto, type Dayjs } from '@salao/contracts';
import { useNavigate, useSession } from '@salao/web-core';
import { EmptyState, QueryState, type QueryLike } from '@salao/web-core/ui';
import { hasStarted } from '../shared/appointment-time';
import { capitalize } from '../shared/capitalize';
import { useAppointmentActions } from '../shared/use-appointment-actions';
import { useCanCancel } from '../shared/use-can-cancel';
import { useNow } from '../shared/use-now';
import { DayAppointmentItem } from './DayAppointmentItem';

const BlocksDialog = lazy(() => import('../staff/BlocksDialog'));

interface DayAppointmentsProps {
  day: Dayjs;
  appointments: AppointmentDto[];
  /** The month's appointments query: loading, failed (with a retry, docs/product/errors.md) or the day's list. */
  query: QueryLike;
  onEdit: (appointment: AppointmentDto) => void;
  /** The appointment just booked, shown highlighted. */
  highlightId?: number | null;
}

/** The selected day's appointments, earliest first; a failed load says so, never 'Nenhum agendamento'. */
export function DayAppointments({ day, appointments, query, onEdit, highlightId }: DayAppointmentsProps) {
  const { complete, cancel, status, askComplete, askCancel, confirmBooking, askReject, askNoShow, holder } = useAppointmentActions();
  const canCancel = useCanCancel();
  const user = useSession((s) => s.user);
  const clientLink = hasPermission(user?.role, 'clients.manage');
  const canCheckout = hasPermission(user?.role, 'transactions.create');
  const navigate = useNavigate();
  // A staff member blocks her own time here (docs/product/states.md 'Time blocks'); management does it on /colaboradores.
  const ownStaffId = user?.role === 'staff' ? user.staffId : null;
  const [blocksOpen, setBlocksOpen] = useState(false);
  const now = useNow();
  const busy = complete.isPending || cancel.isPending || status.isPending;
  return (
    <Card
      title={capitalize(day.format('dddd, DD/MM/YYYY'))}
      data-testid="day-card"
      data-selected-day={day.format('YYYY-MM-DD')}
      extra={
        ownStaffId != null && (
          <Button size="small" icon={<FieldTimeOutlined />} onClick={() => setBlocksOpen(true)}>
            Meus bloqueios
          </Button>
        )
      }
    >
      <QueryState query={query} what="os agendamentos" isEmpty={appointments.length === 0} empty={<EmptyState title="Nenhum agendamento neste dia" />}>
        <Flex vertical gap={8}>
          {appointments.map((a) => (
            <DayAppointmentItem
              key={a.id}
              appointment={a}
              busy={busy}
              highlighted={a.id === highlightId}
              onComplete={() => void askComplete(a)}
              onCheckout={canCheckout ? () => void navigate(`/financeiro/comandas/nova?appointmentId=${a.id}`) : undefined}
              onEdit={onEdit}
              onCancel={canCancel ? () => void askCancel(a) : undefined}
              started={hasStarted(a.appointmentDate, now)}
              onConfirm={() => confirmBooking(a)}
              onReject={() => void askReject(a)}
              onNoShow={() => void askNoShow(a)}
              clientLink={clientLink}
            />
          ))}
        </Flex>
      </QueryState>
      {holder}
      {blocksOpen && ownStaffId != null && (
        <Suspense fallback={null}>
          <BlocksDialog staffId={ownStaffId} staffName={user?.name ?? ''} onClose={() => setBlocksOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
