import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import type { ClientBalanceEntryDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** Every SQL statement on client_balance_entries: debts left by closings, forgiven by refunds, and payments. */
@Injectable()
export class ClientBalanceRepository {
  constructor(readonly db: DataSource) {}

  /** The client, locked when `lock` (two payments of one debt queue), or null when not the establishment's. */
  async client(db: Db, establishmentId: number, clientId: number, lock = false): Promise<{ id: number } | null> {
    const [row] = await db.query(`SELECT id FROM clients c WHERE id = $1 AND ${inClientScope(2)}${lock ? ' FOR UPDATE' : ''}`, [clientId, establishmentId]);
    return row ?? null;
  }

  async balance(db: Db, establishmentId: number, clientId: number): Promise<number> {
    const [row] = await db.query(
      `SELECT coalesce(sum(amount_cents), 0)::float8 AS n FROM client_balance_entries WHERE establishment_id = $1 AND client_id = $2`,
      [establishmentId, clientId],
    );
    return row.n;
  }

  entries(db: Db, establishmentId: number, clientId: number, zone: string): Promise<ClientBalanceEntryDto[]> {
    return db.query(
      `SELECT b.id, b.kind, b.amount_cents::float8 AS amount, b.checkout_id AS "checkoutId", c.number AS "checkoutNumber", b.method,
              to_char(b.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
         FROM client_balance_entries b LEFT JOIN checkouts c ON c.id = b.checkout_id
        WHERE b.establishment_id = $1 AND b.client_id = $2 ORDER BY b.created_at DESC, b.id DESC`,
      [establishmentId, clientId, zone],
    );
  }

  async insertPayment(
    tx: EntityManager,
    e: { establishmentId: number; clientId: number; amount: number; method: string; transactionId: number | null; userId: number | null; at: Date },
  ): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO client_balance_entries (establishment_id, client_id, kind, amount_cents, method, transaction_id, created_by_user_id, created_at)
       VALUES ($1, $2, 'payment', $3, $4, $5, $6, $7) RETURNING id`,
      [e.establishmentId, e.clientId, e.amount, e.method, e.transactionId, e.userId, e.at],
    );
    return row.id;
  }

  /** The balance left as the client's debt ('fiado'): a negative entry of her balance ledger. */
  async insertDebt(tx: EntityManager, establishmentId: number, clientId: number, checkoutId: number, cents: number, userId: number | null): Promise<void> {
    await tx.query(
      `INSERT INTO client_balance_entries (establishment_id, client_id, checkout_id, kind, amount_cents, created_by_user_id) VALUES ($1, $2, $3, 'debt', $4, $5)`,
      [establishmentId, clientId, checkoutId, -cents, userId],
    );
  }

  /** The debt ('fiado') the comanda's closing left, in cents (0 when none). */
  async debtOf(tx: EntityManager, checkoutId: number): Promise<{ clientId: number; cents: number } | null> {
    const [row] = await tx.query(
      `SELECT client_id AS "clientId", (-amount_cents)::float8 AS cents FROM client_balance_entries WHERE checkout_id = $1 AND kind = 'debt'`,
      [checkoutId],
    );
    return row ?? null;
  }

  /** Part of a comanda's debt forgiven by a refund: a positive entry of the client's ledger. */
  async insertDebtRefund(
    tx: EntityManager,
    establishmentId: number,
    clientId: number,
    checkoutId: number,
    cents: number,
    userId: number | null,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO client_balance_entries (establishment_id, client_id, checkout_id, kind, amount_cents, created_by_user_id) VALUES ($1, $2, $3, 'refund', $4, $5)`,
      [establishmentId, clientId, checkoutId, cents, userId],
    );
  }
}
