import type { AppointmentDto } from '../appointments/dto';
import type { CheckoutDto } from '../checkouts/dto';
import type { ClientDto } from '../clients/dto';
import type { ProductDto } from '../products/dto';
import type { WebhookEventType, WebhookPayload } from './dto';
import type { WaitlistOfferSample } from './samples';

/*
 * One named body per event (docs/product/webhooks.md), so /api/openapi.json can describe each delivery:
 * `type` fixed, `data` the DTO its resource's API answers (WEBHOOK_EVENT_DATA says the same in pt-BR).
 */
export interface AppointmentCreatedWebhookPayload extends WebhookPayload<AppointmentDto> {
  type: 'appointment.created';
}
export interface AppointmentUpdatedWebhookPayload extends WebhookPayload<AppointmentDto> {
  type: 'appointment.updated';
}
export interface AppointmentStatusChangedWebhookPayload extends WebhookPayload<AppointmentDto> {
  type: 'appointment.status_changed';
}
export interface AppointmentCancelledWebhookPayload extends WebhookPayload<AppointmentDto> {
  type: 'appointment.cancelled';
}
export interface ClientCreatedWebhookPayload extends WebhookPayload<ClientDto> {
  type: 'client.created';
}
export interface ClientUpdatedWebhookPayload extends WebhookPayload<ClientDto> {
  type: 'client.updated';
}
export interface CheckoutClosedWebhookPayload extends WebhookPayload<CheckoutDto> {
  type: 'checkout.closed';
}
export interface CheckoutRefundedWebhookPayload extends WebhookPayload<CheckoutDto> {
  type: 'checkout.refunded';
}
/** The checkout with the new payment in `payments`. */
export interface PaymentReceivedWebhookPayload extends WebhookPayload<CheckoutDto> {
  type: 'payment.received';
}
export interface ProductLowStockWebhookPayload extends WebhookPayload<ProductDto> {
  type: 'product.low_stock';
}
/** The offer as stored, without the person's contact. */
export interface WaitlistOfferedWebhookPayload extends WebhookPayload<WaitlistOfferSample> {
  type: 'waitlist.offered';
}

/** Each event's body by its name. */
export interface WebhookEventPayloads {
  'appointment.created': AppointmentCreatedWebhookPayload;
  'appointment.updated': AppointmentUpdatedWebhookPayload;
  'appointment.status_changed': AppointmentStatusChangedWebhookPayload;
  'appointment.cancelled': AppointmentCancelledWebhookPayload;
  'client.created': ClientCreatedWebhookPayload;
  'client.updated': ClientUpdatedWebhookPayload;
  'checkout.closed': CheckoutClosedWebhookPayload;
  'checkout.refunded': CheckoutRefundedWebhookPayload;
  'payment.received': PaymentReceivedWebhookPayload;
  'product.low_stock': ProductLowStockWebhookPayload;
  'waitlist.offered': WaitlistOfferedWebhookPayload;
}

/** Any delivery's body (does not compile while an event of WEBHOOK_EVENTS lacks one above). */
export type WebhookEventPayload = WebhookEventPayloads[WebhookEventType];
