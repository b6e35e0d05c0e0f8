export const NOTIFICATION_MSG = {
  notFound: 'Notificação não encontrada.',
} as const;
