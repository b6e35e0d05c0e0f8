import { useCallback, type ReactElement } from 'react';
import { dayjs, formatBRL, type ServiceEarningDto } from '@salao/contracts';
import { api } from '../http/http';
import { useConfirmAction } from './use-confirm-action';

/** What a confirmation needs to know about the appointment (AppointmentDto and the bell's rows both have it). */
export interface ConfirmableAppointment {
  id: number;
  clientName?: string | null;
  serviceName?: string | null;
  serviceId?: number | null;
  servicePrice?: string | number | null;
  /** 'YYYY-MM-DDTHH:mm:ss' on the establishment's clock. */
  appointmentDate: string;
}

const when = (a: ConfirmableAppointment) => dayjs(a.appointmentDate).format('DD/MM/YYYY [às] HH:mm');
const who = (a: ConfirmableAppointment) => [a.serviceName, a.clientName].filter(Boolean).join(' de ');

/** The points completing the appointment credits, or null when they could not be asked. */
async function earnings(serviceId: number | null | undefined): Promise<ServiceEarningDto[] | null> {
  if (!serviceId) return null;
  try {
    return await api.get<ServiceEarningDto[]>(`/api/loyalty/earnings?serviceId=${serviceId}`);
  } catch {
    return null;
  }
}

/** The sentence of what completing adds: the income (dated at the appointment) and the loyalty points. */
export function completionEffects(a: ConfirmableAppointment, points: ServiceEarningDto[] | null): string[] {
  const price = Number(a.servicePrice ?? 0);
  const lines = [
    price > 0
      ? `Registra a receita de ${formatBRL(price)} em 'Serviços Realizados', no dia do atendimento (${dayjs(a.appointmentDate).format('DD/MM/YYYY')}).`
      : 'Não registra receita (serviço sem valor).',
  ];
  if (points === null) lines.push('Soma os pontos de fidelidade dos programas ativos deste serviço.');
  else if (points.length === 0) lines.push('Não soma pontos de fidelidade (o serviço não participa de nenhum programa ativo).');
  else for (const p of points) lines.push(`Soma ${p.points} ${p.points === 1 ? 'ponto' : 'pontos'} de fidelidade ao cliente em '${p.programName}'.`);
  return lines;
}

/**
 * docs/product/states.md ('Confirmations'): the confirmations of completing, cancelling, rejecting (and confirming nothing else), saying
 * what will happen. Each resolves true when the user confirms. Render the holder once.
 */
export function useAppointmentConfirmations(): [
  {
    complete: (a: ConfirmableAppointment) => Promise<boolean>;
    cancel: (a: ConfirmableAppointment) => Promise<boolean>;
    reject: (a: ConfirmableAppointment) => Promise<boolean>;
  },
  ReactElement,
] {
  const [confirm, holder] = useConfirmAction();
  const complete = useCallback(
    async (a: ConfirmableAppointment) => {
      const lines = completionEffects(a, await earnings(a.serviceId));
      return confirm({
        title: 'Marcar como realizado?',
        content: (
          <div data-testid="confirm-effects">
            <p style={{ margin: '0 0 8px' }}>
              {who(a)} em {when(a)}.
            </p>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </div>
        ),
        okText: 'Marcar como realizado',
      });
    },
    [confirm],
  );
  const cancel = useCallback(
    (a: ConfirmableAppointment) =>
      confirm({
        title: 'Cancelar este agendamento?',
        content: `${who(a)} em ${when(a)}. O horário fica livre e nenhuma receita ou ponto é registrado.`,
        okText: 'Cancelar agendamento',
        danger: true,
      }),
    [confirm],
  );
  const reject = useCallback(
    (a: ConfirmableAppointment) =>
      confirm({
        title: 'Recusar este agendamento?',
        content: `${who(a)} em ${when(a)}. O pedido é recusado e o horário fica livre.`,
        okText: 'Recusar agendamento',
        danger: true,
      }),
    [confirm],
  );
  return [{ complete, cancel, reject }, holder];
}
