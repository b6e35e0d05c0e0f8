import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import type { FinanceStats, TransactionDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedRows, returnedRows } from '../../platform/database/data-source';
import type { AppointmentCompleted, ClientAnonymized, ClientMerged } from '../../platform/hooks/domain-events';
import { isoBounds } from '../../platform/time/periods';
import type { Range } from '../../platform/time/ranges';
import {
  FINANCE_STATS_SQL,
  NEWEST_FIRST,
  TRANSACTION_ANCHORS_SQL,
  TRANSACTIONS_ANCHORED_PAGE_SQL,
  TRANSACTIONS_COUNT_SQL,
  TRANSACTIONS_CURSOR_SQL,
  TRANSACTIONS_MONTH_CURSOR_SQL,
  TRANSACTIONS_PAGE_SQL,
  transactionColumns,
} from './finances.sql';
import { ANCHOR_EVERY, TransactionAnchors, type AnchorKey } from './transaction-anchors';

/** A row to write; amount is an exact decimal string made from integer cents. */
export interface TransactionRow {
  type: 'income' | 'expense';
  amount: string;
  description: string;
  category: string;
  paymentMethod: string | null;
  at: Date;
  notes: string | null;
  userId: number | null;
}

/** Every SQL statement on transactions. */
@Injectable()
export class FinancesRepository {
  private readonly anchors = new TransactionAnchors();

  constructor(private readonly db: DataSource) {}

  /**
   * The income of a completed appointment at its booked price, dated at its start (docs/product/states.md ('Completing'): the appointment's day, not the click's). UNIQUE appointment_id
   * makes it exactly once: a second completion inserts nothing (null).
   */
  /** The completed appointment's income; null when it already has one (appointment_id is unique). */
  async insertAppointmentIncome(tx: EntityManager, a: AppointmentCompleted, category: string): Promise<TransactionDto | null> {
    const rows = returnedRows<TransactionDto>(
      await tx.query(
        `INSERT INTO transactions AS t (establishment_id, type, amount, description, category, transaction_date, staff_id, client_id, appointment_id, created_by_user_id)
         SELECT $1, 'income', $2, sv.name || ' - ' || c.name, $3, $4, $5, $6, $7, $8
           FROM services sv, clients c WHERE sv.id = $9 AND c.id = $6
         ON CONFLICT (appointment_id) DO NOTHING RETURNING ${transactionColumns('$10')}`,
        [a.establishmentId, a.price, category, a.startsAt, a.staffId, a.clientId, a.id, a.completedByUserId, a.serviceId, a.actor.zone],
      ),
    );
    return rows[0] ?? null;
  }

  /** Income and expenses of a day and of a month, as decimal strings, in one query (prepared: the dashboard asks on every visit). */
  async stats(establishmentId: number, day: Range, month: Range): Promise<FinanceStats> {
    const [row] = await preparedRows<FinanceStats>(this.db, 'finance_stats', FINANCE_STATS_SQL, [establishmentId, ...isoBounds(day), ...isoBounds(month)]);
    return row!;
  }

  /**
   * One page, newest first, and the total, of every transaction or of those within a range (a month). A page past
   * the first ANCHOR_EVERY rows starts from the nearest anchor at or before it while the rows are those the anchors
   * were measured for (the fingerprint read with the total); else it is read from the start and the anchors measured
   * again, so the next deep page walks at most ANCHOR_EVERY index entries whatever its depth.
   */
  async page(establishmentId: number, zone: string, limit: number, offset: number, range?: Range): Promise<{ transactions: TransactionDto[]; total: number }> {
    const bounds = range ? isoBounds(range) : [null, null];
    const list = `${establishmentId}|${bounds.join('|')}`;
    const start = this.anchors.startOf(list, offset);
    const fromStart = () =>
      preparedRows<TransactionDto>(this.db, 'transactions_page', TRANSACTIONS_PAGE_SQL, [establishmentId, zone, limit, offset, ...bounds]);
    const [rows, [count]] = await Promise.all([
      start
        ? preparedRows<TransactionDto>(this.db, 'transactions_anchored_page', TRANSACTIONS_ANCHORED_PAGE_SQL, [
            establishmentId,
            zone,
            limit,
            start.skip,
            ...bounds,
            start.key.at,
            start.key.id,
          ])
        : fromStart(),
      preparedRows<{ total: number; fingerprint: string }>(this.db, 'transactions_count', TRANSACTIONS_COUNT_SQL, [establishmentId, ...bounds]),
    ]);
    const { total, fingerprint } = count!;
    if (offset < ANCHOR_EVERY || start?.fingerprint === fingerprint) return { transactions: rows, total };
    const [transactions] = await Promise.all([
      start ? fromStart() : rows,
      this.anchors.measure(list, fingerprint, () =>
        preparedRows<AnchorKey>(this.db, 'transaction_anchors', TRANSACTION_ANCHORS_SQL, [establishmentId, ...bounds, ANCHOR_EVERY]),
      ),
    ]);
    return { transactions, total };
  }

