/** The front desk grid's answers (docs/product/agenda-grid.md), pt-BR. */
export const AGENDA_GRID_MSG = {
  date: 'Informe a data no formato AAAA-MM-DD.',
  start: 'Informe a data inicial da semana no formato AAAA-MM-DD.',
  staffId: 'Profissional é obrigatório',
  ownOnly: 'Você só pode ver a sua própria agenda.',
  staffNotFound: 'Profissional não encontrado.',
} as const;
