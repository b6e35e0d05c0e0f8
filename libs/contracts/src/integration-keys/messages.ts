/** Integration API keys and the /api/n8n/* answers (pt-BR). */
export const INTEGRATION_MSG = {
  name: 'Nome da chave deve ter entre 2 e 60 caracteres',
  notFound: 'Chave de API não encontrada.',
  missingKey: 'Chave de API ausente, inválida ou revogada. Envie Authorization: Bearer <chave> ou x-api-key.',
  wrongEstablishment: 'Esta chave de API não pertence a este estabelecimento.',
  rateLimited: 'Muitas requisições com esta chave de API. Aguarde um minuto e tente novamente.',
  shownOnce: 'Copie a chave agora: ela não será mostrada novamente.',
  revoked: 'Chave revogada.',
  clientName: 'Nome do cliente deve ter pelo menos 2 caracteres',
  clientPhone: 'Telefone do cliente deve ter pelo menos 10 dígitos',
  clientEmail: 'Email do cliente inválido',
  dataInicio: 'dataInicio inválida. Use yyyy-MM-ddTHH:mm:ss (horário do estabelecimento) ou um instante ISO com fuso.',
  dataFim: 'dataFim deve ser posterior a dataInicio.',
  duration: 'Duração inválida.',
  date: 'Data inválida. Use yyyy-MM-dd.',
  slotTaken: 'Este horário não está disponível.',
  created: 'Agendamento criado e aguardando confirmação.',
} as const;
