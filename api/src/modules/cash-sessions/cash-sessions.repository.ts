import { Injectable } from '@nestjs/common';
import type { CashMovementType, CashMethodLine, CashSessionStatus, CheckoutPaymentMethod } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';

export type Db = Pick<EntityManager, 'query'>;

export interface SessionRow {
  id: number;
  register: string;
  status: CashSessionStatus;
  opening: number;
  openedAt: string;
  openedBy: string | null;
  closedAt: string | null;
  closedBy: string | null;
  closing: CashMethodLine[] | null;
  version: number;
}

export interface MovementRow {
  id: number;
  sessionId: number;
  type: CashMovementType | 'pagamento';
  method: CheckoutPaymentMethod | null;
  amount: number;
  received: number | null;
  change: number;
  reason: string | null;
  checkoutId: number | null;
  userName: string | null;
  createdAt: string;
}

const SESSION_COLUMNS = `
  s.id, s.register, s.status, s.opening_cents::float8 AS opening, s.opened_at AS "openedAt",
  ou.name AS "openedBy", s.closed_at AS "closedAt", cu.name AS "closedBy", s.closing, s.version`;
const SESSION_FROM = `
  FROM cash_sessions s
  LEFT JOIN users ou ON ou.id = s.opened_by_user_id
  LEFT JOIN users cu ON cu.id = s.closed_by_user_id`;

/** SQL of the cash drawers (docs/product/api.md, 'Caixa'); amounts are integer cents. */
@Injectable()
export class CashSessionsRepository {
  constructor(readonly db: DataSource) {}

  async find(db: Db, establishmentId: number, id: number, lock = false): Promise<SessionRow | null> {
    if (lock) await db.query(`SELECT id FROM cash_sessions WHERE id = $1 AND establishment_id = $2 FOR UPDATE`, [id, establishmentId]);
    const rows = await db.query(`SELECT ${SESSION_COLUMNS} ${SESSION_FROM} WHERE s.id = $1 AND s.establishment_id = $2`, [id, establishmentId]);
    return rows[0] ?? null;
  }

  /** The open drawers, the default register first, then the oldest. */
  async open(db: Db, establishmentId: number): Promise<SessionRow[]> {
    return db.query(`SELECT ${SESSION_COLUMNS} ${SESSION_FROM} WHERE s.establishment_id = $1 AND s.status = 'open' ORDER BY s.register = 'Caixa' DESC, s.id`, [
      establishmentId,
    ]);
  }

  /**
   * The drawer a payment goes to, locked: a close running at the same time finishes first and the payment then
   * finds no open drawer (it never lands on a closing already counted).
   */
  async lockReceiving(db: Db, establishmentId: number): Promise<number | null> {
    const rows = await db.query(
      `SELECT id FROM cash_sessions WHERE establishment_id = $1 AND status = 'open' ORDER BY register = 'Caixa' DESC, id LIMIT 1 FOR UPDATE`,
      [establishmentId],
    );
    return rows[0]?.id ?? null;
  }

  /** The drawers opened in [from, to), and those opened before and still open; the open ones first. */
  async day(db: Db, establishmentId: number, from: Date, to: Date): Promise<SessionRow[]> {
    return db.query(
      `SELECT ${SESSION_COLUMNS} ${SESSION_FROM}
        WHERE s.establishment_id = $1 AND s.opened_at < $3 AND (s.opened_at >= $2 OR s.status = 'open')
        ORDER BY s.status = 'open' DESC, s.opened_at DESC, s.id DESC`,
      [establishmentId, from, to],
    );
  }

  /** null when a drawer of this register is already open (the partial unique index). */
  async insert(db: Db, establishmentId: number, register: string, opening: number, userId: number | null, at: Date): Promise<number | null> {
    const rows = await db.query(
      `INSERT INTO cash_sessions (establishment_id, register, opening_cents, opened_at, opened_by_user_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (establishment_id, register) WHERE status = 'open' DO NOTHING RETURNING id`,
      [establishmentId, register, opening, at, userId],
    );
    return rows[0]?.id ?? null;
  }

