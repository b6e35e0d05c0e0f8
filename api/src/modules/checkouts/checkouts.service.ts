import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CHECKOUT_MSG,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  EXPENSE_CATEGORY_CARD_FEES,
  INCOME_CATEGORY_PRODUCTS,
  INCOME_CATEGORY_SERVICES,
  type CheckoutCloseInput,
  type CheckoutDto,
  type CheckoutInput,
  type CheckoutPage,
  type CheckoutPageQuery,
  type CheckoutPaymentInput,
  type CheckoutPaymentMethod,
  type CheckoutRefundInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioned';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate, localDays } from '../../platform/time/wall-clock';
import { addDays, closedItems, paymentFee } from './checkout-math';
import { CheckoutsRepository, type CheckoutRow, type ItemRow, type PaymentRow } from './checkouts.repository';
import { PaymentMethodsService } from './payment-methods.service';
import { AppointmentStatusService } from '../appointments/appointment-status.service';
import { FinancesService } from '../finances/finances.service';
import { ProductsService } from '../products/products.service';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { DomainHooks } from '../../platform/hooks/hooks';

const PAGE_SIZE = 20;

/**
 * How each payment method's money splits into 'Serviços Realizados' and 'Produtos Vendidos', in cents: the
 * products' share of the total is their items less their part of the comanda's discount (rounded); the rest,
 * the tip included, is services'. Each method takes its proportional part (rounded), the last one the
 * remainder, so the parts add up to the total exactly.
 */
export function incomeParts(c: Pick<CheckoutDto, 'items' | 'discount' | 'total' | 'payments' | 'subtotal'>) {
  const products = c.items.filter((i) => i.type === 'product').reduce((sum, i) => sum + i.total, 0);
  const productsShare = products - (c.subtotal > 0 ? Math.round((c.discount * products) / c.subtotal) : 0);
  const byMethod = new Map<CheckoutPaymentMethod, number>();
  for (const p of c.payments) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amount);
  const methods = [...byMethod.entries()];
  const paid = methods.reduce((sum, [, amount]) => sum + amount, 0);
  // With a balance left as debt, only the part paid is income, split in the same proportion.
  const productsPaid = c.total > 0 ? Math.round((productsShare * paid) / c.total) : 0;
  let productsLeft = productsPaid;
  return methods.map(([method, amount], n) => {
    const productPart = n === methods.length - 1 ? productsLeft : paid > 0 ? Math.round((amount * productsPaid) / paid) : 0;
    productsLeft -= productPart;
    return { method, services: amount - productPart, products: productPart };
  });
}

/** The figures of a comanda, in cents: subtotal − discount + tip = total; total − paid = balance. */
export function checkoutFigures(row: Pick<CheckoutRow, 'discount' | 'tipAmount'>, items: ItemRow[], payments: Pick<PaymentRow, 'amount'>[]) {
  const subtotal = items.reduce((sum, i) => sum + i.quantity * i.unitPrice - i.discount, 0);
  const total = subtotal - row.discount + row.tipAmount;
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return { subtotal, total, paid, balance: total - paid };
}

function toDto(row: CheckoutRow, items: (ItemRow & { id: number })[], payments: PaymentRow[]): CheckoutDto {
  const figures = checkoutFigures(row, items, payments);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    clientId: row.clientId,
    appointmentIds: row.appointmentIds,
    items: items.map((i) => ({
      id: i.id,
      type: i.type,
      serviceId: i.serviceId,
      productId: i.productId,
      name: i.name,
      staffId: i.staffId,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      discount: i.discount,
      total: i.quantity * i.unitPrice - i.discount,
    })),
    subtotal: figures.subtotal,
    discount: row.discount,
    tip: { amount: row.tipAmount, staffId: row.tipStaffId },
    total: figures.total,
    paid: figures.paid,
    balance: figures.balance,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      received: p.received,
      change: p.change,
      installments: p.installments,
      cardBrand: p.cardBrand,
      gross: p.amount,
      fee: p.fee,
      net: p.amount - p.fee,
      expectedOn: p.expectedOn,
    })),
    createdAt: row.createdAt,
    version: row.version,
  };
}

