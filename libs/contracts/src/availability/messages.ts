/** Why a booking cannot be made on a day (4xx answers, pt-BR). */
export type BookingRefusal = 'past' | 'closed' | 'outside_business_hours' | 'absence' | 'outside_staff_hours' | 'blocked';

export const BOOKING_MESSAGES: Record<BookingRefusal, string> = {
  past: 'Não é possível agendar em um horário que já passou.',
  closed: 'O estabelecimento está fechado nesta data.',
  outside_business_hours: 'Horário fora do horário de funcionamento do estabelecimento.',
  absence: 'O profissional está ausente nesta data (férias, folga ou atestado).',
  outside_staff_hours: 'Horário fora do expediente do profissional.',
  /** A time block of the professional (lunch, course, meeting): answered 409 with ERROR_CODES.staffBlocked. */
  blocked: 'Horário bloqueado para este profissional.',
};

/** Availability answers: a wrong service, staff member or pairing, and a slot someone else took first. */
export const AVAILABILITY_MSG = {
  serviceNotFound: 'Serviço não encontrado.',
  staffNotFound: 'Profissional não encontrado.',
  staffNotAllowed: 'Este profissional não realiza este serviço.',
  /** Overlap with other bookings is left to the database's exclusion constraint, which also settles races. */
  slotTaken: 'Horário indisponível para este profissional.',
} as const;