  /** Up to `limit` transactions with an id above `after`, in id order, of every date or within a range (a month). */
  cursor(establishmentId: number, zone: string, after: number, limit: number, range?: Range): Promise<TransactionDto[]> {
    if (!range) return preparedRows<TransactionDto>(this.db, 'transactions_cursor', TRANSACTIONS_CURSOR_SQL, [establishmentId, zone, after, limit]);
    return preparedRows<TransactionDto>(this.db, 'transactions_month_cursor', TRANSACTIONS_MONTH_CURSOR_SQL, [
      establishmentId,
      zone,
      after,
      limit,
      ...isoBounds(range),
    ]);
  }

  /** A day's transactions (a range of instants), newest first. */
  day(establishmentId: number, zone: string, day: Range): Promise<TransactionDto[]> {
    return this.db.query(
      `SELECT ${transactionColumns('$2')} FROM transactions t
        WHERE t.establishment_id = $1 AND t.transaction_date >= $3::timestamptz AND t.transaction_date < $4::timestamptz ${NEWEST_FIRST}`,
      [establishmentId, zone, ...isoBounds(day)],
    );
  }

  /** Writes a transaction and answers its DTO from the INSERT itself. */
  async insert(establishmentId: number, zone: string, row: TransactionRow, db: Pick<EntityManager, 'query'> = this.db): Promise<TransactionDto> {
    const rows = returnedRows<TransactionDto>(
      await db.query(
        `INSERT INTO transactions AS t (establishment_id, type, amount, description, category, payment_method, transaction_date, notes, created_by_user_id)
         VALUES ($1, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${transactionColumns('$2')}`,
        [establishmentId, zone, row.type, row.amount, row.description, row.category, row.paymentMethod, row.at, row.notes, row.userId],
      ),
    );
    return rows[0]!;
  }

  /** Several rows in one multi-row insert, answered in the order given. */
  async insertMany(establishmentId: number, zone: string, rows: TransactionRow[], db: DataSource | EntityManager = this.db): Promise<TransactionDto[]> {
    if (rows.length === 0) return [];
    // Arrays through unnest: one statement text for any number of rows, prepared once per connection.
    const created = await preparedRows<TransactionDto>(
      db,
      'transactions_insert_many',
      `INSERT INTO transactions AS t (establishment_id, type, amount, description, category, payment_method, transaction_date, notes, created_by_user_id)
       SELECT $1, * FROM unnest($3::text[], $4::numeric[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::text[], $10::int[])
       RETURNING ${transactionColumns('$2')}`,
      [
        establishmentId,
        zone,
        rows.map((r) => r.type),
        rows.map((r) => r.amount),
        rows.map((r) => r.description),
        rows.map((r) => r.category),
        rows.map((r) => r.paymentMethod),
        rows.map((r) => r.at),
        rows.map((r) => r.notes),
        rows.map((r) => r.userId),
      ],
    );
    // RETURNING follows unnest's order in practice; ids ascend with it, so sort to make it certain.
    return created.sort((a, b) => a.id - b.id);
  }

  /** Whether there was such a transaction of the establishment. */
  async remove(establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows(await this.db.query(`DELETE FROM transactions WHERE id = $1 AND establishment_id = $2 RETURNING id`, [id, establishmentId]));
    return rows.length > 0;
  }

  /** LGPD erasure: the client's name leaves descriptions and notes ('Corte - Maria' → 'Corte - Cliente anonimizado #7'); amounts stay. */
  async eraseClientName(tx: EntityManager, e: ClientAnonymized): Promise<void> {
    await tx.query(
      `UPDATE transactions t SET description = replace(description, $3, $4), notes = replace(notes, $3, $4)
        WHERE ${inClientScope(1, 't')} AND client_id = $2 AND (strpos(description, $3) > 0 OR strpos(notes, $3) > 0)`,
      [e.establishmentId, e.clientId, e.formerName, e.anonymizedName],
    );
  }

  /** A client merged into another: the transactions that name them name the target (the 'client.merged' event). */
  async moveClient(tx: EntityManager, e: ClientMerged): Promise<void> {
    await tx.query(`UPDATE transactions t SET client_id = $3 WHERE ${inClientScope(1, 't')} AND client_id = $2`, [e.establishmentId, e.sourceId, e.targetId]);
  }
}