/**
 * Comandas (docs/product/api.md, 'Checkouts'; docs/product/states.md, 'Comanda'): opened with the visit's
 * services and products, edited and paid while open. Amounts are integer cents throughout.
 */
@Injectable()
export class CheckoutsService implements OnModuleInit {
  constructor(
    readonly repository: CheckoutsRepository,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly audit: AuditService,
    private readonly appointmentStatus: AppointmentStatusService,
    private readonly finances: FinancesService,
    private readonly products: ProductsService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
  }

  async get(auth: AuthContext, id: number, db: Pick<EntityManager, 'query'> = this.repository.db): Promise<CheckoutDto> {
    const row = await this.repository.find(db, auth.establishmentId, id, auth.zone);
    if (!row) throw fail(404, CHECKOUT_MSG.notFound);
    return this.dto(db, row);
  }

  async list(auth: AuthContext, query: CheckoutPageQuery): Promise<CheckoutPage> {
    const range = query.date ? localDays(query.date, query.date, auth.zone) : null;
    const { rows, total } = await this.repository.page(
      auth.establishmentId,
      auth.zone,
      {
        from: range ? new Date(range.start) : null,
        to: range ? new Date(range.end) : null,
        status: query.status ?? null,
        clientId: query.clientId ?? null,
        appointmentId: query.appointmentId ?? null,
      },
      PAGE_SIZE,
      (query.page - 1) * PAGE_SIZE,
    );
    const ids = rows.map((r) => r.id);
    const [items, payments] = await Promise.all([this.repository.items(this.repository.db, ids), this.repository.payments(this.repository.db, ids)]);
    return {
      items: rows.map((r) =>
        toDto(
          r,
          items.filter((i) => i.checkoutId === r.id),
          payments.filter((p) => p.checkoutId === r.id),
        ),
      ),
      total,
      page: query.page,
    };
  }

