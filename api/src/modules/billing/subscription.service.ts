import { Inject, Injectable } from '@nestjs/common';
import {
  BILLING_MSG,
  downgradeModuleMessage,
  downgradeStaffMessage,
  FEATURE_LABEL,
  PLAN_CARD_PATH,
  PLAN_NAMES,
  PLANS,
  type BillingPortalResponse,
  type PlanName,
  type SubscriptionView,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SessionService } from '../../platform/auth/session.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { PAYMENT_PROVIDER, type PaymentProvider, type SubscriptionRef } from './payment-provider';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { SubscriptionRepository, type BillingRow } from './subscription.repository';
import { NetworkCustomerRepository } from './network-customer.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

const rank = (plan: PlanName) => PLAN_NAMES.indexOf(plan);
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** The Plano card: the current subscription, plan changes, cancelation and the provider's portal. */
@Injectable()
export class SubscriptionService {
  constructor(
    private readonly repository: SubscriptionRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly row: EstablishmentRowRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly customers: NetworkCustomerRepository,
  ) {}

  async view(auth: AuthContext): Promise<SubscriptionView> {
    const { row, settled } = await this.repository.db.transaction(async (tx) => {
      const current = (await this.repository.lock(tx, auth.establishmentId))!;
      const settledRow = await this.settleSandboxPeriod(tx, current);
      return { row: settledRow, settled: settledRow !== current };
    });
    // A read that ended a period changed the plan or the status the guard reads: not from a cached session.
    if (settled) this.sessions.written(auth.establishmentId);
    return this.toView(row);
  }

  async changePlan(auth: AuthContext, planId: number): Promise<SubscriptionView> {
    const target = PLAN_NAMES[planId - 1]!;
    return this.repository.db.transaction(async (tx) => {
      const row = (await this.repository.lock(tx, auth.establishmentId))!;
      if (row.billing_status === 'canceled') return this.reactivate(tx, auth, row, target);
      if (row.plan === target && !row.pending_plan) throw fail(409, BILLING_MSG.samePlan);
      if (rank(target) >= rank(row.plan)) {
        if (subscribed(row)) await this.provider.changePlan(ref(row), target, true);
        return this.audited(tx, auth, 'update', row, await this.row.updateBilling(tx, row.id, { plan: target, pending_plan: null }));
      }
      await this.assertFits(row.id, target);
      if (subscribed(row)) await this.provider.changePlan(ref(row), target, false);
      const periodEnd = row.current_period_end ?? row.trial_ends_at ?? new Date(this.clock.now() + MONTH_MS);
      return this.audited(tx, auth, 'update', row, await this.row.updateBilling(tx, row.id, { pending_plan: target, current_period_end: periodEnd }));
    });
  }

  /**
   * Sandbox: choosing a plan on a canceled account reactivates it at once, on any plan (the one it had
   * included), with a new period; a lower plan must still fit what is in use. A canceled Stripe subscription
   * cannot be resumed: the provider needs a new one, not done here (409).
   */
  private async reactivate(tx: Parameters<SubscriptionRepository['lock']>[0], auth: AuthContext, row: BillingRow, target: PlanName): Promise<SubscriptionView> {
    if (this.provider.name === 'stripe') throw fail(409, BILLING_MSG.alreadyCanceled);
    if (rank(target) < rank(row.plan)) await this.assertFits(row.id, target);
    const change = {
      plan: target,
      pending_plan: null,
      billing_status: 'active' as const,
      cancel_at_period_end: false,
      current_period_end: new Date(this.clock.now() + MONTH_MS),
    };
    return this.audited(tx, auth, 'reactivate', row, await this.row.updateBilling(tx, row.id, change));
  }

  async cancel(auth: AuthContext): Promise<SubscriptionView> {
    return this.repository.db.transaction(async (tx) => {
      const row = (await this.repository.lock(tx, auth.establishmentId))!;
      if (row.billing_status === 'canceled') throw fail(409, BILLING_MSG.alreadyCanceled);
      if (subscribed(row)) await this.provider.cancelAtPeriodEnd(ref(row));
      const periodEnd = row.current_period_end ?? row.trial_ends_at ?? new Date(this.clock.now() + MONTH_MS);
      return this.audited(tx, auth, 'cancel', row, await this.row.updateBilling(tx, row.id, { cancel_at_period_end: true, current_period_end: periodEnd }));
    });
  }

