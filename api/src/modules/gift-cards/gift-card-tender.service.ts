import { Inject, Injectable } from '@nestjs/common';
import {
  GIFT_CARD_MSG,
  GIFT_CARD_VALID_MONTHS,
  normalizeGiftCardCode,
  type CheckoutDto,
  type CheckoutItemDto,
  type CheckoutPaymentInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate } from '../../platform/time/wall-clock';
import { ClientCreditRepository } from './client-credit.repository';
import { newGiftCardCode } from './gift-card-code';
import { GiftCardsRepository } from './gift-cards.repository';

/** A comanda that sells gift cards: it holds nothing else (docs/product/gift-cards.md, 'Reports'). */
export const isGiftCardSale = (items: Pick<CheckoutItemDto, 'type'>[]): boolean => items.some((i) => i.type === 'gift_card');

/** The methods that spend a balance kept by the salon, never cash: a gift card cannot be bought with them. */
const STORED_VALUE = ['vale_presente', 'credito_cliente'];

/** 'yyyy-MM-dd' plus `months` (the last day of a shorter month when the day is past it). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * What the comandas ask of gift cards and the client's credit, inside their own transactions
 * (docs/product/gift-cards.md): a payment with a card or with credit, change kept as credit, the cards a closing
 * issues, what a refund gives back. Every balance moves under a row lock (the card's, or the client's for her
 * credit), checked before it moves, so parallel uses never take it below zero.
 */
