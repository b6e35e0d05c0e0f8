import { Inject, Injectable } from '@nestjs/common';
import {
  CHECKOUT_MSG,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CLIENT_BALANCE_MSG,
  EXPENSE_CATEGORY_CARD_FEES,
  INCOME_CATEGORY_DEBT_PAYMENTS,
  type ClientBalanceDto,
  type ClientBalancePaymentInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { paymentFee } from './checkout-math';
import { ClientBalanceRepository } from './client-balance.repository';
import { PaymentMethodsService } from './payment-methods.service';
import { FinancesService } from '../finances/finances.service';

/** A client's balance and paying her debt ('fiado') off (docs/product/api.md, 'Checkouts'), in cents. */
@Injectable()
export class ClientBalanceService {
  constructor(
    private readonly repository: ClientBalanceRepository,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly finances: FinancesService,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(auth: AuthContext, clientId: number, db: Pick<EntityManager, 'query'> = this.repository.db): Promise<ClientBalanceDto> {
    if (!(await this.repository.client(db, auth.establishmentId, clientId))) throw fail(404, CLIENT_BALANCE_MSG.clientNotFound);
    const [balance, entries] = [
      await this.repository.balance(db, auth.establishmentId, clientId),
      await this.repository.entries(db, auth.establishmentId, clientId, auth.zone),
    ];
    return { clientId, balance, entries };
  }

  /**
   * POST /api/clients/{id}/balance/payments: a 'payment' entry and an income 'Recebimento de fiado' of the
   * method (its card fee an expense 'Taxas de cartão', as a comanda's), never above what she owes (409).
   */
  pay(auth: AuthContext, clientId: number, input: ClientBalancePaymentInput): Promise<ClientBalanceDto> {
    return inTransaction(this.repository.db, async (tx) => {
      if (!(await this.repository.client(tx, auth.establishmentId, clientId, true))) throw fail(404, CLIENT_BALANCE_MSG.clientNotFound);
      const owed = -(await this.repository.balance(tx, auth.establishmentId, clientId));
      if (owed <= 0) throw fail(409, CLIENT_BALANCE_MSG.nothingOwed);
      if (input.amount > owed) throw fail(409, CLIENT_BALANCE_MSG.aboveOwed);
      const setting = await this.paymentMethods.setting(tx, auth, input.method);
      if (!setting.active) throw fail(409, CHECKOUT_MSG.methodInactive);
      const received = input.method === 'dinheiro' ? (input.received ?? input.amount) : null;
      if (received !== null && received < input.amount) throw fail(400, CHECKOUT_MSG.receivedTooLow);
      const at = new Date(this.clock.now());
      const label = CHECKOUT_PAYMENT_METHOD_LABELS[input.method];
      const record = (amountCents: number, description: string, category: string, type: 'income' | 'expense', method: string | null) =>
        this.finances.recordIncome(tx, auth, {
          establishmentId: auth.establishmentId,
          amountCents,
          description,
          category,
          userId: auth.userId,
          at,
          type,
          paymentMethod: method,
        });
      const transactionId = await record(input.amount, `Fiado recebido (${label})`, INCOME_CATEGORY_DEBT_PAYMENTS, 'income', label);
      await record(paymentFee(input.amount, setting, 1), `Fiado recebido - Taxas de cartão`, EXPENSE_CATEGORY_CARD_FEES, 'expense', null);
      const entryId = await this.repository.insertPayment(tx, {
        establishmentId: auth.establishmentId,
        clientId,
        amount: input.amount,
        method: input.method,
        transactionId,
        userId: auth.userId,
        at,
      });
      // The cash drawer takes it as a comanda's payment (docs/product/api.md, 'Caixa'), or refuses cash with none open.
      await this.hooks.publish(tx, 'client_balance.paid', {
        establishmentId: auth.establishmentId,
        clientId,
        entryId,
        method: input.method,
        amount: input.amount,
        received,
        change: received === null ? 0 : received - input.amount,
        actor: auth,
      });
      await this.audit.record(tx, auth, {
        entity: 'client',
        entityId: clientId,
        action: 'update',
        before: { balance: -owed },
        after: { balance: -owed + input.amount, debtPayment: input.amount, method: input.method },
      });
      return this.get(auth, clientId, tx);
    });
  }
}
