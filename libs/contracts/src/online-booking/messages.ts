import { AGENDA_RELEASE_MSG } from '../agenda-release/messages';
import { BOOKING_MESSAGES } from '../availability/messages';

/** Online booking (docs/product/screens.md ('Agendamento online')): the public page's, the manage link's and the settings' pt-BR answers. */
export const PUBLIC_BOOKING_MSG = {
  pageNotFound: 'Página de agendamento não encontrada.',
  /** A canceled (read-only) account: its page and its integrations take no bookings. */
  notAccepting: 'Este estabelecimento não está aceitando agendamentos no momento.',
  serviceId: 'Escolha um serviço.',
  staffId: 'Profissional inválido.',
  date: 'Escolha uma data.',
  time: 'Escolha um horário.',
  name: 'Informe seu nome.',
  nameMax: 'Nome deve ter no máximo 120 caracteres',
  phone: 'Telefone inválido. Informe DDD e número, por exemplo (11) 98765-4321.',
  email: 'E-mail inválido',
  /** The honeypot field was filled (a bot): refused without saying why. */
  refused: 'Não foi possível concluir o agendamento. Tente novamente.',
  serviceNotFound: 'Serviço não encontrado.',
  staffNotFound: 'Profissional não encontrado.',
  staffNotAllowed: 'Este profissional não realiza este serviço.',
  past: BOOKING_MESSAGES.past,
  closed: BOOKING_MESSAGES.closed,
  absence: BOOKING_MESSAGES.absence,
  outsideHours: 'Este horário não está disponível. Escolha outro horário.',
  notReleased: AGENDA_RELEASE_MSG.notReleased,
  minNotice: (label: string) => `Agendamentos online precisam de pelo menos ${label} de antecedência.`,
  tooFarAhead: (days: number) => `Agendamentos online podem ser feitos com até ${days} dias de antecedência.`,
  /** 409: another booking took the time first (the database's exclusion constraint settled it). */
  slotTaken: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.',
  tooManyOpen: (max: number) => `Este telefone já tem ${max} agendamento(s) online em aberto. Cancele um deles ou fale com o estabelecimento.`,
  /** 429 per address or per phone. */
  rateLimited: 'Muitas tentativas de agendamento. Aguarde alguns minutos e tente novamente.',
  /** 403: the manage or offer link was altered or is not ours. */
  invalidToken: 'Link inválido. Use o link que você recebeu na confirmação do agendamento.',
  bookingNotFound: 'Agendamento não encontrado.',
  cutoffPassed: 'O prazo para cancelar ou remarcar online terminou. Fale com o estabelecimento.',
  notChangeable: 'Este agendamento não pode mais ser alterado.',
  cancelled: 'Agendamento cancelado.',
  rescheduled: 'Agendamento remarcado.',
  waitlistJoined: 'Você entrou na lista de espera. Avisaremos se um horário vagar.',
  waitlistDuplicate: 'Este telefone já está na lista de espera deste dia.',
  offerExpired: 'Esta oferta expirou ou já foi usada.',
  settingsSaved: 'Configurações de agendamento online salvas.',
  settingsError: 'Erro ao salvar configurações de agendamento online.',
  minNoticeRange: 'A antecedência mínima deve ser entre 0 e 43200 minutos (30 dias).',
  maxDaysAheadRange: 'O limite de dias à frente deve ser entre 1 e 365.',
  cancelCutoffRange: 'O prazo de cancelamento deve ser entre 0 e 43200 minutos (30 dias).',
  maxOpenRange: 'O limite de agendamentos em aberto por telefone deve ser entre 1 e 20.',
  reminderOffsets: 'Lembretes: até 3 antecedências distintas, entre 15 e 10080 minutos (7 dias).',
  holdRange: 'O tempo de reserva da lista de espera deve ser entre 5 e 1440 minutos.',
  templateMax: 'Cada mensagem deve ter no máximo 1000 caracteres.',
  slug: 'O endereço deve ter de 3 a 60 caracteres: letras minúsculas sem acento, números e hífens.',
  slugReserved: 'Este endereço é reservado. Escolha outro.',
  slugTaken: 'Este endereço já está em uso por outro estabelecimento.',
} as const;

/**
 * The public calendar's reason for a day that cannot be chosen: said in the day's name, its tooltip and the note under
 * the calendar when the day is tapped (docs/product/screens.md 'Agendamento online').
 */
export const PUBLIC_DAY_REASON = {
  past: 'Esta data já passou.',
  closed: 'O estabelecimento não abre neste dia da semana.',
  notReleased: 'A agenda deste mês ainda não foi liberada.',
  beyondWindow: (days: number) => `Agendamentos online só podem ser feitos com até ${days} dias de antecedência.`,
  noTimes: 'Não há atendimento neste dia.',
  full: 'Todos os horários deste dia estão ocupados: entre na lista de espera.',
} as const;

/** Message kinds sent to the end client (WhatsApp through Evolution, else e-mail). */
export const PUBLIC_MESSAGE_KINDS = ['booked', 'confirmed', 'rejected', 'cancelled', 'changed', 'reminder', 'waitlistOffer'] as const;
export type PublicMessageKind = (typeof PUBLIC_MESSAGE_KINDS)[number];

/** Labels of the template editor in Configurações. */
export const PUBLIC_MESSAGE_LABELS: Record<PublicMessageKind, string> = {
  booked: 'Agendamento recebido',
  confirmed: 'Agendamento confirmado',
  rejected: 'Agendamento recusado',
  cancelled: 'Agendamento cancelado',
  changed: 'Agendamento remarcado',
  reminder: 'Lembrete',
  waitlistOffer: 'Vaga da lista de espera',
};

/** Placeholders every template may use; unknown ones are left as typed. */
export const TEMPLATE_PLACEHOLDERS = ['{nome}', '{servico}', '{profissional}', '{data}', '{hora}', '{estabelecimento}', '{link}', '{validade}'] as const;

/** Default pt-BR templates (the owner edits them in Configurações; an empty one falls back to these). */
export const DEFAULT_MESSAGE_TEMPLATES: Record<PublicMessageKind, string> = {
  booked:
    'Olá, {nome}! Recebemos seu agendamento de {servico} com {profissional} em {data} às {hora} no {estabelecimento}. Aguarde a confirmação. Ver ou cancelar: {link}',
  confirmed: 'Olá, {nome}! Seu agendamento de {servico} com {profissional} em {data} às {hora} no {estabelecimento} está confirmado. Ver ou cancelar: {link}',
  rejected:
    'Olá, {nome}. Infelizmente não conseguimos atender seu agendamento de {servico} em {data} às {hora} no {estabelecimento}. Escolha outro horário: {link}',
  cancelled: 'Olá, {nome}. Seu agendamento de {servico} em {data} às {hora} no {estabelecimento} foi cancelado.',
  changed: 'Olá, {nome}! Seu agendamento de {servico} com {profissional} no {estabelecimento} foi remarcado para {data} às {hora}. Ver ou cancelar: {link}',
  reminder: 'Lembrete: {nome}, você tem {servico} com {profissional} em {data} às {hora} no {estabelecimento}. Ver ou cancelar: {link}',
  waitlistOffer: 'Olá, {nome}! Vagou um horário de {servico} em {data} às {hora} no {estabelecimento}. Ele fica reservado para você até {validade}: {link}',
};

/** Fills a template: each placeholder replaced by its value (plain text: WhatsApp and e-mail bodies escape their own way). */
export function fillTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
