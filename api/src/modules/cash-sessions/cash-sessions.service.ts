import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { copyEstablishmentRows } from '../../platform/database/copy-rows';
import {
  CASH_MSG,
  type CashCloseInput,
  type CashDayQuery,
  type CashMovementInput,
  type CashOpenInput,
  type CashSessionDetailDto,
  type CashSessionDto,
  type CashSettingsDto,
  type CashSettingsInput,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import type { CheckoutPaid } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioned';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate, localDays } from '../../platform/time/wall-clock';
import { cashFigures, closingLines, expectedByMethod } from './cash-math';
import { cashReportPdf } from './cash-report';
import { CashSessionsRepository, type Db, type MovementRow, type SessionRow } from './cash-sessions.repository';

/** The reason of a drawer's payment that paid a client's debt, not a comanda. */
const DEBT_PAYMENT_REASON = 'Recebimento de fiado';

function toDto(row: SessionRow, movements: MovementRow[]): CashSessionDto {
  const figures = cashFigures(row.opening, movements);
  return {
    id: row.id,
    register: row.register,
    status: row.status,
    openedAt: row.openedAt,
    openedBy: row.openedBy,
    closedAt: row.closedAt,
    closedBy: row.closedBy,
    figures,
    // A closed drawer shows its closing as counted; an open one what it expects so far.
    methods: row.closing ?? closingLines(expectedByMethod(figures, movements), {}),
    version: row.version,
  };
}

/**
 * Cash drawers (docs/product/api.md, 'Caixa'; docs/product/states.md, 'Caixa'): opened with a float, receiving
 * the comandas' payments while open (`checkout.paid`), sangrias and suprimentos, closed once with the count per
 * method. Refunds record nothing by themselves: money handed back from the drawer is a sangria with its reason.
 */
@Injectable()
export class CashSessionsService implements OnModuleInit {
  constructor(
    readonly repository: CashSessionsRepository,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('checkout.paid', (tx, e) => this.recordPayment(tx, e));
    this.hooks.subscribe('unit.created', async (tx, e) => {
      if (e.copyFrom !== null) await copyEstablishmentRows(tx, 'cash_settings', e.copyFrom, e.establishmentId, ['version', 'updated_at']);
    });
    // A debt ('fiado') paid at the counter is money in the drawer like a comanda's payment.
    this.hooks.subscribe('client_balance.paid', (tx, e) => this.recordPayment(tx, { ...e, checkoutId: null, paymentId: null }, DEBT_PAYMENT_REASON));
  }

  /**
   * Each payment of a comanda goes to the open drawer (the default register first). With 'Exigir caixa aberto
   * para receber em dinheiro' on and no drawer open, a cash payment is refused: the throw rolls the payment back.
   */
  async recordPayment(
    tx: EntityManager,
    e: Omit<CheckoutPaid, 'checkoutId' | 'paymentId'> & { checkoutId: number | null; paymentId: number | null },
    reason: string | null = null,
  ): Promise<void> {
    const sessionId = await this.repository.lockReceiving(tx, e.establishmentId);
    if (sessionId === null) {
      if (e.method === 'dinheiro' && (await this.repository.settings(tx, e.establishmentId)).requireOpenForCash) {
        throw fail(409, CASH_MSG.cashNeedsOpenDrawer);
      }
      return;
    }
    await this.repository.insertMovement(tx, sessionId, {
      type: 'pagamento',
      method: e.method,
      amount: e.amount,
      received: e.received,
      change: e.change,
      reason,
      checkoutId: e.checkoutId,
      paymentId: e.paymentId,
      userId: e.actor.userId,
      at: new Date(this.clock.now()),
    });
    // The open drawer's figures changed: screens showing it refresh.
    this.announce(tx, e.actor);
  }

  async get(auth: AuthContext, id: number, db: Db = this.repository.db): Promise<CashSessionDetailDto> {
    const row = await this.repository.find(db, auth.establishmentId, id);
    if (!row) throw fail(404, CASH_MSG.notFound);
    const movements = await this.repository.movements(db, [id]);
    return {
      ...toDto(row, movements),
      movements: movements.map(({ sessionId: _s, ...m }) => m),
    };
  }

  /** GET /api/cash-sessions/current: the open drawer (the default register first), 404 when none. */
  async current(auth: AuthContext): Promise<CashSessionDetailDto> {
    const [open] = await this.repository.open(this.repository.db, auth.establishmentId);
    if (!open) throw fail(404, CASH_MSG.noneOpen);
    return this.get(auth, open.id);
  }

  /** GET /api/cash-sessions?date: that day's drawers on the establishment's clock, the open ones first. */
  async day(auth: AuthContext, query: CashDayQuery): Promise<CashSessionDto[]> {
    const date = query.date ?? localDate(this.clock.now(), auth.zone);
    const range = localDays(date, date, auth.zone);
    const rows = await this.repository.day(this.repository.db, auth.establishmentId, new Date(range.start), new Date(range.end));
    const movements = await this.repository.movements(
      this.repository.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      toDto(
        r,
        movements.filter((m) => m.sessionId === r.id),
      ),
    );
  }

  /** POST /api/cash-sessions: one open drawer per register (409). */
  open(auth: AuthContext, input: CashOpenInput): Promise<CashSessionDetailDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const id = await this.repository.insert(tx, auth.establishmentId, input.register, input.openingAmount, auth.userId, new Date(this.clock.now()));
      if (id === null) throw fail(409, CASH_MSG.alreadyOpen);
      const dto = await this.get(auth, id, tx);
      await this.audit.record(tx, auth, {
        entity: 'cash_session',
        entityId: id,
        action: 'create',
        after: { register: dto.register, opening: dto.figures.opening },
      });
      this.announce(tx, auth);
      return dto;
    });
  }

  /** POST /api/cash-sessions/{id}/movements: sangria or suprimento, only while open (409). */
  move(auth: AuthContext, id: number, input: CashMovementInput): Promise<CashSessionDetailDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const row = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!row) throw fail(404, CASH_MSG.notFound);
      if (row.status !== 'open') throw fail(409, CASH_MSG.closed);
      await this.repository.insertMovement(tx, id, {
        type: input.type,
        method: null,
        amount: input.amount,
        received: null,
        change: 0,
        reason: input.reason || null,
        checkoutId: null,
        paymentId: null,
        userId: auth.userId,
        at: new Date(this.clock.now()),
      });
      await this.audit.record(tx, auth, {
        entity: 'cash_session',
        entityId: id,
        action: 'update',
        after: { [input.type]: input.amount, reason: input.reason ?? null },
      });
      this.announce(tx, auth);
      return this.get(auth, id, tx);
    });
  }

  /**
   * POST /api/cash-sessions/{id}/close, on the locked drawer: the closing (expected, counted and difference per
   * method) is kept on it. A second close waits for the first and finds it closed (409); a stale version is 409.
   */
  close(auth: AuthContext, id: number, input: CashCloseInput): Promise<CashSessionDetailDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const row = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!row) throw fail(404, CASH_MSG.notFound);
      if (row.status !== 'open') throw fail(409, CASH_MSG.closed);
      if (input.version !== undefined && input.version !== row.version) throw staleVersion();
      const movements = await this.repository.movements(tx, [id]);
      const lines = closingLines(expectedByMethod(cashFigures(row.opening, movements), movements), input.counted);
      if (!(await this.repository.close(tx, id, lines, auth.userId, new Date(this.clock.now()), input.version ?? null))) throw staleVersion();
      await this.audit.record(tx, auth, {
        entity: 'cash_session',
        entityId: id,
        action: 'status',
        before: { status: 'open' },
        after: { status: 'closed', difference: lines.find((l) => l.method === 'dinheiro')?.difference ?? null },
      });
      this.announce(tx, auth);
      return this.get(auth, id, tx);
    });
  }

  async settings(auth: AuthContext): Promise<CashSettingsDto> {
    return this.repository.settings(this.repository.db, auth.establishmentId);
  }

  saveSettings(auth: AuthContext, input: CashSettingsInput): Promise<CashSettingsDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const before = await this.repository.settings(tx, auth.establishmentId);
      const saved = await this.repository.saveSettings(tx, auth.establishmentId, input.requireOpenForCash, input.version ?? null);
      if (!saved) throw staleVersion();
      await this.audit.record(tx, auth, {
        entity: 'settings',
        entityId: auth.establishmentId,
        action: 'update',
        before: { requireOpenForCash: before.requireOpenForCash },
        after: { requireOpenForCash: saved.requireOpenForCash },
      });
      return saved;
    });
  }

  /** GET /api/cash-sessions/{id}/report: the printable closing report (open drawers print their figures so far). */
  async report(auth: AuthContext, id: number): Promise<Buffer> {
    const session = await this.get(auth, id);
    const name = await this.repository.establishmentName(this.repository.db, auth.establishmentId);
    return cashReportPdf(session, name, auth.zone, this.clock.now());
  }

  private announce(tx: EntityManager, auth: AuthContext) {
    this.hooks.afterCommit(tx, () => this.realtime.emit(auth.establishmentId, 'financial_change', {}));
  }
}
