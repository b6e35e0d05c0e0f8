import { Inject, Injectable } from '@nestjs/common';
import {
  CHECKOUT_MSG,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  EXPENSE_CATEGORY_CARD_FEES,
  INCOME_CATEGORY_PRODUCTS,
  INCOME_CATEGORY_SERVICES,
  type CheckoutCloseInput,
  type CheckoutDto,
  type CheckoutPaymentMethod,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { keepAsAnswer } from '../../platform/idempotency/idempotency.context';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { closedItems, incomeParts } from './checkout-math';
import { CheckoutsService } from './checkouts.service';
import { ClientBalanceRepository } from './client-balance.repository';
import { AppointmentStatusService } from '../appointments/appointment-status.service';
import { FinancesService, type IncomeRecord } from '../finances/finances.service';
import { ProductsService } from '../products/products.service';
import { PackageCreditsService } from '../packages/package-credits.service';
import { GiftCardTenderService, isGiftCardSale } from '../gift-cards/gift-card-tender.service';

/** Closing a comanda (docs/product/states.md, 'Comanda'): everything the visit gave, in one transaction. */
@Injectable()
export class CheckoutClosingService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly audit: AuditService,
    private readonly appointmentStatus: AppointmentStatusService,
    private readonly finances: FinancesService,
    private readonly products: ProductsService,
    private readonly hooks: DomainHooks,
    private readonly balances: ClientBalanceRepository,
    private readonly packages: PackageCreditsService,
    private readonly giftCards: GiftCardTenderService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/checkouts/{id}/close, one transaction on the locked comanda (a second close waits, then finds it
   * closed: 409): the appointments completed without their list-price income (points as ✓ gives), one income
   * per payment method and item category, the card fees as one 'Taxas de cartão' expense, the products out of
   * stock through the ledger. Only when paid equals the total, or with leaveBalanceAsDebt and a client: the
   * balance then becomes her debt ('fiado', a client_balance_entries row) and only what was paid is income.
   */
  close(auth: AuthContext, id: number, input: CheckoutCloseInput): Promise<CheckoutDto> {
    return inTransaction(this.checkouts.repository.db, async (tx) => {
      const row = await this.checkouts.lockOpen(tx, auth, id);
      const c = this.checkouts.dto(row);
      if (c.balance > 0 && !input.leaveBalanceAsDebt) throw fail(409, CHECKOUT_MSG.balanceDue);
      if (c.balance > 0 && c.clientId === null) throw fail(409, CHECKOUT_MSG.debtNeedsClient);
      const at = new Date(this.clock.now());
      for (const appointmentId of c.appointmentIds) await this.appointmentStatus.completeForCheckout(tx, auth, appointmentId);
      const incomes: IncomeRecord[] = [];
      const record = (amountCents: number, description: string, category: string, type: 'income' | 'expense', method: CheckoutPaymentMethod | null) =>
        incomes.push({
          establishmentId: auth.establishmentId,
          amountCents,
          description,
          category,
          userId: auth.userId,
          at,
          type,
          paymentMethod: method ? CHECKOUT_PAYMENT_METHOD_LABELS[method] : null,
        });
      // A gift card sold is not income until it is used (docs/product/gift-cards.md, 'Reports').
      for (const part of isGiftCardSale(c.items) ? [] : incomeParts(c)) {
        const label = CHECKOUT_PAYMENT_METHOD_LABELS[part.method];
        record(part.services, `Comanda #${c.number} - Serviços (${label})`, INCOME_CATEGORY_SERVICES, 'income', part.method);
        record(part.products, `Comanda #${c.number} - Produtos (${label})`, INCOME_CATEGORY_PRODUCTS, 'income', part.method);
      }
      const fees = c.payments.reduce((sum, p) => sum + p.fee, 0);
      record(fees, `Comanda #${c.number} - Taxas de cartão`, EXPENSE_CATEGORY_CARD_FEES, 'expense', null);
      // One insert and one audit insert for all (docs/architecture.md, 'Audit').
      const transactionIds = await this.finances.recordMany(tx, auth, incomes);
      if (c.balance > 0) await this.balances.insertDebt(tx, auth.establishmentId, c.clientId!, id, c.balance, auth.userId);
      await this.giftCards.afterClose(tx, auth, c);
      await this.checkouts.repository.setClosed(tx, id, transactionIds, at);
      // Packages sold become the client's credits; sessions used are consumed (409 when another took the last one).
      const priced = closedItems(c);
      const sessionValues = await this.packages.settle(tx, auth, c, priced, at);
      await this.hooks.publish(tx, 'checkout.closed', {
        establishmentId: auth.establishmentId,
        checkoutId: id,
        number: c.number,
        clientId: c.clientId,
        items: priced.map((i) => (sessionValues.has(i.id) ? { ...i, sessionValue: sessionValues.get(i.id) } : i)),
        tip: c.tip,
        payments: c.payments.map((p) => ({ method: p.method, amount: p.amount, fee: p.fee })),
        closedAt: at,
        actor: auth,
      });
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'status', before: { status: 'open' }, after: { status: 'closed' } });
      // The answer from what is loaded (closing changes only the status and the version), kept with the commit.
      const dto = this.checkouts.dto({ ...row, status: 'closed', version: row.version + 1 });
      await this.checkouts.publishApi(tx, auth, 'checkout.closed', dto);
      // The products last: the busiest rows (a popular product sold at every counter) stay locked only until the commit.
      const moves = c.items.filter((i) => i.productId !== null).map((i) => ({ productId: i.productId!, delta: -i.quantity }));
      await this.products.moveManyForCheckout(tx, auth, moves, 'checkout');
      return keepAsAnswer(dto);
    });
  }
}