  /** The unit's own customer, else its network's: a unit that has not subscribed yet opens the card that pays its network. */
  async portal(auth: AuthContext): Promise<BillingPortalResponse> {
    const row = (await this.repository.db.transaction((tx) => this.repository.lock(tx, auth.establishmentId)))!;
    const customerId = row.billing_customer_id ?? (await this.customers.customerOf(row.id));
    if (this.provider.name === 'stripe' && !customerId) throw fail(409, BILLING_MSG.noSubscription);
    // Back from the portal, the user lands on the Plano card.
    return { url: await this.provider.portalUrl({ ...ref(row), customerId }, `${this.config.appUrl}${PLAN_CARD_PATH}`) };
  }

  /** What must change before a downgrade: staff over the plan's limit, or a module in use the plan lacks. */
  private async assertFits(establishmentId: number, target: PlanName): Promise<void> {
    const plan = PLANS[target];
    if (plan.maxStaffMembers !== null) {
      const staff = await this.repository.activeStaff(establishmentId);
      if (staff > plan.maxStaffMembers) throw fail(409, downgradeStaffMessage(target, plan.maxStaffMembers, staff));
    }
    if (!plan.hasInventoryModule && (await this.repository.usesInventory(establishmentId)))
      throw fail(409, downgradeModuleMessage(target, FEATURE_LABEL.inventory));
  }

  /** Without webhooks the sandbox ends its own periods: a pending downgrade or a cancelation takes effect when read. */
  private async settleSandboxPeriod(tx: Parameters<SubscriptionRepository['lock']>[0], row: BillingRow): Promise<BillingRow> {
    if (this.provider.name !== 'sandbox' || !row.current_period_end || row.current_period_end.getTime() > this.clock.now()) return row;
    if (row.cancel_at_period_end) return this.row.updateBilling(tx, row.id, { billing_status: 'canceled', cancel_at_period_end: false, pending_plan: null });
    if (row.pending_plan) return this.row.updateBilling(tx, row.id, { plan: row.pending_plan, pending_plan: null });
    return row;
  }

  /** The plan's audit row (what the Plano card shows changing), in the change's transaction; answers the card's view. */
  private async audited(
    tx: Parameters<SubscriptionRepository['lock']>[0],
    auth: AuthContext,
    action: 'update' | 'cancel' | 'reactivate',
    before: BillingRow,
    after: BillingRow,
  ): Promise<SubscriptionView> {
    const fields = (r: BillingRow) => ({
      plan: r.plan,
      pendingPlan: r.pending_plan,
      billingStatus: r.billing_status,
      cancelAtPeriodEnd: r.cancel_at_period_end,
    });
    await this.audit.record(tx, auth, { entity: 'plan', entityId: auth.establishmentId, action, before: fields(before), after: fields(after) });
    return this.toView(after);
  }

  toView(row: BillingRow): SubscriptionView {
    return {
      plan: row.plan,
      status: row.billing_status,
      trialEndsAt: row.trial_ends_at?.toISOString() ?? null,
      currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      pendingPlan: row.pending_plan,
      price: PLANS[row.plan].price,
      provider: this.provider.name,
      ...(this.provider.name === 'stripe' && !subscribed(row) ? { needsSubscription: true as const } : {}),
    };
  }
}

/**
 * Whether the provider holds a subscription to change: a unit added to a network is in its trial with none until it
 * subscribes (docs/product/units.md, 'Plans and billing'), and its plan or cancelation is then only ours, taken up
 * by the subscription it creates.
 */
const subscribed = (row: BillingRow): boolean => row.billing_subscription_id !== null;

const ref = (row: BillingRow): SubscriptionRef => ({ customerId: row.billing_customer_id, subscriptionId: row.billing_subscription_id });
