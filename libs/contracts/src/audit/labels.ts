import { APPOINTMENT_STATUS_LABELS, WEEKDAY_LABELS, type AppointmentStatus } from '../constants';
import {
  CUSTOM_REPORT_CHART_LABELS,
  CUSTOM_REPORT_GROUP_LABELS,
  CUSTOM_REPORT_METRIC_LABELS,
  type CustomReportChart,
  type CustomReportGroup,
  type CustomReportMetric,
} from '../custom-reports/dto';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '../finances/dto';
import { formatBRL, formatDate } from '../format';
import { STAFF_BLOCK_REPEAT_LABELS, type StaffBlockRepeat } from '../staff/blocks';
import type { AuditAction, AuditEntity } from './dto';

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  appointment: 'Agendamento',
  client: 'Cliente',
  transaction: 'Transação',
  product: 'Produto',
  stock: 'Estoque',
  staff: 'Colaborador',
  service: 'Serviço',
  category: 'Categoria',
  settings: 'Configurações',
  plan: 'Plano',
  checkout: 'Comanda',
  cash_session: 'Caixa',
  commission: 'Comissão',
  custom_report: 'Relatório personalizado',
  unit: 'Unidade',
  package: 'Pacote',
  gift_card: 'Vale-presente',
  deposit: 'Sinal',
  webhook: 'Webhook',
  integration_key: 'Chave de integração',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  status: 'Mudança de status',
  cancel: 'Cancelamento',
  delete: 'Exclusão',
  sale: 'Venda',
  reactivate: 'Reativação',
  merge: 'Mesclagem',
  transfer: 'Transferência',
  test: 'Entrega de teste',
  call: 'Chamada',
};

