import type { WebhookEventType } from '@salao/contracts';
import type { AuthContext } from '../auth/auth-context';
/**
 * What one domain tells the others, by name. Plain data: the publisher does not know who listens, and a
 * subscriber needs nothing of the publisher's module to read it.
 */
export interface AppointmentCompleted {
  id: number;
  establishmentId: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  /** Decimal string, the price booked. */
  price: string;
  startsAt: Date;
  completedAt: Date;
  completedByUserId: number | null;
  /** Who completed it: the audit rows of what follows (the income) name them. */
  actor: AuthContext;
  /** Completed by closing a comanda, which records the money itself: no list-price income then. */
  paidByCheckout?: boolean;
}

/** A closed comanda was refunded: what its closing gave (the appointments' points, commissions) is taken back. */
export interface CheckoutRefunded {
  establishmentId: number;
  checkoutId: number;
  appointmentIds: number[];
  refundedByUserId: number | null;
  /** The items this refund covers; null when it leaves nothing of the comanda (the tip goes back too). */
  itemIds: number[] | null;
  actor: AuthContext;
}

/**
 * A payment was added to an open comanda, in its transaction: a subscriber that refuses it (no open cash
 * drawer for cash) throws and the payment is not recorded. Amounts in cents.
 */
export interface CheckoutPaid {
  establishmentId: number;
  checkoutId: number;
  paymentId: number;
  method: string;
  amount: number;
  /** Cash handed over (dinheiro), else null; change = received − amount. */
  received: number | null;
  change: number;
  actor: AuthContext;
}

/**
 * A client paid her debt ('fiado') off, in its transaction: the cash drawer records it as a comanda's payment,
 * and a subscriber that refuses it (cash with no open drawer) throws, so nothing is recorded. Amounts in cents.
 */
export interface ClientBalancePaid {
  establishmentId: number;
  clientId: number;
  /** The client_balance_entries row of the payment. */
  entryId: number;
  method: string;
  amount: number;
  /** Cash handed over (dinheiro), else null; change = received − amount. */
  received: number | null;
  change: number;
  actor: AuthContext;
}

/** One item of a closed comanda, as its closing priced it (cents). */
export interface ClosedCheckoutItem {
  id: number;
  type: 'service' | 'product' | 'package' | 'gift_card';
  serviceId: number | null;
  productId: number | null;
  /** docs/product/packages.md: the package sold, or the client package whose session a service used. */
  packageId?: number | null;
  clientPackageId?: number | null;
  /** A service on a package's session (priced 0): the value of the session, its commission's base. */
  sessionValue?: number;
  staffId: number | null;
  name: string;
  quantity: number;
  /** quantity × unitPrice, before any discount. */
  gross: number;
  /** The item's own discount. */
  discount: number;
  /** Its part of the comanda's discount (rounded; the parts add up to it). */
  sharedDiscount: number;
  /** Its part of the card fees of the comanda's payments (rounded; the parts add up to them). */
  feeShare: number;
}

/** A comanda was closed, in its closing's transaction: each domain records what the visit gave (commissions, …). */
export interface CheckoutClosed {
  establishmentId: number;
  checkoutId: number;
  number: number;
  clientId: number | null;
  items: ClosedCheckoutItem[];
  tip: { amount: number; staffId: number | null };
  /** The comanda's payments, in cents. */
  payments: { method: string; amount: number; fee: number }[];
  closedAt: Date;
  actor: AuthContext;
}

/** A notification was written (the management's bell when userId is null, else one user's). */
export interface NotificationRaised {
  id: number;
  establishmentId: number;
  userId: number | null;
  title: string;
  message: string;
  appointmentId: number | null;
}

/** An appointment's status changed (confirmed, rejected, cancelled, …); startsAt/durationMinutes are its time. */
export interface AppointmentStatusChanged {
  id: number;
  establishmentId: number;
  serviceId: number;
  staffId: number;
  from: string;
  to: string;
  startsAt: Date;
  durationMinutes: number;
  /** Who changed it (a deposit kept on a no-show is recorded as theirs, docs/product/deposits.md). */
  actor?: AuthContext;
}

/** An appointment moved (time, staff member or service): `previous` is the time it no longer holds. */
export interface AppointmentMoved {
  id: number;
  establishmentId: number;
  serviceId: number;
  staffId: number;
  startsAt: Date;
  durationMinutes: number;
  previous: { serviceId: number; staffId: number; startsAt: Date; durationMinutes: number };
}

/**
 * A client's personal data was erased (LGPD). Each domain erases its own copies (names in texts, phones,
 * notes) in the same transaction and keeps what the books need (dates, services, amounts).
 */
export interface ClientAnonymized {
  establishmentId: number;
  clientId: number;
  formerName: string;
  formerPhone: string;
  anonymizedName: string;
}

/**
 * Two records of one client were merged (docs/product/entities.md, 'Client merge'): each domain moves its rows of
 * `sourceId` to `targetId` in the same transaction; clients then removes the source.
 */
export interface ClientMerged {
  establishmentId: number;
  targetId: number;
  sourceId: number;
}

/** A staff member was removed (soft delete): each domain lets go of them (services: no longer performed by them). */
export interface StaffRemoved {
  establishmentId: number;
  staffId: number;
}

/**
 * A unit was added to a network, in its transaction: with `copyFrom`, each domain copies that unit's setup it owns
 * (services and categories, business hours, settings) to the new one (docs/product/units.md).
 */
export interface UnitCreated {
  establishmentId: number;
  networkId: number;
  copyFrom: number | null;
}

/**
 * A change the public API announces (docs/product/webhooks.md), published by the resource's owner in the change's
 * transaction with the DTO its API answers for the resource: the webhooks' outbox rows commit or roll back with it.
 */
export interface ApiEventPublished {
  establishmentId: number;
  type: WebhookEventType;
  /** 'appointment:12': the events of one resource are delivered in order. */
  resource: string;
  data: unknown;
  at: Date;
}

export interface DomainEventMap {
  'api.event': ApiEventPublished;
  'unit.created': UnitCreated;
  'appointment.completed': AppointmentCompleted;
  'checkout.refunded': CheckoutRefunded;
  'checkout.paid': CheckoutPaid;
  'checkout.closed': CheckoutClosed;
  'client_balance.paid': ClientBalancePaid;
  'appointment.status_changed': AppointmentStatusChanged;
  'appointment.moved': AppointmentMoved;
  'notification.raised': NotificationRaised;
  'client.anonymized': ClientAnonymized;
  'client.merged': ClientMerged;
  'staff.removed': StaffRemoved;
}

export type DomainEventName = keyof DomainEventMap;
