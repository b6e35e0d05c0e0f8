/** pt-BR answers the API gives without a message of its own that screens show too (no session, no permission, not found). */
export const HTTP_MSG = {
  noSession: 'Sessão expirada ou inexistente. Faça login novamente.',
  noPermission: 'Você não tem permissão para acessar esta página.',
  notFound: 'Recurso não encontrado.',
} as const;
