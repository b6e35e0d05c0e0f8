import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { copyEstablishmentRows } from '../../platform/database/copy-rows';
import {
  CHECKOUT_MSG,
  cursorPage,
  type CheckoutCursorPage,
  type CheckoutCursorQuery,
  type CheckoutDto,
  type CheckoutPage,
  type CheckoutPageQuery,
} from '@salao/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { localDays } from '../../platform/time/wall-clock';
import { DomainHooks } from '../../platform/hooks/hooks';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { ownStaffId } from '../appointments/appointment-scope';
import { toDto } from './checkout-dto';
import { CheckoutsRepository, type CheckoutFilter, type CheckoutRow, type LoadedCheckout } from './checkouts.repository';

const PAGE_SIZE = 20;

/** Whether a professional may see and edit the comanda: every item and the tip are hers. Management: always. */
export function isOwn(auth: AuthContext, c: { items: { staffId: number | null }[]; tip: { staffId: number | null } }): boolean {
  const own = ownStaffId(auth);
  if (own === null) return true;
  return c.items.every((i) => i.staffId === own) && (c.tip.staffId === null || c.tip.staffId === own);
}

/**
 * Reading comandas (docs/product/api.md, 'Checkouts'; docs/product/states.md, 'Comanda'), and the lock every
 * change of an open one starts with. Amounts are integer cents throughout.
 */
@Injectable()
export class CheckoutsService implements OnModuleInit {
  constructor(
    readonly repository: CheckoutsRepository,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
    this.hooks.subscribe('unit.created', async (tx, e) => {
      if (e.copyFrom !== null) await copyEstablishmentRows(tx, 'payment_method_settings', e.copyFrom, e.establishmentId, ['version', 'updated_at']);
    });
    // A refund's reason is free text that may name her (docs/product/api.md, 'Clients', anonymization).
    this.hooks.subscribe('client.anonymized', (tx, e) => this.repository.eraseClientName(tx, e));
  }

  /**
   * Once the transaction commits: the day's comandas in Financeiro sit under its money's queries, which
   * financial_change refreshes (docs/product/api.md, 'Checkouts'), so an opened or edited comanda shows in other tabs.
   */
  announce(tx: EntityManager, auth: AuthContext): void {
    this.hooks.afterCommit(tx, () => this.realtime.emit(auth.establishmentId, 'financial_change', {}));
  }

  /** The public API's event (webhooks, docs/product/webhooks.md) with the comanda's DTO, in the change's transaction. */
  publishApi(tx: EntityManager, auth: AuthContext, type: 'checkout.closed' | 'checkout.refunded' | 'payment.received', dto: CheckoutDto): Promise<void> {
    return this.hooks.publish(tx, 'api.event', {
      establishmentId: auth.establishmentId,
      type,
      resource: `checkout:${dto.id}`,
      data: dto,
      at: new Date(this.clock.now()),
    });
  }

  async get(auth: AuthContext, id: number, db: DataSource | EntityManager = this.repository.db): Promise<CheckoutDto> {
    const row = await this.repository.find(db, auth.establishmentId, id, auth.zone);
    if (!row) throw fail(404, CHECKOUT_MSG.notFound);
    return this.dto(row);
  }

  /**
   * GET /api/checkouts/{id}: management sees every comanda; a professional (docs/product/roles.md) only those
   * whose items are all hers (another's is 404, as if absent).
   */
  async getVisible(auth: AuthContext, id: number): Promise<CheckoutDto> {
    const dto = await this.get(auth, id);
    if (!isOwn(auth, dto)) throw fail(404, CHECKOUT_MSG.notFound);
    return dto;
  }

  async list(auth: AuthContext, query: CheckoutPageQuery): Promise<CheckoutPage> {
    const { rows, total } = await this.repository.page(auth.establishmentId, auth.zone, this.filter(auth, query), PAGE_SIZE, (query.page - 1) * PAGE_SIZE);
    return { items: await this.withLines(auth, rows), total, page: query.page };
  }

  /** A cursor page of the same filters (docs/product/api.md 'Cursor pages'); one more row read tells whether a next page exists. */
  async cursorList(auth: AuthContext, query: CheckoutCursorQuery): Promise<CheckoutCursorPage> {
    const rows = await this.repository.cursor(auth.establishmentId, auth.zone, this.filter(auth, query), query.after ?? 0, query.limit + 1);
    const { items, next } = cursorPage(rows, query.limit);
    return { checkouts: await this.withLines(auth, items), next };
  }

  private filter(auth: AuthContext, query: Omit<CheckoutPageQuery, 'page'>): CheckoutFilter {
    const range = query.date ? localDays(query.date, query.date, auth.zone) : null;
    return {
      from: range ? new Date(range.start) : null,
      to: range ? new Date(range.end) : null,
      status: query.status ?? null,
      clientId: query.clientId ?? null,
      appointmentId: query.appointmentId ?? null,
      ownStaffId: ownStaffId(auth),
    };
  }

  /** The rows' DTOs with their items and payments (two queries for the whole page). */
  private async withLines(auth: AuthContext, rows: CheckoutRow[]): Promise<CheckoutDto[]> {
    const ids = rows.map((r) => r.id);
    const [items, payments] = await Promise.all([this.repository.items(this.repository.db, ids, auth.zone), this.repository.payments(this.repository.db, ids)]);
    return rows.map((r) =>
      toDto(
        r,
        items.filter((i) => i.checkoutId === r.id),
        payments.filter((p) => p.checkoutId === r.id),
      ),
    );
  }

  /** The comanda locked for a change, with its items and payments: 404 when not the establishment's, 409 unless open. */
  async lockOpen(tx: EntityManager, auth: AuthContext, id: number): Promise<LoadedCheckout> {
    const row = await this.repository.find(tx, auth.establishmentId, id, auth.zone, true);
    if (!row) throw fail(404, CHECKOUT_MSG.notFound);
    if (row.status !== 'open') throw fail(409, CHECKOUT_MSG.notOpen);
    return row;
  }

  dto(row: LoadedCheckout): CheckoutDto {
    return toDto(row, row.items, row.payments);
  }

  auditView(dto: CheckoutDto) {
    return { number: dto.number, status: dto.status, subtotal: dto.subtotal, discount: dto.discount, total: dto.total, items: dto.items.length };
  }
}
