import { Inject, Injectable } from '@nestjs/common';
import {
  BILLING_MSG,
  MSG,
  PLAN_NAMES,
  PLANS,
  TRIAL_DAYS,
  toCents,
  type BillingConfig,
  type CreateSubscriptionResponse,
  type PaymentConfirmation,
} from '@salao/contracts';
import { hashPassword } from '../../platform/auth/tokens';
import { fail } from '../../platform/http/errors';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { RegistrationService } from '../identity/registration.service';
import type { EntityManager } from 'typeorm';
import { BillingRepository, type PendingKey } from './billing.repository';
import { NetworkCustomerRepository } from './network-customer.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { CLOCK, type Clock } from '../../platform/time/clock';

export interface SubscriptionRequest {
  establishmentName: string;
  userName: string;
  ownerName?: string;
  email: string;
  phone: string;
  whatsappNumber?: string;
  segment: string;
  address?: string;
  password: string;
  planId: number;
}

type Registration = Omit<SubscriptionRequest, 'password' | 'planId'>;

/** Registration with payment: the account exists only once its first payment is confirmed. */
@Injectable()
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly registration: RegistrationService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly establishmentRow: EstablishmentRowRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly customers: NetworkCustomerRepository,
  ) {}

  config(): BillingConfig {
    return { provider: this.provider.name, ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}) };
  }

  async createSubscription(input: SubscriptionRequest): Promise<CreateSubscriptionResponse> {
    if (await this.registration.emailExists(input.email)) throw fail(409, MSG.emailTaken);
    const plan = PLAN_NAMES[input.planId - 1]!;
    const passwordHash = await hashPassword(input.password);
    const payment = await this.provider.createPayment({ email: input.email, name: input.userName, plan, amountCents: toCents(PLANS[plan].price) });
    const { password: _password, planId: _planId, ...registration } = input;
    await this.repository.insertPending({
      provider: this.provider.name,
      customerId: payment.customerId,
      paymentIntentId: payment.paymentIntentId,
      subscriptionId: payment.subscriptionId,
      plan,
      registration,
      passwordHash,
    });
    return {
      customerId: payment.customerId,
      paymentLink: `/pagamento?client_secret=${encodeURIComponent(payment.clientSecret)}`,
      clientSecret: payment.clientSecret,
      provider: this.provider.name,
    };
  }

  confirmPayment(paymentIntentId: string): Promise<PaymentConfirmation> {
    return this.complete('payment_intent_id', paymentIntentId);
  }

  confirmManual(customerId: string): Promise<PaymentConfirmation> {
    return this.complete('customer_id', customerId);
  }

  private complete(column: PendingKey, value: string): Promise<PaymentConfirmation> {
    return this.repository.db.transaction(async (tx) => (await this.completeIn(tx, column, value, false))!);
  }

  /**
   * Idempotent and race-safe: the pending row is locked, so the browser's confirmation and the provider's
   * webhook create one account whichever comes first. verified: a signed webhook already says it is paid;
   * there an unknown signup answers null instead of 404.
   */
  async completeIn(tx: EntityManager, column: PendingKey, value: string, verified: boolean): Promise<PaymentConfirmation | null> {
    const row = await this.repository.lockPending<Registration>(tx, column, value);
    if (!row) {
      if (verified) return null;
      throw fail(404, BILLING_MSG.paymentNotFound);
    }
    const r = row.registration;
    const answer = (establishmentId: number): PaymentConfirmation => ({
      success: true,
      message: BILLING_MSG.confirmed,
      email: r.email,
      establishmentId,
      plan: row.plan,
    });
    if (row.status === 'completed') return answer(row.establishment_id!);
    if (!verified && !(await this.provider.isPaid(row.payment_intent_id))) throw fail(402, BILLING_MSG.notPaidYet);
    const phone = r.phone;
    const created = await this.registration.registerWithHash(
      {
        establishment: {
          name: r.establishmentName,
          ownerName: r.ownerName || r.userName,
          email: r.email,
          phone,
          whatsappNumber: r.whatsappNumber || phone,
          segment: r.segment,
          address: r.address || BILLING_MSG.addressPending,
        },
        user: { name: r.userName, email: r.email },
        plan: row.plan,
        trialEndsAt: new Date(this.clock.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
      },
      row.password_hash,
      tx,
    );
    await this.repository.markCompleted(tx, row.id, created.establishment.id);
    await this.establishmentRow.linkBilling(tx, created.establishment.id, row.customer_id, row.subscription_id, 'trialing');
    // The signup's customer is its network's: units added later subscribe under it.
    await this.customers.adopt(tx, created.establishment.id, row.customer_id);
    return answer(created.establishment.id);
  }
}
