/** The reports API's pt-BR answers (docs/product/reports.md). */
export const REPORTS_MSG = {
  period: 'Período inválido.',
  periodTooLong: 'O período pode ter no máximo 366 dias.',
  notFound: 'Relatório não encontrado.',
  staffId: 'Profissional inválido.',
  serviceId: 'Serviço inválido.',
  clientId: 'Cliente inválido.',
  compare: 'Comparação inválida.',
  groupBy: 'Agrupamento inválido.',
  format: 'Formato inválido. Use csv, xlsx ou pdf.',
  inactiveDays: 'Dias de inatividade inválidos.',
  page: 'Página inválida',
  generatedAt: 'Gerado em',
  units: 'Unidades inválidas: use all ou os ids separados por vírgula.',
  unitsOwnerOnly: 'Apenas o proprietário da rede pode ver relatórios de várias unidades.',
} as const;
