/** The events a webhook may subscribe to (docs/product/webhooks.md), in the order the screens list them. */
export const WEBHOOK_EVENTS = [
  'appointment.created',
  'appointment.updated',
  'appointment.status_changed',
  'appointment.cancelled',
  'client.created',
  'client.updated',
  'checkout.closed',
  'checkout.refunded',
  'payment.received',
  'product.low_stock',
  'waitlist.offered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'appointment.created': 'Agendamento criado',
  'appointment.updated': 'Agendamento alterado',
  'appointment.status_changed': 'Status do agendamento mudou',
  'appointment.cancelled': 'Agendamento cancelado',
  'client.created': 'Cliente cadastrado',
  'client.updated': 'Cliente alterado',
  'checkout.closed': 'Comanda fechada',
  'checkout.refunded': 'Comanda estornada',
  'payment.received': 'Pagamento recebido',
  'product.low_stock': 'Produto com estoque baixo',
  'waitlist.offered': 'Vaga oferecida à lista de espera',
};

/** What each event's `data` is: the DTO the API answers for that resource. */
export const WEBHOOK_EVENT_DATA: Record<WebhookEventType, string> = {
  'appointment.created': 'Agendamento (GET /api/appointments/{id})',
  'appointment.updated': 'Agendamento (GET /api/appointments/{id})',
  'appointment.status_changed': 'Agendamento (GET /api/appointments/{id})',
  'appointment.cancelled': 'Agendamento (GET /api/appointments/{id})',
  'client.created': 'Cliente (GET /api/clients/{id})',
  'client.updated': 'Cliente (GET /api/clients/{id})',
  'checkout.closed': 'Comanda (GET /api/checkouts/{id})',
  'checkout.refunded': 'Comanda (GET /api/checkouts/{id})',
  'payment.received': 'Comanda (GET /api/checkouts/{id}), com o novo pagamento em payments',
  'product.low_stock': 'Produto (GET /api/products/{id})',
  'waitlist.offered': 'Entrada da lista de espera oferecida',
};

/** GET /api/webhooks: never the secret. */
export interface WebhookDto {
  id: number;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  version: number;
  createdAt: string;
  /** Set when 3 days of failed deliveries turned the webhook off. */
  disabledAt: string | null;
}

/** POST /api/webhooks: the only answer that carries the secret. */
export interface WebhookCreatedDto extends Omit<WebhookDto, 'disabledAt'> {
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'refused'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendente',
  delivered: 'Entregue',
  failed: 'Falhou',
  refused: 'Recusado (endereço não permitido)',
};

/** GET /api/webhooks/{id}/deliveries: newest first. */
export interface WebhookDeliveryDto {
  id: number;
  /** The webhook-id header: the same on every attempt and redelivery. */
  messageId: string;
  event: WebhookEventType;
  status: WebhookDeliveryStatus;
  httpStatus: number | null;
  responseTimeMs: number | null;
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
}

/** GET /api/webhooks/{id}/deliveries?after&limit: the log in id order (next = the following page's after, null on the last). */
export interface WebhookDeliveryCursorPage {
  deliveries: WebhookDeliveryDto[];
  next: number | null;
}

/** The body every delivery carries (Standard Webhooks). */
export interface WebhookPayload<T = unknown> {
  type: WebhookEventType;
  /** ISO instant of the change. */
  timestamp: string;
  data: T;
}

/** POST /api/webhooks/test-delivery: 'pending' never, the one attempt is over when it answers. */
export type WebhookTestDeliveryStatus = Exclude<WebhookDeliveryStatus, 'pending'>;

/** The test delivery's answer: what the receiver needs to verify the signature on its side. */
export interface WebhookTestDeliveryDto {
  /** The webhook-id header sent (`msg_…`). */
  webhookId: string;
  /** The one-off secret it was signed with (`whsec_…`), kept nowhere. */
  secret: string;
  status: WebhookTestDeliveryStatus;
  httpStatus: number | null;
  responseTimeMs: number | null;
  /** The exact body sent (a WebhookTestPayload as JSON). */
  body: string;
  /** pt-BR, when not delivered. */
  error?: string;
}

/** A test delivery's body: a real payload's shape, marked so the receiver can ignore it. */
export interface WebhookTestPayload<T = unknown> extends WebhookPayload<T> {
  test: true;
}
