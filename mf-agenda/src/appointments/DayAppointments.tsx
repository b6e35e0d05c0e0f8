import { Card, Flex } from 'antd';
import type { AppointmentDto, Dayjs } from '@salao/contracts';
import { EmptyState } from '@salao/web-core/ui';
import { capitalize } from '../shared/capitalize';
import { useAppointmentActions } from '../shared/use-appointment-actions';
import { useCanCancel } from '../shared/use-can-cancel';
import { DayAppointmentItem } from './DayAppointmentItem';

interface DayAppointmentsProps {
  day: Dayjs;
  appointments: AppointmentDto[];
  loading: boolean;
  onEdit: (appointment: AppointmentDto) => void;
}


/** The selected day's appointments, earliest first. */
export function DayAppointments({ day, appointments, loading, onEdit }: DayAppointmentsProps) {
  const { complete, cancel } = useAppointmentActions();
  const canCancel = useCanCancel();
  const busy = complete.isPending || cancel.isPending;
  return (
    <Card title={capitalize(day.format('dddd, DD/MM/YYYY'))} loading={loading}>
      {appointments.length === 0 ? (
        <EmptyState title="Nenhum agendamento neste dia" />
      ) : (
        <Flex vertical gap={8}>
          {appointments.map((a) => (
            <DayAppointmentItem key={a.id} appointment={a} busy={busy} onComplete={complete.mutate} onEdit={onEdit} onCancel={canCancel ? cancel.mutate : undefined} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
