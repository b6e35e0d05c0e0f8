import { FIELD_MSG } from '../fields';
import { SERVICE_MSG } from '../services/messages';
import { STAFF_MSG } from '../staff/messages';

/** docs/product/validation.md 'Appointment' messages and the agenda's own answers; the booking dialog and the API share them. */
export const APPOINTMENT_MSG = {
  clientId: 'Cliente é obrigatório',
  serviceId: 'Serviço é obrigatório',
  staffId: 'Profissional é obrigatório',
  appointmentDate: 'Data é obrigatória',
  appointmentTime: 'Horário é obrigatório',
  pickTime: 'Por favor, selecione um horário disponível',
  invalidStatus: 'Status inválido.',
  notFound: 'Agendamento não encontrado.',
  clientNotFound: 'Cliente não encontrado.',
  notEditable: 'Apenas agendamentos pendentes, agendados ou confirmados podem ser alterados.',
  /** docs/product/states.md ('Completing'): an appointment is completed only once it has started. */
  noShowBeforeStart: 'Este agendamento ainda não começou: só pode ser marcado como não compareceu a partir do horário marcado.',
  completeBeforeStart: 'Este agendamento ainda não começou: só pode ser marcado como realizado a partir do horário marcado.',
  created: 'Agendamento criado',
  ownOnly: 'Você só pode agendar e alterar os seus próprios atendimentos.',
  invalidMonth: 'Mês inválido. Use o formato AAAA-MM.',
  invalidPage: 'Parâmetro de paginação inválido.',
} as const;

/** The bell's and the booked collaborator's notifications of a new booking; `when` is e.g. '10/03/2025 às 14:30'. */
export const BOOKING_NOTIFICATION = {
  pendingTitle: 'Novo agendamento pendente',
  pending: (staff: string, service: string, client: string, when: string) => `${staff} agendou ${service} para ${client} em ${when}. Aguardando confirmação.`,
  bookedTitle: 'Novo agendamento',
  booked: (service: string, client: string, when: string) => `${service} com ${client} em ${when}.`,
};

/**
 * The agenda screens' messages in one object (appointments, services, staff, absences, hours), as the forms
 * have always read them. Each domain owns its part; this only gathers them.
 */
export const AGENDA_MSG = {
  ...FIELD_MSG,
  ...SERVICE_MSG,
  ...STAFF_MSG,
  ...APPOINTMENT_MSG,
} as const;
