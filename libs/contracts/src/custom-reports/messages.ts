/** The custom reports' pt-BR answers (docs/product/reports.md, 'Relatórios personalizados'). */
export const CUSTOM_REPORTS_MSG = {
  name: 'Informe o nome do relatório.',
  nameMax: 'O nome do relatório pode ter no máximo 80 caracteres.',
  metric: 'Escolha o que medir.',
  groupBy: 'Escolha até dois agrupamentos.',
  groupByInvalid: 'Agrupamento inválido.',
  groupByRepeated: 'Escolha dois agrupamentos diferentes.',
  chart: 'Escolha o gráfico.',
  weeklyEmail: 'Informe se o relatório vai por e-mail toda semana.',
  filters: 'Filtros inválidos.',
  filterIds: 'Os filtros de profissional e serviço aceitam até 100 itens.',
  notFound: 'Relatório não encontrado.',
  tooMany: 'O limite é de 50 relatórios salvos. Exclua um para criar outro.',
  emailSubject: 'Relatório semanal',
  emailIntro: 'Estes são os números da semana passada',
  emailEmpty: 'Nenhum resultado no período.',
  total: 'Total',
} as const;
