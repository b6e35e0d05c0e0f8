/** Saved custom reports (docs/product/reports.md, 'Relatórios personalizados'); plan Expert, management only. */
export const CUSTOM_REPORT_METRICS = ['revenue', 'visits', 'clients', 'minutes', 'units', 'commission'] as const;
export type CustomReportMetric = (typeof CUSTOM_REPORT_METRICS)[number];

export const CUSTOM_REPORT_METRIC_LABELS: Record<CustomReportMetric, string> = {
  revenue: 'Faturamento após descontos',
  visits: 'Atendimentos',
  clients: 'Clientes atendidos',
  minutes: 'Minutos agendados',
  units: 'Produtos vendidos (unidades)',
  commission: 'Comissões',
};

export const CUSTOM_REPORT_GROUPS = ['day', 'week', 'month', 'professional', 'service', 'category', 'payment_method', 'client'] as const;
export type CustomReportGroup = (typeof CUSTOM_REPORT_GROUPS)[number];

export const CUSTOM_REPORT_GROUP_LABELS: Record<CustomReportGroup, string> = {
  day: 'Dia',
  week: 'Semana',
  month: 'Mês',
  professional: 'Profissional',
  service: 'Serviço',
  category: 'Categoria',
  payment_method: 'Forma de pagamento',
  client: 'Cliente',
};

export const CUSTOM_REPORT_CHARTS = ['bar', 'line', 'table'] as const;
export type CustomReportChart = (typeof CUSTOM_REPORT_CHARTS)[number];

export const CUSTOM_REPORT_CHART_LABELS: Record<CustomReportChart, string> = {
  bar: 'Barras',
  line: 'Linha',
  table: 'Somente tabela',
};

/** What a row shows for a grouping the fact has no value of (a walk-in has no client, a tip no service). */
export const CUSTOM_REPORT_NONE_LABELS: Record<CustomReportGroup, string> = {
  day: '—',
  week: '—',
  month: '—',
  professional: 'Sem profissional',
  service: 'Sem serviço',
  category: 'Sem categoria',
  payment_method: 'Não informada',
  client: 'Sem cliente',
};

/** A comanda paid with more than one method is grouped under this method. */
export const CUSTOM_REPORT_MIXED_METHOD = 'misto';
export const CUSTOM_REPORT_MIXED_METHOD_LABEL = 'Mais de uma forma';

export interface CustomReportFilters {
  staffIds?: number[];
  serviceIds?: number[];
  categories?: string[];
  paymentMethods?: string[];
}

export interface CustomReportDto {
  id: number;
  name: string;
  metric: CustomReportMetric;
  /** one or two groupings, the first the outer one */
  groupBy: CustomReportGroup[];
  filters: CustomReportFilters;
  chart: CustomReportChart;
  /** e-mailed to the owner every Monday morning with last week's figures */
  weeklyEmail: boolean;
  version: number;
  /** ISO instants */
  createdAt: string;
  updatedAt: string;
}

/** At most this many saved reports per establishment. */
export const CUSTOM_REPORTS_MAX = 50;
