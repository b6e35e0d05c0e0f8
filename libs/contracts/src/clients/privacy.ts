import type { ClientDto } from './dto';

/**
 * LGPD (Lei 13.709/2018): a client's data on request (export) and erasure of what identifies them (anonymize),
 * keeping visits and money for the books.
 */
export const CLIENT_PRIVACY_MSG = {
  exportButton: 'Exportar dados (LGPD)',
  anonymizeButton: 'Anonimizar',
  confirmTitle: 'Anonimizar cliente?',
  confirmContent: (name: string) =>
    `Nome, telefone, e-mail, endereço, observações, aniversário e anamnese de ${name} serão apagados, também nos agendamentos e mensagens. ` +
    'Os atendimentos e os valores continuam registrados, sem identificar a pessoa. Esta ação não pode ser desfeita.',
  anonymized: 'Cliente anonimizado.',
  exportFailed: 'Não foi possível exportar os dados do cliente.',
} as const;

/** The name an anonymized client keeps: unique per establishment and saying what happened. */
export function anonymizedClientName(id: number): string {
  return `Cliente anonimizado #${id}`;
}

/** GET /api/clients/{id}/export: everything the establishment holds about one client. Instants are ISO, money decimal strings. */
export interface ClientExportDto {
  exportedAt: string;
  establishment: { id: number; name: string };
  /** The client as the app shows it (without its form version), plus when it was created, deleted and anonymized. */
  client: Omit<ClientDto, 'version'> & {
    createdAt: string;
    deletedAt: string | null;
    anonymizedAt: string | null;
  };
  appointments: {
    id: number;
    startsAt: string;
    endsAt: string;
    service: string;
    staff: string;
    status: string;
    price: string;
    notes: string | null;
    source: string;
    createdAt: string;
    completedAt: string | null;
  }[];
  transactions: {
    id: number;
    type: string;
    amount: string;
    description: string;
    category: string;
    paymentMethod: string | null;
    date: string;
    notes: string | null;
    appointmentId: number | null;
  }[];
  productSales: { id: number; transactionId: number; product: string; quantity: number; unitPrice: string; total: string; soldAt: string }[];
  loyalty: {
    balances: { program: string; balance: number }[];
    entries: { id: number; program: string; points: number; kind: string; reason: string; appointmentId: number | null; createdAt: string }[];
  };
  onlineBookings: { appointmentId: number; phone: string; email: string | null; createdAt: string }[];
  messages: {
    appointmentId: number | null;
    kind: string;
    channel: string | null;
    recipient: string | null;
    status: string;
    body: string | null;
    createdAt: string;
  }[];
  waitlist: { id: number; date: string; name: string; phone: string; email: string | null; status: string; createdAt: string }[];
  /** Her comandas (docs/product/api.md, 'Checkouts'), amounts in cents, with their items, payments and refunds. */
  checkouts: {
    id: number;
    number: number;
    status: string;
    discount: number;
    tip: number;
    createdAt: string;
    closedAt: string | null;
    refundedAt: string | null;
    refundReason: string | null;
    items: { type: string; name: string; staff: string | null; quantity: number; unitPrice: number; discount: number; refundedAt: string | null }[];
    payments: { method: string; amount: number; received: number | null; change: number; installments: number; createdAt: string }[];
  }[];
  /** Her balance ledger: debts ('fiado'), their payments, debts forgiven by refunds (cents). */
  balanceEntries: { id: number; kind: string; amount: number; checkoutId: number | null; method: string | null; createdAt: string }[];
}
