import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { copyEstablishmentRows } from '../../platform/database/copy-rows';
import {
  COMMISSIONS_MSG,
  EXPENSE_CATEGORY_COMMISSIONS,
  hasPermission,
  type CommissionEntriesQuery,
  type CommissionEntryPage,
  type CommissionPayoutDto,
  type CommissionPayoutInput,
  type CommissionPayoutPage,
  type CommissionPayoutsQuery,
  type CommissionRulesDto,
  type CommissionRulesInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { independentReads, inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioned';
import type { CheckoutClosed, CheckoutRefunded } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { isoBounds } from '../../platform/time/periods';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDays } from '../../platform/time/wall-clock';
import { FinancesService } from '../finances/finances.service';
import { commissionBase, commissionCents, commissionPercent } from './commission-math';
import { CommissionsRepository, type EntryInsert } from './commissions.repository';

const ENTRIES_PAGE = 50;
const PAYOUTS_PAGE = 20;

/**
 * Commission rules, the entries ledger and payouts (docs/product/api.md, 'Comissões'). Entries are written by
 * a comanda's closing and reversed by its refund, in their transaction; management sees everyone's, a staff
 * login only her own whatever staffId she sends (docs/product/roles.md).
 */
@Injectable()
export class CommissionsService implements OnModuleInit {
  constructor(
    readonly repository: CommissionsRepository,
    private readonly finances: FinancesService,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('checkout.closed', (tx, e) => this.recordClosed(tx, e));
    this.hooks.subscribe('unit.created', async (tx, e) => {
      if (e.copyFrom !== null) await copyEstablishmentRows(tx, 'commission_settings', e.copyFrom, e.establishmentId, ['version', 'updated_at']);
    });
    this.hooks.subscribe('checkout.refunded', (tx, e) => this.recordRefunded(tx, e));
  }

  /** Each item with a professional earns her percent of its base; the tip goes whole to its professional. Two statements for any comanda. */
  async recordClosed(tx: EntityManager, e: CheckoutClosed): Promise<void> {
    const earning = e.items.filter((i): i is typeof i & { staffId: number } => i.staffId !== null);
    const terms = earning.length ? await this.repository.terms(tx, e.establishmentId, earning) : null;
    const entries: EntryInsert[] = earning.map((item) => {
      // A session of a package is worth its share of the package's price (docs/product/packages.md).
      const baseAmount = item.sessionValue !== undefined ? item.sessionValue : commissionBase(item, terms!.base);
      const percent = commissionPercent(terms!.rates, terms!.ownRates.get(item.staffId), item.staffId, item);
      return {
        staffId: item.staffId,
        checkoutItemId: item.id,
        kind: 'item',
        description: `Comanda #${e.number} - ${item.quantity > 1 ? `${item.quantity}× ` : ''}${item.name}`,
        baseAmount,
        percent,
        amount: commissionCents(baseAmount, percent),
      };
    });
    if (e.tip.amount > 0 && e.tip.staffId !== null)
      entries.push({
        staffId: e.tip.staffId,
        checkoutItemId: null,
        kind: 'tip',
        description: `Comanda #${e.number} - Gorjeta`,
        baseAmount: e.tip.amount,
        percent: '100',
        amount: e.tip.amount,
      });
    await this.repository.insertEntries(tx, { establishmentId: e.establishmentId, checkoutId: e.checkoutId, occurredAt: e.closedAt }, entries);
    this.announce(tx, e.establishmentId);
  }

  async recordRefunded(tx: EntityManager, e: CheckoutRefunded): Promise<void> {
    await this.repository.reverse(tx, e.establishmentId, e.checkoutId, e.itemIds, new Date(this.clock.now()));
    this.announce(tx, e.establishmentId);
  }

  async rules(auth: AuthContext, db: Pick<EntityManager, 'query'> = this.repository.db): Promise<CommissionRulesDto> {
    const [settings, rates] = await independentReads(
      db,
      () => this.repository.settings(db, auth.establishmentId),
      () => this.repository.rates(db, auth.establishmentId),
    );
    return {
      base: settings.base,
      services: rates.filter((r) => r.serviceId !== null).map((r) => ({ serviceId: r.serviceId!, staffId: r.staffId, percent: r.percent })),
      products: rates.filter((r) => r.productId !== null).map((r) => ({ productId: r.productId!, staffId: r.staffId, percent: r.percent })),
      version: settings.version,
    };
  }

  /** PUT /api/commission-rules: the base and the whole list of rates; a stale `version` is 409. */
  saveRules(auth: AuthContext, input: CommissionRulesInput): Promise<CommissionRulesDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const e = auth.establishmentId;
      const services = input.services ?? [];
      const products = input.products ?? [];
      const check = async (table: 'services' | 'products' | 'staff', ids: (number | null | undefined)[], message: string) => {
        const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
        if ((await this.repository.countExisting(tx, e, table, unique)) !== unique.length) throw fail(404, message);
      };
      await check(
        'services',
        services.map((s) => s.serviceId),
        COMMISSIONS_MSG.serviceNotFound,
      );
      await check(
        'products',
        products.map((p) => p.productId),
        COMMISSIONS_MSG.productNotFound,
      );
      await check(
        'staff',
        [...services, ...products].map((r) => r.staffId),
        COMMISSIONS_MSG.staffNotFound,
      );
      const before = await this.rules(auth, tx);
      await this.repository.settings(tx, e, true);
      const saved = await this.repository.saveRules(tx, e, input.base, input.version, [
        ...services.map((s) => ({ serviceId: s.serviceId, productId: null, staffId: s.staffId ?? null, percent: s.percent })),
        ...products.map((p) => ({ serviceId: null, productId: p.productId, staffId: p.staffId ?? null, percent: p.percent })),
      ]);
      if (!saved) throw staleVersion();
      const after = await this.rules(auth, tx);
      const view = (r: CommissionRulesDto) => ({ commissionBase: r.base, commissionServices: r.services, commissionProducts: r.products });
      await this.audit.record(tx, auth, { entity: 'settings', entityId: e, action: 'update', before: view(before), after: view(after) });
      return after;
    });
  }

  /** Whose figures the caller may read: anyone's for management, only her own for a staff login (null: none). */
  private scope(auth: AuthContext, staffId: number | undefined): { staffId: number | null; none: boolean } {
    if (hasPermission(auth.role, 'commissions.viewStaff')) return { staffId: staffId ?? null, none: false };
    if (hasPermission(auth.role, 'commissions.viewOwn')) return { staffId: auth.staffId, none: auth.staffId === null };
    throw fail(403, COMMISSIONS_MSG.forbidden);
  }

  async entries(auth: AuthContext, query: CommissionEntriesQuery): Promise<CommissionEntryPage> {
    const scope = this.scope(auth, query.staffId);
    if (scope.none) return { items: [], total: 0, page: query.page, totals: [] };
    const bounds = query.from || query.to ? this.bounds(auth, query.from ?? '2000-01-01', query.to ?? '2999-12-31') : null;
    const { items, total, totals } = await this.repository.page(
      auth.establishmentId,
      auth.zone,
      { staffId: scope.staffId, from: query.from ?? null, to: query.to ?? null, status: query.status ?? null },
      bounds,
      ENTRIES_PAGE,
      (query.page - 1) * ENTRIES_PAGE,
    );
    return { items, total, page: query.page, totals };
  }

  /**
   * POST /api/commission-payouts: the professional's open entries of the period (reversals included) become one
   * payout, its total an expense 'Salários e Comissões'. None open → 409. Parallel payouts: the second waits on
   * the entries' locks, then finds none open.
   */
  createPayout(auth: AuthContext, input: CommissionPayoutInput): Promise<CommissionPayoutDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const e = auth.establishmentId;
      const name = await this.repository.staffName(tx, e, input.staffId);
      if (name === null) throw fail(404, COMMISSIONS_MSG.staffNotFound);
      const open = await this.repository.lockOpen(tx, e, input.staffId, this.bounds(auth, input.from, input.to));
      if (open.length === 0) throw fail(409, COMMISSIONS_MSG.noOpenEntries);
      const total = open.reduce((sum, x) => sum + x.amount, 0);
      const at = new Date(this.clock.now());
      const id = await this.repository.insertPayout(tx, {
        establishmentId: e,
        staffId: input.staffId,
        from: input.from,
        to: input.to,
        total,
        entries: open.length,
        userId: auth.userId,
        at,
      });
      const transactionId = await this.finances.recordIncome(tx, auth, {
        establishmentId: e,
        amountCents: total,
        description: `Comissões de ${name} (${br(input.from)} a ${br(input.to)})`,
        category: EXPENSE_CATEGORY_COMMISSIONS,
        userId: auth.userId,
        at,
        type: 'expense',
      });
      await this.repository.markPaid(
        tx,
        id,
        open.map((x) => x.id),
        transactionId,
      );
      const dto = (await this.repository.payout(tx, e, auth.zone, id))!;
      await this.audit.record(tx, auth, {
        entity: 'commission',
        entityId: id,
        action: 'create',
        after: { staffName: name, from: input.from, to: input.to, total },
      });
      this.announce(tx, e);
      return dto;
    });
  }

  async payouts(auth: AuthContext, query: CommissionPayoutsQuery): Promise<CommissionPayoutPage> {
    const scope = this.scope(auth, query.staffId);
    if (scope.none) return { items: [], total: 0, page: query.page };
    const { items, total } = await this.repository.payouts(auth.establishmentId, auth.zone, scope.staffId, PAYOUTS_PAGE, (query.page - 1) * PAYOUTS_PAGE);
    return { items, total, page: query.page };
  }

  /** The payout and its entries, for the statement; a staff login only reaches her own (else 404). */
  async payoutWithEntries(auth: AuthContext, id: number) {
    const scope = this.scope(auth, undefined);
    const payout = await this.repository.payout(this.repository.db, auth.establishmentId, auth.zone, id);
    if (!payout || scope.none || (scope.staffId !== null && payout.staffId !== scope.staffId)) throw fail(404, COMMISSIONS_MSG.payoutNotFound);
    const [entries, establishment] = await Promise.all([
      this.repository.payoutEntries(auth.establishmentId, auth.zone, id),
      this.repository.establishmentName(auth.establishmentId),
    ]);
    return { payout, entries, establishment };
  }

  private bounds(auth: AuthContext, from: string, to: string): [string, string] {
    return isoBounds(localDays(from, to, auth.zone));
  }

  /** Entries written or paid out: once committed, the Comissões card and Financeiro's figures refresh (financial_change). */
  private announce(tx: EntityManager, establishmentId: number): void {
    this.hooks.afterCommit(tx, () => this.realtime.emit(establishmentId, 'financial_change', {}));
  }
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export function br(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
