/** docs/product/errors.md QR messages, docs/product/states.md connection labels, and the WhatsApp tab's own texts. */
export const WHATSAPP_MSG = {
  noName: 'Nome do estabelecimento não encontrado. Recarregue a página.',
  alreadyActive: 'Conexão já ativa...',
  noInstanceName: 'Não foi possível encontrar nome disponível para a instância.',
  formatError: 'Erro no formato',
  formatError2: 'Erro de formato',
  connectionError: 'Erro de conexão',
  saveError: 'Erro ao salvar',
  internalError: 'Erro interno',
  refreshError: 'Erro ao atualizar',
  qrGenerated: 'QR Code gerado!',
  countdownStopped: 'Countdown parado',
  notConfigured: 'Este servidor não tem um gateway de WhatsApp configurado (EVOLUTION_URL). Peça ao administrador do sistema para configurá-lo.',
  gatewayUnavailable: 'O gateway de WhatsApp não respondeu. Tente novamente em instantes.',
  noConnection: 'Nenhuma conexão configurada',
  webhookInvalid: 'Dados do webhook inválidos.',
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  text: 'Mensagem é obrigatória',
} as const;

/** docs/product/states.md 'WhatsApp connection label' (summary of all connections) and per-status labels. */
export const WHATSAPP_SUMMARY_LABELS = {
  connected: 'Conectado',
  connecting: 'Conectando...',
  error: 'Erro na conexão',
  disconnected: 'Desconectado',
} as const;
export const WHATSAPP_STATUS_LABELS: Record<string, string> = {
  connected: 'Conectado',
  connecting: 'Conectando',
  unknown: 'Status Desconhecido',
};
export const WHATSAPP_STATUS_FALLBACK_LABEL = 'Desconectado';

/**
 * docs/product/states.md 'WhatsApp connection label', over every connection of the establishment: any connected → Conectado;
 * else any connecting → Conectando...; else any error → Erro na conexão; else Desconectado; none at all →
 * 'Nenhuma conexão configurada'.
 */
export function whatsappSummaryLabel(connections: readonly { status: string }[]): string {
  if (connections.length === 0) return WHATSAPP_MSG.noConnection;
  const any = (status: string) => connections.some((c) => c.status === status);
  if (any('connected')) return WHATSAPP_SUMMARY_LABELS.connected;
  if (any('connecting')) return WHATSAPP_SUMMARY_LABELS.connecting;
  if (any('error')) return WHATSAPP_SUMMARY_LABELS.error;
  return WHATSAPP_SUMMARY_LABELS.disconnected;
}

/** docs/product/states.md status colours: connected green, connecting yellow, unknown orange, anything else red (antd Tag presets). */
export function whatsappStatusColor(status: string): 'green' | 'gold' | 'orange' | 'red' {
  if (status === 'connected') return 'green';
  if (status === 'connecting') return 'gold';
  if (status === 'unknown') return 'orange';
  return 'red';
}