  /** POST /api/checkouts: the appointments' services are added (booked price, their professional) unless an item already names them. */
  create(auth: AuthContext, input: CheckoutInput): Promise<CheckoutDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const content = await this.resolve(tx, auth, input, null);
      const id = await this.repository.insert(tx, auth.establishmentId, { ...content.head, userId: auth.userId });
      await this.repository.replaceItems(tx, id, content.items);
      const dto = await this.get(auth, id, tx);
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'create', after: this.auditView(dto) });
      return dto;
    });
  }

  /** PUT /api/checkouts/{id}: only while open; a stale `version` is 409; never below what was already paid. */
  update(auth: AuthContext, id: number, input: CheckoutInput): Promise<CheckoutDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const before = await this.lockOpen(tx, auth, id);
      if (input.version !== undefined && input.version !== before.version) throw staleVersion();
      const content = await this.resolve(tx, auth, input, id);
      const beforeDto = await this.get(auth, id, tx);
      const figures = checkoutFigures(content.head, content.items, beforeDto.payments);
      if (figures.balance < 0) throw fail(409, CHECKOUT_MSG.overpaid);
      await this.repository.update(tx, id, content.head);
      await this.repository.replaceItems(tx, id, content.items);
      const dto = await this.get(auth, id, tx);
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'update', before: this.auditView(beforeDto), after: this.auditView(dto) });
      return dto;
    });
  }

  /**
   * POST /api/checkouts/{id}/payments: the method's fee and receipt days apply. Cash may exceed the balance
   * (the rest is change, as may `received`); any other method above the balance is 400.
   */
  pay(auth: AuthContext, id: number, input: CheckoutPaymentInput): Promise<CheckoutDto> {
    return inTransaction(this.repository.db, async (tx) => {
      await this.lockOpen(tx, auth, id);
      const current = await this.get(auth, id, tx);
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
      const paymentId = await this.repository.insertPayment(tx, id, payment);
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
      const dto = await this.get(auth, id, tx);
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'update', before: { paid: current.paid }, after: { paid: dto.paid } });
      return dto;
    });
  }

  /**
   * POST /api/checkouts/{id}/close, one transaction on the locked comanda (a second close waits, then finds it
   * closed: 409): the appointments completed without their list-price income (points as ✓ gives), one income
   * per payment method and item category, the card fees as one 'Taxas de cartão' expense, the products out of
   * stock through the ledger. Only when paid equals the total, or with leaveBalanceAsDebt and a client: the
   * balance then becomes her debt ('fiado', a client_balance_entries row) and only what was paid is income.
   */
  close(auth: AuthContext, id: number, input: CheckoutCloseInput): Promise<CheckoutDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const row = await this.lockOpen(tx, auth, id);
      const c = await this.dto(tx, row);
      if (c.balance > 0 && !input.leaveBalanceAsDebt) throw fail(409, CHECKOUT_MSG.balanceDue);
      if (c.balance > 0 && c.clientId === null) throw fail(409, CHECKOUT_MSG.debtNeedsClient);
      const at = new Date(this.clock.now());
      for (const appointmentId of c.appointmentIds) await this.appointmentStatus.completeForCheckout(tx, auth, appointmentId);
      for (const item of c.items) if (item.productId !== null) await this.products.moveForCheckout(tx, auth, item.productId, -item.quantity, 'checkout');
      const transactionIds: number[] = [];
      const record = async (amountCents: number, description: string, category: string, type: 'income' | 'expense', method: CheckoutPaymentMethod | null) => {
        const tid = await this.finances.recordIncome(tx, auth, {
          establishmentId: auth.establishmentId,
          amountCents,
          description,
          category,
          userId: auth.userId,
          at,
          type,
          paymentMethod: method ? CHECKOUT_PAYMENT_METHOD_LABELS[method] : null,
        });
        if (tid !== null) transactionIds.push(tid);
      };
      for (const part of incomeParts(c)) {
        const label = CHECKOUT_PAYMENT_METHOD_LABELS[part.method];
        await record(part.services, `Comanda #${c.number} - Serviços (${label})`, INCOME_CATEGORY_SERVICES, 'income', part.method);
        await record(part.products, `Comanda #${c.number} - Produtos (${label})`, INCOME_CATEGORY_PRODUCTS, 'income', part.method);
      }
      const fees = c.payments.reduce((sum, p) => sum + p.fee, 0);
      await record(fees, `Comanda #${c.number} - Taxas de cartão`, EXPENSE_CATEGORY_CARD_FEES, 'expense', null);
      if (c.balance > 0) await this.repository.insertDebt(tx, auth.establishmentId, c.clientId!, id, c.balance, auth.userId);
      await this.repository.setClosed(tx, id, transactionIds, at);
      await this.hooks.publish(tx, 'checkout.closed', {
        establishmentId: auth.establishmentId,
        checkoutId: id,
        number: c.number,
        clientId: c.clientId,
        items: closedItems(c),
        tip: c.tip,
        closedAt: at,
        actor: auth,
      });
      const dto = await this.get(auth, id, tx);
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'status', before: { status: 'open' }, after: { status: 'closed' } });
      return dto;
    });
  }

  /**
   * POST /api/checkouts/{id}/refund (estorno of the whole comanda), one transaction: the incomes and the fee
   * expense its closing wrote are deleted, its debt is no longer owed, the products come back to stock ('estorno'), the appointments'
   * points are taken back ('checkout.refunded'). The appointments stay
   * completed: the visit happened (docs/product/states.md, 'Comanda').
   */
  refund(auth: AuthContext, id: number, input: CheckoutRefundInput): Promise<CheckoutDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const row = await this.repository.find(tx, auth.establishmentId, id, auth.zone, true);
      if (!row) throw fail(404, CHECKOUT_MSG.notFound);
      if (row.status !== 'closed') throw fail(409, CHECKOUT_MSG.notClosed);
      const c = await this.dto(tx, row);
      const transactionIds = await this.repository.setRefunded(tx, id, input.reason, new Date(this.clock.now()));
      await this.finances.removeRecorded(tx, auth, transactionIds);
      await this.repository.removeDebt(tx, id);
      for (const item of c.items) if (item.productId !== null) await this.products.moveForCheckout(tx, auth, item.productId, item.quantity, 'estorno');
      await this.hooks.publish(tx, 'checkout.refunded', {
        establishmentId: auth.establishmentId,
        checkoutId: id,
        appointmentIds: c.appointmentIds,
        refundedByUserId: auth.userId,
        itemIds: null,
        actor: auth,
      });
      const dto = await this.get(auth, id, tx);
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

  /** The comanda locked for a change: 404 when not the establishment's, 409 unless open. */
  async lockOpen(tx: EntityManager, auth: AuthContext, id: number): Promise<CheckoutRow> {
    const row = await this.repository.find(tx, auth.establishmentId, id, auth.zone, true);
    if (!row) throw fail(404, CHECKOUT_MSG.notFound);
    if (row.status !== 'open') throw fail(409, CHECKOUT_MSG.notOpen);
    return row;
  }

  async dto(db: Pick<EntityManager, 'query'>, row: CheckoutRow): Promise<CheckoutDto> {
    const [items, payments] = [await this.repository.items(db, [row.id]), await this.repository.payments(db, [row.id])];
    return toDto(row, items, payments);
  }

  private auditView(dto: CheckoutDto) {
    return { number: dto.number, status: dto.status, subtotal: dto.subtotal, discount: dto.discount, total: dto.total, items: dto.items.length };
  }

  /** The comanda's head and priced items: every id checked against the establishment, each discount within its value. */
  private async resolve(tx: EntityManager, auth: AuthContext, input: CheckoutInput, exceptId: number | null) {
    const e = auth.establishmentId;
    const appointmentIds = [...new Set(input.appointmentIds ?? [])];
    const appointments = appointmentIds.length ? await this.repository.appointments(tx, e, appointmentIds) : [];
    if (appointments.length !== appointmentIds.length) throw fail(404, CHECKOUT_MSG.appointmentNotFound);
    if (await this.repository.appointmentTaken(tx, e, appointmentIds, exceptId)) throw fail(409, CHECKOUT_MSG.appointmentTaken);
    const items: ItemRow[] = [];
    for (const i of input.items ?? []) {
      const isService = i.type === 'service';
      const found = isService ? await this.repository.service(tx, e, i.serviceId!) : await this.repository.product(tx, e, i.productId!);
      if (!found) throw fail(404, isService ? CHECKOUT_MSG.serviceNotFound : CHECKOUT_MSG.productNotFound);
      const staffId = i.staffId ?? null;
      if (staffId !== null && !(await this.repository.staffExists(tx, e, staffId))) throw fail(404, CHECKOUT_MSG.staffNotFound);
      const unitPrice = i.unitPrice ?? found.price;
      if (i.discount > i.quantity * unitPrice) throw fail(400, CHECKOUT_MSG.itemDiscountTooLarge);
      items.push({
        type: i.type,
        serviceId: isService ? i.serviceId! : null,
        productId: isService ? null : i.productId!,
        name: found.name,
        staffId,
        quantity: i.quantity,
        unitPrice,
        discount: i.discount,
      });
    }
    for (const a of appointments) {
      if (items.some((i) => i.type === 'service' && i.serviceId === a.serviceId)) continue;
      items.push({
        type: 'service',
        serviceId: a.serviceId,
        productId: null,
        name: a.serviceName,
        staffId: a.staffId,
        quantity: 1,
        unitPrice: a.price,
        discount: 0,
      });
    }
    if (items.length === 0) throw fail(400, CHECKOUT_MSG.items);
    const clientId = input.clientId ?? appointments[0]?.clientId ?? null;
    if (clientId !== null && !(await this.repository.clientExists(tx, e, clientId))) throw fail(404, CHECKOUT_MSG.clientNotFound);
    const tipStaffId = input.tip?.staffId ?? null;
    if (tipStaffId !== null && !(await this.repository.staffExists(tx, e, tipStaffId))) throw fail(404, CHECKOUT_MSG.staffNotFound);
    const head = { clientId, appointmentIds, discount: input.discount, tipAmount: input.tip?.amount ?? 0, tipStaffId };
    if (checkoutFigures({ ...head, tipAmount: 0 }, items, []).total < 0) throw fail(400, CHECKOUT_MSG.discountTooLarge);
    return { head, items };
  }
}
