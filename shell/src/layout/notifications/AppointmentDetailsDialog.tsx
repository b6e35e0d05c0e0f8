import { Button, Descriptions, Modal } from 'antd';
import { formatBRL, formatPhone, type AppointmentDto } from '@salao/contracts';
import { appointmentWhen } from './appointment-time';
import { useAppointmentConfirmations } from '@salao/web-core/ui';
import { useAppointmentStatus } from './use-appointment-status';

/** 'Detalhes do Agendamento' (docs/product/screens.md) with the actions its status allows. */
export function AppointmentDetailsDialog({ appointment: a, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const status = useAppointmentStatus(onClose);
  const { date, time } = appointmentWhen(a.appointmentDate);
  const [confirm, holder] = useAppointmentConfirmations();
  // Rejecting and completing ask first and say what happens (docs/product/states.md ('Confirmations')); confirming a request does not.
  const act = async (next: 'confirmed' | 'rejected' | 'completed') => {
    if (next === 'rejected' && !(await confirm.reject(a))) return;
    if (next === 'completed' && !(await confirm.complete(a))) return;
    status.mutate({ id: a.id, status: next });
  };
  const footer = [
    <Button key="close" onClick={onClose}>
      Fechar
    </Button>,
  ];
  if (a.status === 'pending') {
    footer.push(
      <Button key="reject" danger loading={status.isPending && status.variables?.status === 'rejected'} onClick={() => void act('rejected')}>
        Recusar Agendamento
      </Button>,
      <Button key="confirm" type="primary" loading={status.isPending && status.variables?.status === 'confirmed'} onClick={() => void act('confirmed')}>
        Confirmar Agendamento
      </Button>,
    );
  }
  if (a.status === 'confirmed') {
    footer.push(
      <Button key="complete" type="primary" loading={status.isPending} onClick={() => void act('completed')}>
        Marcar como Realizado
      </Button>,
    );
  }
  const items = [
    { key: 'client', label: 'Cliente', children: a.clientName },
    ...(a.clientPhone ? [{ key: 'phone', label: 'Telefone', children: formatPhone(a.clientPhone) }] : []),
    ...(a.clientEmail ? [{ key: 'email', label: 'E-mail', children: a.clientEmail }] : []),
    { key: 'date', label: 'Data', children: date },
    { key: 'time', label: 'Horário', children: time },
    { key: 'duration', label: 'Duração', children: `${a.duration} minutos` },
    { key: 'service', label: 'Serviço', children: a.serviceName },
    { key: 'staff', label: 'Profissional', children: a.staffName },
    { key: 'price', label: 'Valor', children: formatBRL(a.servicePrice) },
    ...(a.notes ? [{ key: 'notes', label: 'Observações', children: a.notes }] : []),
  ];
  return (
    <Modal open onCancel={onClose} title="Detalhes do Agendamento" footer={footer}>
      <Descriptions column={1} size="small" bordered items={items} style={{ marginTop: 12 }} />
      {holder}
    </Modal>
  );
}
