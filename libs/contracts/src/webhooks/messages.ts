/** Webhooks (pt-BR), docs/product/webhooks.md. */
export const WEBHOOK_MSG = {
  url: 'Informe a URL do webhook',
  urlInvalid: 'URL inválida',
  urlHttps: 'A URL do webhook deve usar https://',
  events: 'Escolha pelo menos um evento',
  eventInvalid: 'Evento de webhook desconhecido',
  active: 'Ativo deve ser verdadeiro ou falso',
  notFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
  tooMany: 'Limite de 10 webhooks por estabelecimento atingido.',
  shownOnce: 'Copie o segredo agora: ele não será mostrado novamente.',
  ownerOnly: 'Somente o proprietário pode gerenciar webhooks.',
  disabledTitle: 'Webhook desativado',
  disabled: (url: string) => `O webhook ${url} foi desativado após 3 dias de falhas nas entregas. Corrija o endereço e reative-o em Configurações › Webhooks.`,
  redelivered: 'Entrega reenviada.',
} as const;
