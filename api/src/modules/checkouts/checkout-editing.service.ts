import { Injectable } from '@nestjs/common';
import { CHECKOUT_MSG, PACKAGE_MSG, type CheckoutDto, type CheckoutInput } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioned';
import { PackageCreditsService } from '../packages/package-credits.service';
import { checkoutFigures } from './checkout-dto';
import type { ItemRow } from './checkouts.repository';
import { CheckoutsService, isOwn } from './checkouts.service';
import { GiftCardTenderService } from '../gift-cards/gift-card-tender.service';
import { DepositTenderService } from '../deposits/deposit-tender.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate } from '../../platform/time/wall-clock';
import { Inject } from '@nestjs/common';

/** Opening and editing a comanda (docs/product/api.md, 'Checkouts'): its items priced from the catalogue, in cents. */
@Injectable()
export class CheckoutEditingService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly audit: AuditService,
    private readonly packages: PackageCreditsService,
    private readonly giftCards: GiftCardTenderService,
    private readonly deposits: DepositTenderService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /api/checkouts: the appointments' services are added (booked price, their professional) unless an item already names them. */
  create(auth: AuthContext, input: CheckoutInput): Promise<CheckoutDto> {
    return inTransaction(this.checkouts.repository.db, async (tx) => {
      const content = await this.resolve(tx, auth, input, null, []);
      const id = await this.checkouts.repository.insert(tx, auth.establishmentId, { ...content.head, userId: auth.userId });
      await this.checkouts.repository.replaceItems(tx, id, content.items);
      // A deposit paid ahead for these appointments is already a payment: PIX, labelled 'Sinal' (docs/product/deposits.md).
      const opened = await this.checkouts.get(auth, id, tx);
      await this.deposits.bringIn(tx, auth.establishmentId, opened.appointmentIds, opened.balance, (amount) =>
        this.checkouts.repository.insertPayment(tx, id, {
          method: 'pix',
          amount,
          received: null,
          change: 0,
          installments: 1,
          cardBrand: null,
          fee: 0,
          expectedOn: localDate(this.clock.now(), auth.zone),
          label: 'Sinal',
        }),
      );
      const dto = await this.checkouts.get(auth, id, tx);
      await this.audit.record(tx, auth, { entity: 'checkout', entityId: id, action: 'create', after: this.checkouts.auditView(dto) });
      this.checkouts.announce(tx, auth);
      return dto;
    });
  }

  /**
   * PUT /api/checkouts/{id}: only while open; a stale `version` is 409; never below what was already paid. Only an
   * appointment new to the comanda brings its service: one already on it had its service added when it came, and
   * an item the user removed stays removed (docs/product/api.md, 'Checkouts').
   */
  update(auth: AuthContext, id: number, input: CheckoutInput): Promise<CheckoutDto> {
    return inTransaction(this.checkouts.repository.db, async (tx) => {
      const before = await this.checkouts.lockOpen(tx, auth, id);
      if (input.version !== undefined && input.version !== before.version) throw staleVersion();
      const content = await this.resolve(tx, auth, input, id, before.appointmentIds);
      const beforeDto = this.checkouts.dto(before);
      if (!isOwn(auth, beforeDto)) throw fail(404, CHECKOUT_MSG.notFound);
      const figures = checkoutFigures(content.head, content.items, beforeDto.payments);
      if (figures.balance < 0) throw fail(409, CHECKOUT_MSG.overpaid);
      await this.checkouts.repository.update(tx, id, content.head);
      await this.checkouts.repository.replaceItems(tx, id, content.items);
      const dto = await this.checkouts.get(auth, id, tx);
      await this.audit.record(tx, auth, {
        entity: 'checkout',
        entityId: id,
        action: 'update',
        before: this.checkouts.auditView(beforeDto),
        after: this.checkouts.auditView(dto),
      });
      this.checkouts.announce(tx, auth);
      return dto;
    });
  }

  /**
   * The comanda's head and priced items: every id checked against the establishment, each discount within its
   * value; the services of the appointments not in `known` (those already on the comanda) added.
   */
  private async resolve(tx: EntityManager, auth: AuthContext, input: CheckoutInput, exceptId: number | null, known: number[]) {
    const e = auth.establishmentId;
    const appointmentIds = [...new Set(input.appointmentIds ?? [])];
    const appointments = appointmentIds.length ? await this.checkouts.repository.appointments(tx, e, appointmentIds) : [];
    if (appointments.length !== appointmentIds.length) throw fail(404, CHECKOUT_MSG.appointmentNotFound);
    if (await this.checkouts.repository.appointmentTaken(tx, e, appointmentIds, exceptId)) throw fail(409, CHECKOUT_MSG.appointmentTaken);
    const items: ItemRow[] = [];
    for (const i of input.items ?? []) {
      if (i.type === 'gift_card') {
        // A gift card (docs/product/gift-cards.md): its amount, no professional, no discount of its own.
        items.push({
          type: 'gift_card',
          serviceId: null,
          productId: null,
          name: 'Vale-presente',
          staffId: null,
          quantity: i.quantity,
          unitPrice: i.unitPrice!,
          discount: 0,
          recipient: i.recipient || null,
          message: i.message || null,
        });
        continue;
      }
      const isService = i.type === 'service';
      const isPackage = i.type === 'package';
      const found = isPackage
        ? await this.packages.forSale(tx, e, i.packageId!)
        : isService
          ? await this.checkouts.repository.service(tx, e, i.serviceId!)
          : await this.checkouts.repository.product(tx, e, i.productId!);
      if (!found) throw fail(404, isService ? CHECKOUT_MSG.serviceNotFound : CHECKOUT_MSG.productNotFound);
      const staffId = i.staffId ?? null;
      // A package's commission comes from each session used, not from its sale (docs/product/packages.md).
      if (isPackage && staffId !== null) throw fail(400, PACKAGE_MSG.packageStaff);
      // A session of a client's package: the service at 0.
      const onCredit = (i.clientPackageId ?? null) !== null;
      if (staffId !== null && !(await this.checkouts.repository.staffExists(tx, e, staffId))) throw fail(404, CHECKOUT_MSG.staffNotFound);
      const unitPrice = onCredit ? 0 : (i.unitPrice ?? found.price);
      if (i.discount > i.quantity * unitPrice) throw fail(400, CHECKOUT_MSG.itemDiscountTooLarge);
      items.push({
        type: i.type,
        serviceId: isService ? i.serviceId! : null,
        productId: i.type === 'product' ? i.productId! : null,
        packageId: isPackage ? i.packageId! : null,
        clientPackageId: onCredit ? i.clientPackageId! : null,
        name: found.name,
        staffId,
        quantity: i.quantity,
        unitPrice,
        discount: i.discount,
      });
    }
    for (const a of appointments) {
      if (known.includes(a.id)) continue;
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
    if (clientId !== null && !(await this.checkouts.repository.clientExists(tx, e, clientId))) throw fail(404, CHECKOUT_MSG.clientNotFound);
    const tipStaffId = input.tip?.staffId ?? null;
    if (tipStaffId !== null && !(await this.checkouts.repository.staffExists(tx, e, tipStaffId))) throw fail(404, CHECKOUT_MSG.staffNotFound);
    const head = { clientId, appointmentIds, discount: input.discount, tipAmount: input.tip?.amount ?? 0, tipStaffId };
    // Gift cards first: a comanda selling one holds nothing else, packages included (docs/product/packages.md).
    this.giftCards.checkItems(items, head);
    await this.packages.checkItems(tx, e, clientId, items);
    if (checkoutFigures({ ...head, tipAmount: 0 }, items, []).total < 0) throw fail(400, CHECKOUT_MSG.discountTooLarge);
    // A professional's comanda holds only her own services and sales, and her own tip (docs/product/roles.md).
    if (!isOwn(auth, { items, tip: { staffId: tipStaffId } })) throw fail(403, CHECKOUT_MSG.ownOnly);
    return { head, items };
  }
}
