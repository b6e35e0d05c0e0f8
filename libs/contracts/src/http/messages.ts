/** pt-BR answers the API gives without a message of its own that screens show too (no session, no permission, not found). */
export const HTTP_MSG = {
  noSession: 'Sessão expirada ou inexistente. Faça login novamente.',
  noPermission: 'Você não tem permissão para acessar esta página.',
  notFound: 'Recurso não encontrado.',
  /** The browser could not reach the API at all (offline, server down): no answer to read a message from. */
  unreachable: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
} as const;
