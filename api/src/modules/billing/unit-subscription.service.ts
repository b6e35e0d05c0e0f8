import { Inject, Injectable } from '@nestjs/common';
import { BILLING_MSG, type UnitSubscriptionView } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { NetworkCustomerRepository } from './network-customer.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionService } from './subscription.service';

/** A trial ending sooner than this is charged from now: the provider refuses a trial end that has passed by the time it answers. */
const TRIAL_MARGIN_MS = 60 * 1000;

/**
 * POST /api/billing/subscribe: a unit without a subscription (one made by POST /api/units) gets its own, under its
 * network's one customer (docs/product/units.md, 'Plans and billing'); the first unit to subscribe creates it.
 */
@Injectable()
export class UnitSubscriptionService {
  constructor(
    private readonly customers: NetworkCustomerRepository,
    private readonly repository: SubscriptionRepository,
    private readonly subscriptions: SubscriptionService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly audit: AuditService,
    private readonly row: EstablishmentRowRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  subscribe(auth: AuthContext): Promise<UnitSubscriptionView> {
    return this.repository.db.transaction(async (tx) => {
      // The network's lock first, then the unit's row: one order for every subscriber of the network.
      const network = await this.customers.lock(tx, auth.establishmentId);
      const before = (await this.repository.lock(tx, auth.establishmentId))!;
      if (before.billing_subscription_id) throw fail(409, BILLING_MSG.alreadySubscribed);
      let customerId = network.customerId;
      if (!customerId) {
        customerId = await this.provider.createCustomer({ email: auth.email, name: network.networkName });
        await this.customers.keep(tx, network.networkId, customerId);
      }
      const trialEnd = before.trial_ends_at;
      const trialAhead = before.billing_status === 'trialing' && !!trialEnd && trialEnd.getTime() > this.clock.now() + TRIAL_MARGIN_MS;
      const created = await this.provider.subscribe({
        customerId,
        plan: before.plan,
        establishmentId: before.id,
        trialEnd: trialAhead ? trialEnd : null,
        paymentMethodId: network.paymentMethodId,
      });
      await this.row.linkBilling(tx, before.id, customerId, created.subscriptionId, before.billing_status);
      // linkBilling starts the period at the trial's end; a unit past its trial keeps its own until the provider's events.
      if (!trialAhead) await this.row.updateBilling(tx, before.id, { current_period_end: before.current_period_end });
      const after = (await this.repository.lock(tx, before.id))!;
      await this.audit.record(tx, auth, {
        entity: 'plan',
        entityId: before.id,
        action: 'create',
        before: { plan: before.plan, billingStatus: before.billing_status, subscribed: false },
        after: { plan: after.plan, billingStatus: after.billing_status, subscribed: true },
      });
      const { clientSecret } = created;
      return {
        ...this.subscriptions.toView(after),
        customerId,
        clientSecret,
        // retorno=plano: the payment page returns to this Plano card, where the provider's event shows the card taken.
        paymentLink: clientSecret ? `/pagamento?client_secret=${encodeURIComponent(clientSecret)}&retorno=plano` : null,
      };
    });
  }
}