  async insertMovement(
    db: Db,
    sessionId: number,
    m: {
      type: CashMovementType | 'pagamento';
      method: string | null;
      amount: number;
      received: number | null;
      change: number;
      reason: string | null;
      checkoutId: number | null;
      paymentId: number | null;
      userId: number | null;
      at: Date;
    },
  ): Promise<number> {
    const [row] = await db.query(
      `INSERT INTO cash_movements (session_id, type, method, amount_cents, received_cents, change_cents, reason, checkout_id, payment_id, user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [sessionId, m.type, m.method, m.amount, m.received, m.change, m.reason, m.checkoutId, m.paymentId, m.userId, m.at],
    );
    return row.id;
  }

  async movements(db: Db, sessionIds: number[]): Promise<MovementRow[]> {
    if (sessionIds.length === 0) return [];
    return db.query(
      `SELECT m.id, m.session_id AS "sessionId", m.type, m.method, m.amount_cents::float8 AS amount,
              m.received_cents::float8 AS received, m.change_cents::float8 AS change, m.reason,
              m.checkout_id AS "checkoutId", u.name AS "userName", m.created_at AS "createdAt"
         FROM cash_movements m LEFT JOIN users u ON u.id = m.user_id
        WHERE m.session_id = ANY($1) ORDER BY m.session_id, m.id`,
      [sessionIds],
    );
  }

  /** Closes an open drawer at `version` (any when null); false when it was not open at that version. */
  async close(db: Db, id: number, closing: CashMethodLine[], userId: number | null, at: Date, version: number | null): Promise<boolean> {
    const rows = returnedRows(
      await db.query(
        `UPDATE cash_sessions SET status = 'closed', closing = $2, closed_by_user_id = $3, closed_at = $4, version = version + 1
        WHERE id = $1 AND status = 'open' AND ${versionMatches(5)} RETURNING id`,
        [id, JSON.stringify(closing), userId, at, version],
      ),
    );
    return rows.length > 0;
  }

  async settings(db: Db, establishmentId: number): Promise<{ requireOpenForCash: boolean; version: number }> {
    const rows = await db.query(`SELECT require_open_for_cash AS "requireOpenForCash", version FROM cash_settings WHERE establishment_id = $1`, [
      establishmentId,
    ]);
    return rows[0] ?? { requireOpenForCash: false, version: 1 };
  }

  /**
   * Saves at `version` (any when null); null when the stored version differs. No row reads as version 1, so
   * the first save writes version 2.
   */
  async saveSettings(db: Db, establishmentId: number, requireOpenForCash: boolean, version: number | null) {
    type Saved = { requireOpenForCash: boolean; version: number };
    const updated = returnedRows<Saved>(
      await db.query(
        `UPDATE cash_settings SET require_open_for_cash = $2, version = version + 1, updated_at = now()
        WHERE establishment_id = $1 AND ${versionMatches(3)} RETURNING require_open_for_cash AS "requireOpenForCash", version`,
        [establishmentId, requireOpenForCash, version],
      ),
    );
    if (updated[0]) return updated[0];
    if (version !== null && version !== 1) return null;
    const inserted: Saved[] = await db.query(
      `INSERT INTO cash_settings (establishment_id, require_open_for_cash, version) VALUES ($1, $2, 2)
       ON CONFLICT (establishment_id) DO NOTHING RETURNING require_open_for_cash AS "requireOpenForCash", version`,
      [establishmentId, requireOpenForCash],
    );
    return inserted[0] ?? null;
  }

  async establishmentName(db: Db, establishmentId: number): Promise<string> {
    const rows = await db.query(`SELECT name FROM establishments WHERE id = $1`, [establishmentId]);
    return rows[0]?.name ?? '';
  }
}
