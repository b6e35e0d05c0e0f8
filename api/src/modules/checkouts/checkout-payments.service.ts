import { Inject, Injectable } from '@nestjs/common';
import { CHECKOUT_MSG, type CheckoutDto, type CheckoutPaymentInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate } from '../../platform/time/wall-clock';
import { addDays, paymentFee } from './checkout-math';
import { CheckoutsService } from './checkouts.service';
import { PaymentMethodsService } from './payment-methods.service';
import { GiftCardTenderService } from '../gift-cards/gift-card-tender.service';

/** Paying an open comanda (docs/product/api.md, 'Checkouts'): each payment with its fee and receipt date, in cents. */
@Injectable()
export class CheckoutPaymentsService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
    private readonly giftCards: GiftCardTenderService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/checkouts/{id}/payments: the method's fee and receipt days apply. Cash may exceed the balance
   * (the rest is change, as may `received`); any other method above the balance is 400.
   */
  pay(auth: AuthContext, id: number, input: CheckoutPaymentInput): Promise<CheckoutDto> {
    return inTransaction(this.checkouts.repository.db, async (tx) => {
      const row = await this.checkouts.lockOpen(tx, auth, id);
      const current = this.checkouts.dto(row);
      const setting = await this.paymentMethods.setting(tx, auth, input.method);
      if (!setting.active) throw fail(409, CHECKOUT_MSG.methodInactive);
      if (current.balance <= 0) throw fail(409, CHECKOUT_MSG.nothingDue);
      const cash = input.method === 'dinheiro';
      if (!cash && input.amount > current.balance) throw fail(400, CHECKOUT_MSG.overpaid);
      if (input.installments > 1 && input.method !== 'credito') throw fail(400, CHECKOUT_MSG.installmentsCardOnly);
      const amount = Math.min(input.amount, current.balance);
      const received = cash ? (input.received ?? input.amount) : null;
      if (received !== null && received < amount) throw fail(400, CHECKOUT_MSG.receivedTooLow);
      const payment = {
        method: input.method,
        amount,
        received,
        change: received === null ? 0 : received - amount,
        installments: input.installments,
        cardBrand: input.cardBrand ?? null,
        fee: paymentFee(amount, setting, input.installments),
        expectedOn: addDays(localDate(this.clock.now(), auth.zone), setting.receiptDays),
      };
      const kept = this.giftCards.preparePayment(current, input, payment);
      const paymentId = await this.checkouts.repository.insertPayment(tx, id, payment);
      await this.giftCards.recordPayment(tx, auth, current, input, paymentId, amount, kept);
      await this.hooks.publish(tx, 'checkout.paid', {
        establishmentId: auth.establishmentId,
        checkoutId: id,
        paymentId,
        method: payment.method,
        amount: payment.amount,
        received: payment.received,
        change: payment.change,
        actor: auth,
      });
      // The answer from what is loaded: the payment just written and the version its insert bumped.
      const dto = this.checkouts.dto({ ...row, version: row.version + 1, payments: [...row.payments, { ...payment, id: paymentId, checkoutId: id }] });
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'update', before: { paid: current.paid }, after: { paid: dto.paid } });
      await this.checkouts.publishApi(tx, auth, 'payment.received', dto);
      this.checkouts.announce(tx, auth);
      return dto;
    });
  }
}
