/** Fixed lists and labels of docs/product/entities.md, docs/product/states.md and docs/product/limits.md. */
export const TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Fortaleza',
  'America/Recife',
  'America/Salvador',
  'America/Maceio',
  'America/Belem',
  'America/Santarem',
  'America/Araguaina',
  'America/Noronha',
] as const;
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export type TimeZoneOption = (typeof TIME_ZONES)[number];

/** SPEC lists 'America/Salvador', which IANA calls America/Bahia: keep SPEC's value, compute with the real zone. */
export function ianaZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  return zone === 'America/Salvador' ? 'America/Bahia' : zone;
}

/** Full registration segments (docs/product/entities.md). */
export const REGISTRATION_SEGMENTS = ['salon', 'barbershop', 'aesthetic', 'nail_salon', 'beauty_center', 'other'] as const;
export const REGISTRATION_SEGMENT_LABELS: Record<(typeof REGISTRATION_SEGMENTS)[number], string> = {
  salon: 'Salão de Beleza',
  barbershop: 'Barbearia',
  aesthetic: 'Clínica de Estética',
  nail_salon: 'Estúdio de Unhas',
  beauty_center: 'Centro de Beleza',
  other: 'Outro',
};
/** Settings segments (docs/product/entities.md). */
export const SETTINGS_SEGMENTS = ['salon', 'barbershop', 'studio', 'spa', 'clinic'] as const;
/** Short register: Portuguese labels are the values (docs/product/entities.md). */
export const SHORT_REGISTER_SEGMENTS = [
  'Salão de Beleza',
  'Barbearia',
  'Estúdio de Unhas',
  'Clínica de Estética',
  'Spa',
  'Centro de Beleza',
  'Estúdio de Sobrancelhas',
  'Salão Misto',
] as const;

export const APPOINTMENT_STATUSES = ['pending', 'scheduled', 'confirmed', 'in_progress', 'completed', 'rejected', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pendente',
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  in_progress: 'Em Andamento',
  completed: 'Realizado',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  no_show: 'Não compareceu',
};
/** Statuses that hold a staff member's time (no double booking among these). */
export const ACTIVE_APPOINTMENT_STATUSES: AppointmentStatus[] = ['pending', 'scheduled', 'confirmed', 'in_progress'];

/**
 * The last two are written by comandas (docs/product/api.md, 'Checkouts'): a debt ('fiado') paid off, and the card
 * fee a refund reverses.
 */
export const INCOME_CATEGORIES = [
  'Serviços Realizados',
  'Produtos Vendidos',
  'Pacotes/Combos',
  'Outros Rendimentos',
  'Recebimento de fiado',
  'Estorno de taxas de cartão',
] as const;
export const EXPENSE_CATEGORIES = [
  'Compra de Produtos',
  'Salários e Comissões',
  'Aluguel',
  'Energia Elétrica',
  'Água',
  'Internet/Telefone',
  'Material de Limpeza',
  'Marketing/Publicidade',
  'Equipamentos',
  'Manutenção',
  'Impostos',
  'Outros Gastos',
  // Written by comandas (docs/product/api.md, 'Checkouts'): card operators' fees, and money given back by a refund.
  'Taxas de cartão',
  'Estornos',
] as const;
export const PAYMENT_METHODS = ['Dinheiro', 'Cartão de Débito', 'Cartão de Crédito', 'PIX', 'Transferência Bancária', 'Cheque'] as const;

export const ABSENCE_TYPES = ['vacation', 'sick_leave', 'time_off'] as const;
export const ABSENCE_TYPE_LABELS: Record<(typeof ABSENCE_TYPES)[number], string> = {
  vacation: 'Férias',
  sick_leave: 'Atestado Médico',
  time_off: 'Folga',
};

export const WEEKDAY_LABELS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'] as const;

/** docs/product/limits.md limits. */
export const LIMITS = {
  passwordMin: 6,
  phoneMinDigits: 10,
  addressMin: 10,
  nameMin: 2,
  appointmentsPageSize: 50,
  transactionsPageSize: 25,
  defaultServiceDuration: 30,
  bellBadgeCap: 9,
} as const;
