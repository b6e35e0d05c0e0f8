/** pt-BR answers of the cash drawer API (docs/product/api.md, 'Caixa'). */
export const CASH_MSG = {
  notFound: 'Caixa não encontrado.',
  alreadyOpen: 'Já existe um caixa aberto com este nome. Feche-o antes de abrir outro.',
  closed: 'Este caixa já foi fechado e não aceita mais lançamentos.',
  noneOpen: 'Nenhum caixa aberto.',
  cashNeedsOpenDrawer: 'Abra o caixa antes de receber em dinheiro.',
  openingAmount: 'Valor de abertura deve ser um número inteiro de centavos, de 0 a 99999999999',
  register: 'Nome do caixa deve ter de 1 a 40 caracteres',
  movementType: 'Tipo inválido: use sangria ou suprimento',
  amount: 'Valor deve ser um número inteiro de centavos maior que zero',
  reasonRequired: 'Informe o motivo da sangria',
  reasonMax: 'Motivo deve ter no máximo 200 caracteres',
  counted: 'Informe o valor contado de cada forma de pagamento em centavos',
  countedCash: 'Informe o valor contado em dinheiro',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  requireOpenForCash: 'Informe se o caixa aberto é exigido para receber em dinheiro',
} as const;
