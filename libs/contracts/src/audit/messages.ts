/** pt-BR answers of GET /api/audit-log's query. */
export const AUDIT_MSG = {
  entity: 'Entidade inválida.',
  entityId: 'Identificador do registro inválido.',
  userId: 'Usuário inválido.',
  page: 'Página inválida.',
  period: 'A data inicial deve ser anterior ou igual à final.',
} as const;
