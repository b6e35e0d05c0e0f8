import { Inject, Injectable } from '@nestjs/common';
import { MSG, PLAN_NAMES, PLANS, TRIAL_DAYS, toCents, type CreateSubscriptionResponse, type PlanName } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../platform/auth/tokens';
import { fail } from '../../platform/http/errors';
import { RegistrationService } from '../identity/registration.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

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

interface PendingRow {
  id: number;
  status: 'pending' | 'completed';
  plan: PlanName;
  payment_intent_id: string;
  registration: Omit<SubscriptionRequest, 'password' | 'planId'>;
  password_hash: string;
  establishment_id: number | null;
}

export interface PaymentConfirmation {
  success: true;
  message: string;
  email: string;
  establishmentId: number;
  plan: PlanName;
}

const NOT_FOUND = 'Pagamento não encontrado. Verifique os dados ou entre em contato com o suporte.';

/** Registration with payment: the account exists only once its first payment is confirmed. */
@Injectable()
export class BillingService {
  constructor(
    private readonly db: DataSource,
    private readonly registration: RegistrationService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  config() {
    return { provider: this.provider.name, ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}) };
  }

  async createSubscription(input: SubscriptionRequest): Promise<CreateSubscriptionResponse> {
    if (await this.registration.emailExists(input.email)) throw fail(409, MSG.emailTaken);
    const plan = PLAN_NAMES[input.planId - 1]!;
    const passwordHash = await hashPassword(input.password);
    const payment = await this.provider.createPayment({ email: input.email, name: input.userName, plan, amountCents: toCents(PLANS[plan].price) });
    const { password: _password, planId: _planId, ...registration } = input;
    await this.db.query(
      `INSERT INTO pending_signups (provider, customer_id, payment_intent_id, plan, registration, password_hash) VALUES ($1, $2, $3, $4, $5, $6)`,
      [this.provider.name, payment.customerId, payment.paymentIntentId, plan, JSON.stringify(registration), passwordHash],
    );
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

  /** Idempotent and race-safe: the pending row is locked, so two confirmations create one account. */
  private async complete(column: 'payment_intent_id' | 'customer_id', value: string): Promise<PaymentConfirmation> {
    return this.db.transaction(async (tx) => {
      const rows: PendingRow[] = await tx.query(
        `SELECT id, status, plan, payment_intent_id, registration, password_hash, establishment_id FROM pending_signups WHERE ${column} = $1 FOR UPDATE`,
        [value],
      );
      const row = rows[0];
      if (!row) throw fail(404, NOT_FOUND);
      const r = row.registration;
      const answer = (establishmentId: number): PaymentConfirmation => ({ success: true, message: 'Pagamento Confirmado!', email: r.email, establishmentId, plan: row.plan });
      if (row.status === 'completed') return answer(row.establishment_id!);
      if (!(await this.provider.isPaid(row.payment_intent_id))) throw fail(402, 'Pagamento ainda não confirmado pelo provedor. Tente novamente em instantes.');
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
            address: r.address || 'Endereço a ser definido',
          },
          user: { name: r.userName, email: r.email },
          plan: row.plan,
          trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
        },
        row.password_hash,
        tx,
      );
      await tx.query(`UPDATE pending_signups SET status = 'completed', completed_at = now(), establishment_id = $2 WHERE id = $1`, [row.id, created.establishment.id]);
      return answer(created.establishment.id);
    });
  }
}
