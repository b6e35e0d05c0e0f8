import type { AppointmentDto } from '@salao/contracts';
import { useAppointmentConfirmations, useConfirmAction } from '@salao/web-core/ui';
import { useAppointmentWrites } from './use-appointment-writes';

const when = (a: AppointmentDto) =>
  `${a.appointmentDate.slice(8, 10)}/${a.appointmentDate.slice(5, 7)}/${a.appointmentDate.slice(0, 4)} às ${a.appointmentDate.slice(11, 16)}`;

/**
 * Complete, cancel, confirm, reject and no-show, as the appointments page and the agenda grid offer them (docs/product/screens.md,
 * docs/product/errors.md toasts). Those that change money, points or a client's day ask first and say what will happen
 * (docs/product/states.md ('Confirmations')): `askComplete`/`askCancel`/`askReject`/`askNoShow`; render `holder` once.
 * The dashboard asks through dashboard/use-complete-confirmation.tsx instead: its dialog downloads antd on the first ask.
 */
export function useAppointmentActions() {
  const { complete, cancel, status } = useAppointmentWrites();
  const [confirm, holder] = useAppointmentConfirmations();
  const [ask, askHolder] = useConfirmAction();
  const askComplete = async (a: AppointmentDto) => {
    if (await confirm.complete(a)) complete.mutate(a.id);
  };
  const askCancel = async (a: AppointmentDto) => {
    if (await confirm.cancel(a)) cancel.mutate(a.id);
  };
  const confirmBooking = (a: AppointmentDto) => status.mutate({ id: a.id, status: 'confirmed' });
  const askReject = async (a: AppointmentDto) => {
    if (await confirm.reject(a)) status.mutate({ id: a.id, status: 'rejected' });
  };
  const askNoShow = async (a: AppointmentDto) => {
    const ok = await ask({
      title: 'Marcar como não compareceu?',
      content: `${a.serviceName} de ${a.clientName} em ${when(a)}. O horário fica livre; nenhuma receita ou ponto é registrado e a falta conta no histórico do cliente.`,
      okText: 'Não compareceu',
      danger: true,
    });
    if (ok) status.mutate({ id: a.id, status: 'no_show' });
  };
  return {
    complete,
    cancel,
    status,
    askComplete,
    askCancel,
    confirmBooking,
    askReject,
    askNoShow,
    holder: (
      <>
        {holder}
        {askHolder}
      </>
    ),
  };
}
