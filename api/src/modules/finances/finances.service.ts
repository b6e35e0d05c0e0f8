import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  cursorPage,
  fromCents,
  INCOME_CATEGORY_SERVICES,
  toCents,
  TRANSACTION_MSG,
  type FinanceStats,
  type TransactionCursorPage,
  type TransactionCursorQuery,
  type TransactionDto,
  type TransactionInput,
  type TransactionPage,
  type TransactionPageQuery,
  type TransactionRemovedDto,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import type { AppointmentCompleted } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { monthOf, monthRange, todayRange } from '../../platform/time/periods';
import { localDate, localDays, localInstant } from '../../platform/time/wall-clock';
import { FinancesRepository } from './finances.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

/** An income another domain records inside its own transaction (a product sale). */
export interface IncomeRecord {
  establishmentId: number;
  amountCents: number;
  description: string;
  category: string;
  userId: number | null;
  at: Date;
  /** 'expense' for a cost another domain records (a comanda's card fees); income by default. */
  type?: 'income' | 'expense';
  paymentMethod?: string | null;
}

/** The establishment's money: owns the transactions table. */
@Injectable()
export class FinancesService implements OnModuleInit {
  constructor(
    private readonly repository: FinancesRepository,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('appointment.completed', (tx, a) => this.recordAppointmentIncome(tx, a));
    this.hooks.subscribe('client.anonymized', (tx, e) => this.repository.eraseClientName(tx, e));
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
  }

  /** Today's and this month's income and expenses on the establishment's clock. */
  stats(auth: AuthContext, now = this.clock.now()): Promise<FinanceStats> {
    return this.repository.stats(auth.establishmentId, todayRange(auth.zone, now), monthRange(monthOf(now, auth.zone), auth.zone));
  }

  list(auth: AuthContext, query: TransactionPageQuery): Promise<TransactionPage> {
    const range = query.month ? monthRange(query.month, auth.zone) : undefined;
    return this.repository.page(auth.establishmentId, auth.zone, query.limit, (query.page - 1) * query.limit, range);
  }

  /** A cursor page of the same month filter (docs/product/api.md 'Cursor pages'); one more row read tells whether a next page exists. */
  async cursorList(auth: AuthContext, query: TransactionCursorQuery): Promise<TransactionCursorPage> {
    const range = query.month ? monthRange(query.month, auth.zone) : undefined;
    const rows = await this.repository.cursor(auth.establishmentId, auth.zone, query.after ?? 0, query.limit + 1, range);
    const { items, next } = cursorPage(rows, query.limit);
    return { transactions: items, next };
  }

  /** A 'yyyy-MM-dd' of the establishment's calendar. */
  day(auth: AuthContext, date: string): Promise<TransactionDto[]> {
    return this.repository.day(auth.establishmentId, auth.zone, localDays(date, date, auth.zone));
  }

  /**
   * A movement registered by hand. The day is the establishment's: today's is dated now, another day's at
   * noon of that day (so it sorts inside its day whatever the zone). The amount goes through integer cents.
   */
  async create(auth: AuthContext, input: TransactionInput, now = this.clock.now()): Promise<TransactionDto> {
    const at = input.date === localDate(now, auth.zone) ? now : localInstant(input.date, '12:00', auth.zone);
    const transaction = await this.audit.create(auth, 'transaction', (tx) =>
      this.repository.insert(
        auth.establishmentId,
        auth.zone,
        {
          type: input.type as TransactionDto['type'],
          amount: fromCents(toCents(input.amount)),
          description: input.description,
          category: input.category,
          paymentMethod: input.paymentMethod,
          at: new Date(at),
          notes: input.notes ?? null,
          userId: auth.userId,
        },
        tx,
      ),
    );
    this.changed(auth.establishmentId, transaction.id);
    return transaction;
  }

  async remove(auth: AuthContext, id: number): Promise<TransactionRemovedDto> {
    await this.audit.transaction(async (tx) => {
      const before = await this.audit.lock(tx, 'transactions', auth.establishmentId, id);
      if (!before || !(await onTransaction(this.repository, tx).remove(auth.establishmentId, id))) throw fail(404, TRANSACTION_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'transaction', entityId: id, action: 'delete', before });
    });
    this.changed(auth.establishmentId, id);
    return { success: true, message: TRANSACTION_MSG.removed };
  }

  /** An income written (and audited as `auth`'s) inside the caller's transaction; financial_change goes out once it commits. */
  async recordIncome(tx: EntityManager, auth: AuthContext, income: IncomeRecord): Promise<number | null> {
    // One code path writes recorded incomes and their audit rows: recordMany's.
    const [id] = await this.recordMany(tx, auth, [income]);
    return id ?? null;
  }

  /**
   * Incomes another domain records (a comanda's closing, a commission, a sale): one insert and one audit insert for all, each row
   * audited as recordIncome audits it; amounts of 0 or less are skipped. Answers the ids created, in order.
   */
  async recordMany(tx: EntityManager, auth: AuthContext, incomes: IncomeRecord[]): Promise<number[]> {
    const kept = incomes.filter((i) => i.amountCents > 0);
    if (kept.length === 0) return [];
    const establishmentId = kept[0]!.establishmentId;
    if (kept.some((i) => i.establishmentId !== establishmentId)) throw new Error('recordMany: one establishment per call');
    const created = await this.repository.insertMany(
      establishmentId,
      auth.zone,
      kept.map((income) => ({
        type: income.type ?? 'income',
        amount: fromCents(income.amountCents),
        description: income.description,
        category: income.category,
        paymentMethod: income.paymentMethod ?? null,
        at: income.at,
        notes: null,
        userId: income.userId,
      })),
      tx,
    );
    await this.audit.recordMany(
      tx,
      auth,
      created.map((c) => ({ entity: 'transaction' as const, entityId: c.id, action: 'create' as const, after: c })),
    );
    for (const c of created) this.hooks.afterCommit(tx, () => this.changed(establishmentId, c.id));
    return created.map((c) => c.id);
  }

  /** Transactions another domain recorded (a refunded comanda's), deleted and audited inside the caller's transaction. */
  async removeRecorded(tx: EntityManager, auth: AuthContext, ids: number[]): Promise<void> {
    for (const id of ids) {
      const before = await this.audit.lock(tx, 'transactions', auth.establishmentId, id);
      if (!before || !(await onTransaction(this.repository, tx).remove(auth.establishmentId, id))) continue;
      await this.audit.record(tx, auth, { entity: 'transaction', entityId: id, action: 'delete', before });
      this.hooks.afterCommit(tx, () => this.changed(auth.establishmentId, id));
    }
  }

  /**
   * 'Serviços Realizados' at the booked price, audited as whoever completed it; a free service (price 0) has no
   * income, nor one completed by a comanda (the comanda records what was paid).
   */
  private async recordAppointmentIncome(tx: EntityManager, a: AppointmentCompleted): Promise<void> {
    if (a.paidByCheckout || !(Number(a.price) > 0)) return;
    const created = await this.repository.insertAppointmentIncome(tx, a, INCOME_CATEGORY_SERVICES);
    if (!created) return;
    await this.audit.record(tx, a.actor, { entity: 'transaction', entityId: created.id, action: 'create', after: created });
    this.hooks.afterCommit(tx, () => this.changed(a.establishmentId, created.id));
  }

  private changed(establishmentId: number, transactionId: number): void {
    this.realtime.emit(establishmentId, 'financial_change', { transactionId });
  }
}