/** Field labels, in the order a row lists its changes (fields not here come after, by name). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  method: 'Método',
  path: 'Rota',
  httpStatus: 'Resposta',
  status: 'Status',
  name: 'Nome',
  clientName: 'Cliente',
  mergedClient: 'Cliente mesclado',
  serviceName: 'Serviço',
  staffName: 'Profissional',
  appointmentDate: 'Data',
  appointmentTime: 'Horário',
  duration: 'Duração (min)',
  servicePrice: 'Preço',
  type: 'Tipo',
  description: 'Descrição',
  amount: 'Valor',
  category: 'Categoria',
  paymentMethod: 'Forma de pagamento',
  transactionDate: 'Data',
  role: 'Função',
  phone: 'Telefone',
  email: 'E-mail',
  address: 'Endereço',
  segment: 'Segmento',
  brand: 'Marca',
  price: 'Preço',
  cost: 'Custo',
  currentStock: 'Estoque atual',
  minStock: 'Estoque mínimo',
  productName: 'Produto',
  quantity: 'Quantidade',
  fromUnit: 'Unidade de origem',
  toUnit: 'Unidade de destino',
  reason: 'Motivo',
  unitPrice: 'Preço unitário',
  total: 'Total',
  hasSystemAccess: 'Acesso ao sistema',
  password: 'Senha',
  salaryAmount: 'Salário fixo',
  commissionRate: 'Comissão (%)',
  staffIds: 'Profissionais',
  notes: 'Observações',
  plan: 'Plano',
  checkout: 'Comanda',
  cash_session: 'Caixa',
  pendingPlan: 'Plano agendado',
  billingStatus: 'Situação da assinatura',
  cancelAtPeriodEnd: 'Cancelar no fim do período',
  slug: 'Endereço do agendamento online',
  logo: 'Logo',
  timezone: 'Fuso horário',
  whatsappConnectionType: 'Tipo de conexão do WhatsApp',
  whatsappOfficialNumber: 'Número oficial do WhatsApp',
  whatsappEstablishmentName: 'Nome no WhatsApp',
  whatsappServiceNumber: 'Número de atendimento',
  whatsappApiKey: 'Chave da API do WhatsApp',
  whatsappInstanceId: 'Instância do WhatsApp',
  twoFactorAuth: 'Verificação em duas etapas',
  sessionTimeout: 'Tempo de sessão (min)',
  enabled: 'Agendamento online ativo',
  autoConfirm: 'Confirmar automaticamente',
  minNoticeMinutes: 'Antecedência mínima (min)',
  maxDaysAhead: 'Dias à frente',
  cancelCutoffMinutes: 'Prazo para cancelar (min)',
  maxOpenPerPhone: 'Agendamentos abertos por telefone',
  reminderOffsets: 'Lembretes (min antes)',
  waitlistHoldMinutes: 'Reserva da lista de espera (min)',
  slotMinutes: 'Intervalo da agenda (min)',
  // A professional's time blocks (docs/product/states.md 'Time blocks'), on her 'Histórico de alterações'.
  'block.date': 'Bloqueio (data)',
  'block.startTime': 'Bloqueio (início)',
  'block.endTime': 'Bloqueio (fim)',
  'block.reason': 'Bloqueio (motivo)',
  'block.repeat': 'Bloqueio (repetição)',
  'block.until': 'Bloqueio (repete até)',
  // A saved custom report (docs/product/reports.md, 'Relatórios personalizados').
  metric: 'Métrica',
  groupBy: 'Agrupamentos',
  filters: 'Filtros',
  chart: 'Gráfico',
  weeklyEmail: 'E-mail semanal',
};

const FIELD_ORDER = Object.keys(AUDIT_FIELD_LABELS);
const MONEY = new Set(['servicePrice', 'amount', 'price', 'cost', 'unitPrice', 'total', 'salaryAmount']);

/** 'hours.1' → 'Horário (Segunda-feira)', 'workingHours.1' → 'Expediente (Segunda-feira)', 'templates.x' → 'Mensagem (x)'. */
export function auditFieldLabel(field: string): string {
  const [head, tail] = field.split('.', 2) as [string, string | undefined];
  if (tail !== undefined) {
    const day = WEEKDAY_LABELS[Number(tail)];
    if (head === 'hours' && day) return `Horário (${day})`;
    if (head === 'workingHours' && day) return `Expediente (${day})`;
    if (head === 'templates') return `Mensagem (${tail})`;
  }
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** Sorts changed fields as AUDIT_FIELD_LABELS lists them, unknown ones after by name. */
export function auditFieldRank(field: string): number {
  const whole = FIELD_ORDER.indexOf(field);
  const i = whole === -1 ? FIELD_ORDER.indexOf(field.split('.', 1)[0]!) : whole;
  return i === -1 ? FIELD_ORDER.length : i;
}

/** A value as the screen shows it: '—' for none, Sim/Não, R$, dd/MM/yyyy, status and type labels. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value) && field === 'groupBy') return value.map((g) => CUSTOM_REPORT_GROUP_LABELS[g as CustomReportGroup] ?? String(g)).join(', ');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field === 'status' && text in APPOINTMENT_STATUS_LABELS) return APPOINTMENT_STATUS_LABELS[text as AppointmentStatus];
  if (field === 'type' && text in TRANSACTION_TYPE_LABELS) return TRANSACTION_TYPE_LABELS[text as TransactionType];
  if (MONEY.has(field)) return formatBRL(text);
  if (field === 'metric' && text in CUSTOM_REPORT_METRIC_LABELS) return CUSTOM_REPORT_METRIC_LABELS[text as CustomReportMetric];
  if (field === 'chart' && text in CUSTOM_REPORT_CHART_LABELS) return CUSTOM_REPORT_CHART_LABELS[text as CustomReportChart];
  if (field === 'block.repeat' && text in STAFF_BLOCK_REPEAT_LABELS) return STAFF_BLOCK_REPEAT_LABELS[text as StaffBlockRepeat];
  if ((field === 'block.date' || field === 'block.until') && /^\d{4}-\d{2}-\d{2}/.test(text)) return formatDate(text);
  if (/Date$/.test(field) && /^\d{4}-\d{2}-\d{2}/.test(text)) return formatDate(text);
  return text;
}