@Injectable()
export class GiftCardTenderService {
  constructor(
    private readonly cards: GiftCardsRepository,
    private readonly credit: ClientCreditRepository,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Editing: a gift card is sold alone (no other item, discount or tip), without a professional. */
  checkItems(items: { type: string }[], head: { discount: number; tipAmount: number }): void {
    if (!isGiftCardSale(items as CheckoutItemDto[])) return;
    if (items.some((i) => i.type !== 'gift_card')) throw fail(400, GIFT_CARD_MSG.giftOnly);
    if (head.discount > 0 || head.tipAmount > 0) throw fail(400, GIFT_CARD_MSG.noDiscountOrTip);
  }

  /** Before a payment is written: the rules of its method; the change kept as credit leaves the payment without change. */
  preparePayment(c: CheckoutDto, input: CheckoutPaymentInput, payment: { change: number }): number {
    if (isGiftCardSale(c.items) && STORED_VALUE.includes(input.method)) throw fail(409, GIFT_CARD_MSG.notWithGift);
    if (input.method === 'credito_cliente' && c.clientId === null) throw fail(409, GIFT_CARD_MSG.creditNeedsClient);
    if (!input.changeToCredit) return 0;
    if (input.method !== 'dinheiro') throw fail(400, GIFT_CARD_MSG.changeToCreditCashOnly);
    if (c.clientId === null) throw fail(409, GIFT_CARD_MSG.creditNeedsClient);
    if (payment.change <= 0) throw fail(409, GIFT_CARD_MSG.noChange);
    const kept = payment.change;
    payment.change = 0;
    return kept;
  }

  /** After the payment's row: the card or the credit it spends, the change it keeps as credit. */
  async recordPayment(tx: EntityManager, auth: AuthContext, c: CheckoutDto, input: CheckoutPaymentInput, paymentId: number, amount: number, kept: number) {
    const e = auth.establishmentId;
    if (input.method === 'vale_presente') {
      const card = await this.cards.byCode(tx, e, normalizeGiftCardCode(input.giftCardCode ?? ''), auth.zone, true);
      if (!card) throw fail(404, GIFT_CARD_MSG.notFound);
      if (card.status === 'cancelled') throw fail(409, GIFT_CARD_MSG.cancelled);
      if (card.expiresOn < localDate(this.clock.now(), auth.zone)) throw fail(409, GIFT_CARD_MSG.expired);
      if (card.balance < amount) throw fail(409, GIFT_CARD_MSG.insufficient);
      await this.cards.move(tx, { establishmentId: e, cardId: card.id, kind: 'use', amount: -amount, checkoutId: c.id, paymentId, userId: auth.userId });
      await this.audit.record(tx, auth, {
        entity: 'gift_card',
        entityId: card.id,
        action: 'update',
        before: { balance: card.balance },
        after: { balance: card.balance - amount },
      });
    }
    if (input.method === 'credito_cliente') await this.spendCredit(tx, auth, c, amount);
    if (kept > 0) await this.addCredit(tx, auth, c.clientId!, 'change', kept, c.id);
  }

  private async spendCredit(tx: EntityManager, auth: AuthContext, c: CheckoutDto, amount: number) {
    if (!(await this.credit.client(tx, auth.establishmentId, c.clientId!, true))) throw fail(404, GIFT_CARD_MSG.clientNotFound);
    const credit = await this.credit.credit(tx, auth.establishmentId, c.clientId!);
    if (credit < amount) throw fail(409, GIFT_CARD_MSG.creditInsufficient);
    await this.addCredit(tx, auth, c.clientId!, 'use', -amount, c.id, credit);
  }

  private async addCredit(
    tx: EntityManager,
    auth: AuthContext,
    clientId: number,
    kind: 'change' | 'refund' | 'use' | 'use_refund',
    amount: number,
    checkoutId: number,
    known?: number,
  ) {
    const before = known ?? (await this.credit.credit(tx, auth.establishmentId, clientId));
    await this.credit.insert(tx, { establishmentId: auth.establishmentId, clientId, kind, amount, checkoutId, userId: auth.userId });
    await this.audit.record(tx, auth, {
      entity: 'client',
      entityId: clientId,
      action: 'update',
      before: { credit: before },
      after: { credit: before + amount, creditMovement: kind, checkoutId },
    });
  }

  /** Closing: a gift-card comanda, fully paid, issues one card per unit of each item, valid GIFT_CARD_VALID_MONTHS. */
  async afterClose(tx: EntityManager, auth: AuthContext, c: CheckoutDto): Promise<void> {
    if (!isGiftCardSale(c.items)) return;
    if (c.balance > 0) throw fail(409, GIFT_CARD_MSG.unpaid);
    const expiresOn = addMonths(localDate(this.clock.now(), auth.zone), GIFT_CARD_VALID_MONTHS);
    for (const item of c.items) {
      for (let n = 0; n < item.quantity; n++) {
        let id = 0;
        // A clash of 79 random bits is not expected; a new draw settles it if it happens.
        while (id === 0) {
          id = await this.cards.insert(tx, {
            establishmentId: auth.establishmentId,
            code: newGiftCardCode(),
            amount: item.unitPrice,
            recipient: item.recipient ?? null,
            message: item.message ?? null,
            expiresOn,
            checkoutId: c.id,
            checkoutItemId: item.id,
            clientId: c.clientId,
            userId: auth.userId,
          });
        }
        await this.cards.issued(tx, auth.establishmentId, id, item.unitPrice, c.id, auth.userId);
        await this.audit.record(tx, auth, {
          entity: 'gift_card',
          entityId: id,
          action: 'create',
          after: { amount: item.unitPrice, expiresOn, checkoutId: c.id },
        });
      }
    }
  }

  /**
   * A refund: the cards it sold are cancelled (409 once one was used); what it gives back on vale_presente returns
   * to the cards the comanda spent (in the order used), on credito_cliente to her credit; with `toCredit` the rest
   * of the money becomes her credit too.
   */
  async afterRefund(tx: EntityManager, auth: AuthContext, c: CheckoutDto, itemIds: number[], methods: Record<string, number>, toCredit: boolean) {
    const e = auth.establishmentId;
    if (isGiftCardSale(c.items)) {
      for (const card of await this.cards.byCheckout(tx, e, c.id, auth.zone, true)) {
        if (!itemIds.includes(card.checkoutItemId!)) continue;
        if (card.status === 'cancelled' || card.balance < card.amount) throw fail(409, GIFT_CARD_MSG.alreadyUsed);
        await this.cards.move(tx, {
          establishmentId: e,
          cardId: card.id,
          kind: 'cancel',
          amount: -card.balance,
          checkoutId: c.id,
          paymentId: null,
          userId: auth.userId,
        });
        await this.audit.record(tx, auth, {
          entity: 'gift_card',
          entityId: card.id,
          action: 'cancel',
          before: { status: 'active', balance: card.balance },
          after: { status: 'cancelled', balance: 0 },
        });
      }
    }
    let back = methods.vale_presente ?? 0;
    for (const used of back > 0 ? await this.cards.usedIn(tx, c.id) : []) {
      const part = Math.min(back, used.left);
      if (part <= 0) continue;
      await tx.query(`SELECT 1 FROM gift_cards WHERE id = $1 FOR UPDATE`, [used.id]);
      await this.cards.move(tx, { establishmentId: e, cardId: used.id, kind: 'refund', amount: part, checkoutId: c.id, paymentId: null, userId: auth.userId });
      await this.audit.record(tx, auth, { entity: 'gift_card', entityId: used.id, action: 'update', after: { refunded: part, checkoutId: c.id } });
      back -= part;
    }
    const credit = methods.credito_cliente ?? 0;
    const money = toCredit ? Object.entries(methods).reduce((sum, [m, cents]) => (STORED_VALUE.includes(m) ? sum : sum + cents), 0) : 0;
    if ((credit > 0 || money > 0) && c.clientId === null) throw fail(409, GIFT_CARD_MSG.creditNeedsClient);
    if (credit > 0 || money > 0) await this.credit.client(tx, e, c.clientId!, true);
    if (credit > 0) await this.addCredit(tx, auth, c.clientId!, 'use_refund', credit, c.id);
    if (money > 0) await this.addCredit(tx, auth, c.clientId!, 'refund', money, c.id);
  }
}
