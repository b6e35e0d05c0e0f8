/** The advanced reports (docs/product/reports.md): one generic answer shape the screens and the exports render from `columns`. */
export const REPORT_NAMES = ['revenue', 'occupancy', 'retention', 'attendance', 'clients', 'products', 'commissions', 'dre'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  revenue: 'Faturamento',
  occupancy: 'Ocupação',
  retention: 'Retenção de clientes',
  attendance: 'Comparecimento',
  clients: 'Clientes',
  products: 'Produtos',
  commissions: 'Comissões',
  dre: 'DRE',
};

/** The file names of the exports ('faturamento-2026-10-01-a-2026-10-31.csv'). */
export const REPORT_FILE_NAMES: Record<ReportName, string> = {
  revenue: 'faturamento',
  occupancy: 'ocupacao',
  retention: 'retencao-de-clientes',
  attendance: 'comparecimento',
  clients: 'clientes',
  products: 'produtos',
  commissions: 'comissoes',
  dre: 'dre',
};

/** The row groupings each report answers; the first is the default. */
export const REPORT_GROUP_BY: Record<ReportName, readonly string[]> = {
  revenue: ['day', 'week', 'month', 'professional', 'service', 'category', 'method'],
  occupancy: ['professional', 'weekday'],
  retention: ['professional', 'client'],
  attendance: ['professional', 'service', 'weekday'],
  clients: ['top', 'inactive', 'birthdays'],
  products: ['product'],
  commissions: ['professional'],
  dre: ['month'],
};

export const REPORT_GROUP_BY_LABELS: Record<string, string> = {
  day: 'Dia',
  week: 'Semana',
  month: 'Mês',
  professional: 'Profissional',
  service: 'Serviço',
  category: 'Categoria',
  method: 'Forma de pagamento',
  weekday: 'Dia da semana',
  client: 'Cliente',
  top: 'Maiores clientes',
  inactive: 'Inativos',
  birthdays: 'Aniversariantes do mês',
  product: 'Produto',
  unit: 'Unidade',
};

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export type ReportColumnType = 'text' | 'money' | 'int' | 'percent' | 'minutes' | 'date';
/** money in integer cents; percent as a number of percent (12.5 = 12,5%); date 'yyyy-MM-dd'. */
export interface ReportColumn {
  key: string;
  label: string;
  type: ReportColumnType;
}
export type ReportValue = string | number | null;
export interface ReportRow {
  key: string;
  label: string;
  /** drill-down filter of this row, when it has one */
  drill?: { staffId?: number; serviceId?: number; clientId?: number };
  values: Record<string, ReportValue>;
}
export interface ReportCard {
  key: string;
  label: string;
  type: ReportColumnType;
  value: number;
  previous: number | null;
}
/** YYYY-MM-DD inclusive, establishment's zone */
export interface ReportPeriod {
  from: string;
  to: string;
}
export interface ReportAnswer {
  report: ReportName | 'custom';
  title: string;
  period: ReportPeriod;
  previousPeriod: ReportPeriod | null;
  groupBy: string | null;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, ReportValue>;
  previous: { rows: ReportRow[]; totals: Record<string, ReportValue> } | null;
  cards: ReportCard[];
  chart: { type: 'line' | 'bar'; x: string; series: string[] } | null;
  /** With `units`: the units compared, one row each (groupBy 'unit'); absent for one unit's report. */
  units?: { id: number; name: string }[];
}

/** GET /api/reports/visits: one comanda item (or a completed appointment without a comanda) behind a report row; money in cents. */
export interface ReportVisitDto {
  /** 'yyyy-MM-dd' on the establishment's calendar */
  date: string;
  clientId: number | null;
  clientName: string | null;
  serviceId: number | null;
  serviceName: string;
  staffId: number | null;
  staffName: string | null;
  gross: number;
  discount: number;
  net: number;
  checkoutId: number | null;
  appointmentId: number | null;
}

export interface ReportVisitPage {
  visits: ReportVisitDto[];
  total: number;
  page: number;
  pageSize: number;
}

export const REPORT_VISITS_PAGE_SIZE = 50;

/** GET /api/reports/visits?after&limit: newest first; next = the following page's after, null on the last. */
export interface ReportVisitCursorPage {
  visits: ReportVisitDto[];
  next: string | null;
}
