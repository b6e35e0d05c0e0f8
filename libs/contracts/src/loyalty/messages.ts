/** Texts of the loyalty programme (docs/product/screens.md, docs/product/validation.md, docs/product/errors.md); screens and the API share them. */
export const LOYALTY_MSG = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  nameMax: 'Nome deve ter no máximo 120 caracteres',
  pointsPerService: 'Pontos por serviço deve ser pelo menos 1',
  pointsToReward: 'Pontos para recompensa deve ser pelo menos 1',
  pointsMax: 'Quantidade de pontos muito alta',
  rewardDescription: 'Descrição da recompensa é obrigatória',
  rewardDescriptionMax: 'Descrição da recompensa deve ter no máximo 200 caracteres',
  services: 'Serviço inválido.',
  serviceNotFound: 'Um ou mais serviços não foram encontrados.',
  /** docs/product/validation.md: adding points needs client, programme and points > 0. */
  fields: 'Preencha todos os campos corretamente.',
  programNotFound: 'Programa de fidelidade não encontrado.',
  programInactive: 'Este programa de fidelidade está inativo.',
  insufficient: 'Saldo de pontos insuficiente para o resgate.',
  appointmentCredited: 'Os pontos deste agendamento já foram lançados neste programa.',
  /** Ledger reasons. */
  manualReason: 'Pontos adicionados manualmente',
  completionReason: 'Agendamento realizado',
  checkoutRefundReason: 'Estorno da comanda',
  redeemPrefix: 'Resgate: ',
  undoPrefix: 'Resgate desfeito: ',
  /** The redeem undo (docs/product/states.md ('Loyalty')): a reversing entry, once, within LOYALTY_UNDO_WINDOW_MS. */
  redemptionNotFound: 'Resgate não encontrado.',
  undoAlready: 'Este resgate já foi desfeito.',
  undoExpired: 'O prazo para desfazer este resgate terminou.',
  undone: 'Resgate desfeito',
  appointmentNotFound: 'Agendamento não encontrado.',
  confirmDelete: 'Tem certeza que deseja remover este programa de fidelidade?',
} as const;
