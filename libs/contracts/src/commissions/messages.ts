/** pt-BR answers of the commission rules, entries and payouts API (docs/product/api.md, 'Comissões'). */
export const COMMISSIONS_MSG = {
  base: 'Base de cálculo inválida: use bruto, desconto ou desconto_taxas',
  percent: 'Percentual deve ser um número de 0 a 100, com até 2 casas decimais',
  serviceId: 'Selecione o serviço',
  productId: 'Selecione o produto',
  staffId: 'Profissional inválido',
  duplicateRule: 'Há mais de uma regra para o mesmo serviço ou produto e profissional.',
  rulesMax: 'No máximo 500 regras de comissão',
  serviceNotFound: 'Serviço não encontrado.',
  productNotFound: 'Produto não encontrado.',
  staffNotFound: 'Profissional não encontrado.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  period: 'A data final deve ser igual ou posterior à inicial',
  periodRequired: 'Informe o período (de e até)',
  status: 'Status inválido: use open ou paid',
  page: 'Página inválida',
  noOpenEntries: 'Não há comissões em aberto para este profissional no período.',
  payoutNotFound: 'Fechamento de comissões não encontrado.',
  forbidden: 'Você não tem permissão para ver estas comissões.',
  selectStaff: 'Selecione o profissional',
} as const;

/** The expense a payout records (a category of docs/product/entities.md's expense list). */
export const EXPENSE_CATEGORY_COMMISSIONS = 'Salários e Comissões';

/** pt-BR labels of the base settings. */
export const COMMISSION_BASE_LABELS = {
  bruto: 'Valor bruto',
  desconto: 'Após descontos',
  desconto_taxas: 'Após descontos e taxas de cartão',
} as const;
