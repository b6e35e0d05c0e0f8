import { Inject, Injectable } from '@nestjs/common';
import {
  CHECKOUT_MSG,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  EXPENSE_CATEGORY_REFUNDS,
  INCOME_CATEGORY_FEE_REFUNDS,
  type CheckoutDto,
  type CheckoutPaymentMethod,
  type CheckoutRefundInput,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { closedItems, shareOut } from './checkout-math';
import { CheckoutRefundsRepository } from './checkout-refunds.repository';
import { CheckoutsService } from './checkouts.service';
import { ClientBalanceRepository } from './client-balance.repository';
import { FinancesService, type IncomeRecord } from '../finances/finances.service';
import { ProductsService } from '../products/products.service';
import { PackageCreditsService } from '../packages/package-credits.service';
import { GiftCardTenderService, isGiftCardSale } from '../gift-cards/gift-card-tender.service';

/**
 * What a refund of `itemIds` gives back, in cents (docs/product/states.md, 'Comanda'): each item its total less
 * its part of the comanda's discount, and its part of the card fees reversed; the refund that leaves no item
 * also gives back the tip and whatever rounding left, so all refunds of a comanda add up to its total and its
 * fees exactly. The comanda's debt ('fiado') is forgiven first; the rest is money, shared by the payment methods
 * in proportion to what each still has to give back (the last refund: exactly that).
 */
export function refundFigures(
  c: Pick<CheckoutDto, 'items' | 'discount' | 'payments' | 'total'>,
  itemIds: number[],
  last: boolean,
  before: { amount: number; debt: number; fee: number; methods: Record<string, number> },
  debt: number,
  kept: { now: number; before: number } = { now: 0, before: 0 },
) {
  const priced = closedItems(c);
  const fees = c.payments.reduce((sum, p) => sum + p.fee, 0);
  const chosen = priced.filter((i) => itemIds.includes(i.id));
  // A package refunded keeps the value of its sessions used or expired (docs/product/packages.md).
  const amount = (last ? c.total - before.amount - kept.before : chosen.reduce((sum, i) => sum + i.gross - i.discount - i.sharedDiscount, 0)) - kept.now;
  const fee = last ? fees - before.fee : chosen.reduce((sum, i) => sum + i.feeShare, 0);
  const forgiven = Math.min(amount, debt - before.debt);
  const left = new Map<CheckoutPaymentMethod, number>();
  for (const p of c.payments) left.set(p.method, (left.get(p.method) ?? 0) + p.amount);
  for (const [m, cents] of left) left.set(m, cents - (before.methods[m] ?? 0));
  const methods = [...left.keys()];
  const money = amount - forgiven;
  const parts = last && kept.now + kept.before === 0 ? methods.map((m) => left.get(m)!) : shareOut(money, [...left.values()]);
  const byMethod: Record<string, number> = {};
  methods.forEach((m, n) => {
    if (parts[n] !== 0) byMethod[m] = parts[n];
  });
  return { amount, fee, debt: forgiven, methods: byMethod };
}

/**
 * Refunding a closed comanda (estorno; docs/product/states.md, 'Comanda'), whole or item by item, in one
 * transaction. Nothing already recorded changes (a month reported stays as it was): reversing entries dated at
 * the refund are written instead.
 */
@Injectable()
export class CheckoutRefundService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly audit: AuditService,
    private readonly finances: FinancesService,
    private readonly products: ProductsService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly refunds: CheckoutRefundsRepository,
    private readonly balances: ClientBalanceRepository,
    private readonly packages: PackageCreditsService,
    private readonly giftCards: GiftCardTenderService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/checkouts/{id}/refund: the items given (each once; one already refunded is 409), or every item not
   * yet refunded. Money back is an 'Estornos' expense per payment method and the card fee an 'Estorno de taxas
   * de cartão' income; the debt left is forgiven first (a 'refund' entry of the client's balance); the products
   * come back to stock ('estorno'); the points of the appointments whose service is refunded are taken back and
   * commissions reversed ('checkout.refunded'). The comanda becomes refunded when no item is left; the
   * appointments stay completed: the visit happened.
   */
  refund(auth: AuthContext, id: number, input: CheckoutRefundInput): Promise<CheckoutDto> {
    const repository = this.checkouts.repository;
    return inTransaction(repository.db, async (tx) => {
      const row = await repository.find(tx, auth.establishmentId, id, auth.zone, true);
      if (!row) throw fail(404, CHECKOUT_MSG.notFound);
      if (row.status !== 'closed') throw fail(409, CHECKOUT_MSG.notClosed);
      const c = this.checkouts.dto(row);
      const remaining = c.items.filter((i) => i.refundedAt === null);
      const whole = !input.itemIds;
      const itemIds = input.itemIds ?? remaining.map((i) => i.id);
      for (const itemId of itemIds) {
        const item = c.items.find((i) => i.id === itemId);
        if (!item) throw fail(404, CHECKOUT_MSG.refundItemNotFound);
        if (item.refundedAt !== null) throw fail(409, CHECKOUT_MSG.itemAlreadyRefunded);
      }
      const last = itemIds.length === remaining.length;
      const before = await this.refunds.refundedSoFar(tx, id);
      const debt = await this.balances.debtOf(tx, id);
      const at = new Date(this.clock.now());
      const kept = await this.packages.refundItems(
        tx,
        auth,
        id,
        closedItems(c).filter((i) => itemIds.includes(i.id)),
        at,
      );
      const keptNow = [...kept.values()].reduce((sum, k) => sum + k, 0);
      const r = refundFigures(c, itemIds, last, before, debt?.cents ?? 0, { now: keptNow, before: await this.refunds.keptSoFar(tx, id) });
      const refundId = await this.refunds.insertRefund(tx, auth.establishmentId, id, {
        reason: input.reason,
        ...r,
        itemIds,
        last,
        at,
        userId: auth.userId,
      });
      const entries: IncomeRecord[] = [];
      const record = (amountCents: number, description: string, category: string, type: 'income' | 'expense', method: string | null) =>
        entries.push({ establishmentId: auth.establishmentId, amountCents, description, category, userId: auth.userId, at, type, paymentMethod: method });
      // A gift card sold was never income: its refund is no 'Estornos' (docs/product/gift-cards.md, 'Reports').
      for (const [method, cents] of isGiftCardSale(c.items) ? [] : Object.entries(r.methods)) {
        const label = CHECKOUT_PAYMENT_METHOD_LABELS[input.toCredit && method !== 'vale_presente' ? 'credito_cliente' : (method as CheckoutPaymentMethod)];
        record(cents, `Comanda #${c.number} - Estorno (${label})`, EXPENSE_CATEGORY_REFUNDS, 'expense', label);
      }
      record(r.fee, `Comanda #${c.number} - Estorno de taxas de cartão`, INCOME_CATEGORY_FEE_REFUNDS, 'income', null);
      const transactionIds = await this.finances.recordMany(tx, auth, entries);
      await this.refunds.setRefundTransactions(tx, refundId, transactionIds);
      await this.refunds.setKept(tx, id, kept);
      await this.giftCards.afterRefund(tx, auth, c, itemIds, r.methods, input.toCredit);
      if (debt && r.debt > 0) await this.balances.insertDebtRefund(tx, auth.establishmentId, debt.clientId, id, r.debt, auth.userId);
      const refunded = c.items.filter((i) => itemIds.includes(i.id));
      const moves = refunded.filter((i) => i.productId !== null).map((i) => ({ productId: i.productId!, delta: i.quantity }));
      await this.products.moveManyForCheckout(tx, auth, moves, 'estorno');
      const services = new Set(refunded.filter((i) => i.serviceId !== null).map((i) => i.serviceId));
      const appointments = whole ? c.appointmentIds : await repository.appointmentsOfServices(tx, c.appointmentIds, [...services] as number[]);
      await this.hooks.publish(tx, 'checkout.refunded', {
        establishmentId: auth.establishmentId,
        checkoutId: id,
        appointmentIds: appointments,
        refundedByUserId: auth.userId,
        // null when this refund leaves nothing of the comanda (the tip goes back with the last items); else its items.
        itemIds: last ? null : itemIds,
        actor: auth,
      });
      const dto = await this.checkouts.get(auth, id, tx);
      await this.audit.record(tx, auth, {
        entity: 'checkout',
        entityId: id,
        action: last ? 'status' : 'update',
        before: { status: 'closed', refunded: c.refunded },
        after: { status: dto.status, refunded: dto.refunded, itemIds, reason: input.reason },
      });
      await this.checkouts.publishApi(tx, auth, 'checkout.refunded', dto);
      this.hooks.afterCommit(tx, () => this.realtime.emit(auth.establishmentId, 'financial_change', {}));
      return dto;
    });
  }
}
