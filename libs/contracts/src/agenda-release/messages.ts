/** Agenda release policy (docs/product/screens.md 'Agenda', docs/product/states.md 'Agenda policy', docs/product/errors.md). */
export const AGENDA_RELEASE_MSG = {
  saveError: 'Erro ao salvar política de agenda.',
  recalcError: 'Erro ao recalcular meses.',
  empty: 'Nenhum mês liberado no momento. Configure a política acima.',
  interval: 'O intervalo de liberação deve ser entre 1 e 12 meses.',
  day: 'O dia de liberação deve ser entre 1 e 31.',
  active: 'Informe se a política está ativa.',
  month: 'Mês inválido. Use o formato AAAA-MM.',
  monthPast: 'Não é possível liberar um mês que já passou.',
  notReleased: 'A agenda deste mês ainda não foi liberada para agendamentos externos.',
} as const;
