import { dayjs } from '@salao/contracts';
import { CollectionSummary } from '@salao/web-core/ui';

/** Agenda of the month; the calendar and the booking dialogs land here. */
export function AppointmentsPage() {
  const month = dayjs().format('YYYY-MM');
  return (
    <CollectionSummary
      path={`/api/appointments?page=1&limit=50&month=${month}`}
      title={`Agendamentos de ${dayjs().format('MMMM [de] YYYY')}`}
      noun={['agendamento no mês', 'agendamentos no mês']}
      emptyTitle="Nenhum agendamento neste mês"
      emptyDescription="Os agendamentos criados aparecerão aqui."
    />
  );
}
