import { Card, Flex } from 'antd';
import type { AppointmentDto, Dayjs } from '@salao/contracts';
import { EmptyState, QueryState, type QueryLike } from '@salao/web-core/ui';
import { capitalize } from '../shared/capitalize';
import { useAppointmentActions } from '../shared/use-appointment-actions';
import { useCanCancel } from '../shared/use-can-cancel';
import { DayAppointmentItem } from './DayAppointmentItem';

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
  const { complete, cancel, askComplete, askCancel, holder } = useAppointmentActions();
  const canCancel = useCanCancel();
  const busy = complete.isPending || cancel.isPending;
  return (
    <Card title={capitalize(day.format('dddd, DD/MM/YYYY'))} data-testid="day-card" data-selected-day={day.format('YYYY-MM-DD')}>
      <QueryState query={query} what="os agendamentos" isEmpty={appointments.length === 0} empty={<EmptyState title="Nenhum agendamento neste dia" />}>
        <Flex vertical gap={8}>
          {appointments.map((a) => (
            <DayAppointmentItem
              key={a.id}
              appointment={a}
              busy={busy}
              highlighted={a.id === highlightId}
              onComplete={() => void askComplete(a)}
              onEdit={onEdit}
              onCancel={canCancel ? () => void askCancel(a) : undefined}
            />
          ))}
        </Flex>
      </QueryState>
      {holder}
    </Card>
  );
}
