/** The owner's first-run checklist (docs/product/screens.md 'First-run checklist'): its one-click actions' pt-BR texts. */
export const SETUP_MSG = {
  /** The role ('Função') of the owner added as a professional from the checklist. */
  ownerRole: 'Proprietário(a)',
  addedMyselfTitle: 'Profissional adicionado',
  addedMyself: 'Você está na equipe, com os horários do estabelecimento. Ajuste-os em Colaboradores.',
  addMyselfError: 'Não foi possível adicionar você como profissional.',
} as const;
