import { Inject, Injectable } from '@nestjs/common';
import { BILLING_MSG, isPlanName, type BillingStatus, type PlanName, type StripeWebhookAck } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { MailService } from '../../platform/mail/mail.service';
import { trialEndingMail } from './billing.mails';
import { BillingService } from './billing.service';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from './payment-provider';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { SubscriptionRepository, type BillingChange, type BillingRow } from './subscription.repository';
import { NetworkCustomerRepository } from './network-customer.repository';
import { DepositLifecycle } from '../deposits/deposit-lifecycle.service';

/** Stripe subscription statuses → the establishment's billing state; others (incomplete) change nothing. */
const STATUS: Record<string, BillingStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** The outcome of a trial_will_end event whose owner is e-mailed. */
const TRIAL_NOTICE = 'trial-notice';

const toDate = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : undefined);
const idOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : (value as { id?: string } | null)?.id);

/**
 * Signed provider events, each applied once (its id is kept) and in any order: an event older than the last
 * one applied to the establishment changes nothing, and the state is read from the event's object.
 */
@Injectable()
export class WebhookService {
  constructor(
    private readonly repository: SubscriptionRepository,
    private readonly billing: BillingService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly row: EstablishmentRowRepository,
    private readonly customers: NetworkCustomerRepository,
    private readonly deposits: DepositLifecycle,
  ) {}

  async receive(raw: Buffer | undefined, signature: string | undefined): Promise<StripeWebhookAck> {
    const event = raw ? this.provider.verifyEvent(raw, signature) : null;
    if (!event) throw fail(400, BILLING_MSG.badSignature);
    const result = await this.repository.db.transaction(async (tx) => {
      if (!(await this.repository.recordEvent(tx, event))) return { establishmentId: null, outcome: 'duplicate' };
      const { establishmentId, outcome } = await this.apply(tx, event);
      await this.repository.settleEvent(tx, event.id, establishmentId, outcome);
      return { establishmentId, outcome };
    });
    // After the commit, once per event id (a redelivery is 'duplicate'): the owner hears the trial is ending.
    if (result.outcome === TRIAL_NOTICE && result.establishmentId) await this.noticeTrialEnding(result.establishmentId, event);
    return { received: true as const, outcome: result.outcome };
  }

  private async noticeTrialEnding(establishmentId: number, event: ProviderEvent): Promise<void> {
    const o = event.object;
    const trialEnd = toDate(o.trial_end);
    const contact = await this.repository.billingContact(establishmentId);
    if (!contact || !trialEnd) return;
    const planLink = `${this.config.appUrl}/configuracoes?aba=seguranca#plano`;
    await this.mail.send(trialEndingMail(contact, contact.plan, trialEnd, !!o.default_payment_method, planLink));
  }

  private async apply(tx: EntityManager, event: ProviderEvent): Promise<{ establishmentId: number | null; outcome: string }> {
    const o = event.object;
    // A booking's deposit paid by PIX (docs/product/deposits.md): confirmed once, whatever the deliveries.
    if (event.type === 'payment_intent.succeeded' && o.metadata?.depositId) return this.deposits.paidByStripe(tx, o);
    if (event.type === 'setup_intent.succeeded') {
      const done = await this.billing.completeIn(tx, 'payment_intent_id', o.id, true);
      return { establishmentId: done?.establishmentId ?? null, outcome: done ? 'account' : 'ignored' };
    }
    const isSubscription = event.type.startsWith('customer.subscription.');
    const subscriptionId = isSubscription ? o.id : idOf(o.subscription ?? o.parent?.subscription_details?.subscription);
    if (!subscriptionId) return { establishmentId: null, outcome: 'ignored' };
    let row = await this.repository.lockBySubscription(tx, subscriptionId);
    if (!row && this.confirmsCard(event)) {
      const done = await this.billing.completeIn(tx, 'subscription_id', subscriptionId, true);
      if (done) row = await this.repository.lock(tx, done.establishmentId);
    }
    if (!row) return { establishmentId: null, outcome: 'ignored' };
    // Informational, whatever its order: nothing changes; a trial still running is told when it ends.
    if (event.type === 'customer.subscription.trial_will_end')
      return { establishmentId: row.id, outcome: row.billing_status === 'trialing' ? TRIAL_NOTICE : 'recorded' };
    if (event.created < Number(row.billing_synced_at)) return { establishmentId: row.id, outcome: 'stale' };
    const change = isSubscription ? await this.fromSubscription(event, row) : this.fromInvoice(event, row);
    if (!change) return { establishmentId: row.id, outcome: 'recorded' };
    await this.row.updateBilling(tx, row.id, { ...change, billing_synced_at: event.created });
    // A unit's card (added or changed) is the one the network's next units subscribe with.
    const card = isSubscription ? idOf(o.default_payment_method) : undefined;
    if (card) await this.customers.rememberCard(tx, row.id, row.billing_customer_id, card);
    return { establishmentId: row.id, outcome: 'applied' };
  }

  /** The subscription has a card (or was paid): the signup it belongs to becomes an account. */
  private confirmsCard(event: ProviderEvent): boolean {
    const o = event.object;
    // The trial's zero invoice is paid at once, before any card: only real money confirms.
    if (event.type === 'invoice.paid') return Number(o.amount_paid) > 0;
    return (
      (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated') &&
      !!o.default_payment_method &&
      (o.status === 'trialing' || o.status === 'active')
    );
  }

  private async fromSubscription(event: ProviderEvent, row: BillingRow): Promise<BillingChange | null> {
    const o = event.object;
    const item = o.items?.data?.[0];
    const periodEnd = toDate(item?.current_period_end ?? o.current_period_end);
    const status: BillingStatus | undefined = event.type === 'customer.subscription.deleted' ? 'canceled' : STATUS[o.status];
    const pricePlan: PlanName | null = (await this.provider.planOfPrice(item?.price?.id)) ?? (isPlanName(o.metadata?.plan) ? o.metadata.plan : null);
    let plan = pricePlan ?? row.plan;
    let pending = row.pending_plan;
    // A downgrade keeps the paid plan until the period it was asked in ends.
    if (pending && plan === pending) {
      const rolledOver = periodEnd && row.current_period_end && periodEnd.getTime() > row.current_period_end.getTime();
      if (rolledOver) pending = null;
      else plan = row.plan;
    } else pending = null;
    return {
      plan,
      pending_plan: pending,
      billing_status: status ?? row.billing_status,
      trial_ends_at: toDate(o.trial_end) ?? row.trial_ends_at,
      current_period_end: periodEnd ?? row.current_period_end,
      cancel_at_period_end: status === 'canceled' ? false : !!o.cancel_at_period_end,
    };
  }

  private fromInvoice(event: ProviderEvent, row: BillingRow): BillingChange | null {
    if (event.type === 'invoice.payment_failed') return { billing_status: 'past_due' };
    if (event.type !== 'invoice.paid') return null;
    // The trial's zero invoice does not end the trial; a canceled subscription is not revived by a late invoice.
    if (row.billing_status === 'canceled' || (row.billing_status === 'trialing' && !event.object.amount_paid)) return null;
    return { billing_status: 'active' };
  }
}
