/** Push subscriptions (pt-BR answers of /api/push/*). */
export const PUSH_MSG = {
  endpoint: 'Endereço da inscrição de notificações inválido.',
  endpointNotAllowed: 'Endereço de notificações não permitido: use https em um servidor público.',
  keys: 'Chaves da inscrição de notificações inválidas.',
} as const;

/** Where a click on a push opens: the agenda for appointments, the dashboard otherwise. */
export const PUSH_URL = { appointment: '/agendamentos', default: '/dashboard' } as const;
