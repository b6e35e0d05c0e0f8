import { Inject, Injectable } from '@nestjs/common';
import { CHECKOUT_MSG, type CheckoutDto, type CheckoutRefundInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { CheckoutsService } from './checkouts.service';
import { FinancesService } from '../finances/finances.service';
import { ProductsService } from '../products/products.service';

/** Refunding a closed comanda (estorno; docs/product/states.md, 'Comanda'), in one transaction. */
@Injectable()
export class CheckoutRefundService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly audit: AuditService,
    private readonly finances: FinancesService,
    private readonly products: ProductsService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/checkouts/{id}/refund (estorno of the whole comanda), one transaction: the incomes and the fee
   * expense its closing wrote are deleted, its debt is no longer owed, the products come back to stock ('estorno'), the appointments'
   * points are taken back ('checkout.refunded'). The appointments stay
   * completed: the visit happened (docs/product/states.md, 'Comanda').
   */
  refund(auth: AuthContext, id: number, input: CheckoutRefundInput): Promise<CheckoutDto> {
    return inTransaction(this.checkouts.repository.db, async (tx) => {
      const row = await this.checkouts.repository.find(tx, auth.establishmentId, id, auth.zone, true);
      if (!row) throw fail(404, CHECKOUT_MSG.notFound);
      if (row.status !== 'closed') throw fail(409, CHECKOUT_MSG.notClosed);
      const c = await this.checkouts.dto(tx, row);
      const transactionIds = await this.checkouts.repository.setRefunded(tx, id, input.reason, new Date(this.clock.now()));
      await this.finances.removeRecorded(tx, auth, transactionIds);
      await this.checkouts.repository.removeDebt(tx, id);
      for (const item of c.items) if (item.productId !== null) await this.products.moveForCheckout(tx, auth, item.productId, item.quantity, 'estorno');
      await this.hooks.publish(tx, 'checkout.refunded', {
        establishmentId: auth.establishmentId,
        checkoutId: id,
        appointmentIds: c.appointmentIds,
        refundedByUserId: auth.userId,
        itemIds: null,
        actor: auth,
      });
      const dto = await this.checkouts.get(auth, id, tx);
      await this.audit.record(tx, auth, {
        entity: 'checkout',
        entityId: id,
        action: 'status',
        before: { status: 'closed' },
        after: { status: 'refunded', reason: input.reason },
      });
      this.hooks.afterCommit(tx, () => this.realtime.emit(auth.establishmentId, 'financial_change', {}));
      return dto;
    });
  }
}
