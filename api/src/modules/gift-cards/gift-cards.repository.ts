import { Injectable } from '@nestjs/common';
import type { GiftCardDto, GiftCardEntryDto, GiftCardEntryKind } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

export interface GiftCardRow {
  id: number;
  code: string;
  amount: number;
  balance: number;
  recipient: string | null;
  message: string | null;
  expiresOn: string;
  status: 'active' | 'cancelled';
  checkoutId: number | null;
  checkoutItemId: number | null;
  createdAt: string;
  version: number;
}

const COLUMNS = `g.id, g.code, g.amount_cents::float8 AS amount, g.balance_cents::float8 AS balance, g.recipient, g.message,
  g.expires_on::text AS "expiresOn", g.status, g.checkout_id AS "checkoutId", g.checkout_item_id AS "checkoutItemId", g.version,
  to_char(g.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

/** Every SQL statement on gift_cards and gift_card_entries (docs/product/gift-cards.md). */
@Injectable()
export class GiftCardsRepository {
  constructor(readonly db: DataSource) {}

  /** The establishment's card of that code (another salon's is not found), locked when `lock`. */
  async byCode(db: Db, establishmentId: number, code: string, zone: string, lock = false): Promise<GiftCardRow | null> {
    const [row] = await db.query(`SELECT ${COLUMNS} FROM gift_cards g WHERE g.code = $2 AND g.establishment_id = $1${lock ? ' FOR UPDATE' : ''}`, [
      establishmentId,
      code,
      zone,
    ]);
    return row ?? null;
  }

  byCheckout(db: Db, establishmentId: number, checkoutId: number, zone: string, lock = false): Promise<GiftCardRow[]> {
    return db.query(`SELECT ${COLUMNS} FROM gift_cards g WHERE g.checkout_id = $2 AND g.establishment_id = $1 ORDER BY g.id${lock ? ' FOR UPDATE' : ''}`, [
      establishmentId,
      checkoutId,
      zone,
    ]);
  }

  /** The cards a comanda paid with and what each has still to get back from its refunds, in order of use. */
  usedIn(tx: Db, checkoutId: number): Promise<{ id: number; left: number }[]> {
    return tx.query(
      `SELECT gift_card_id AS id, (-sum(amount_cents))::float8 AS left FROM gift_card_entries
        WHERE checkout_id = $1 AND kind IN ('use', 'refund') GROUP BY gift_card_id HAVING sum(amount_cents) < 0 ORDER BY min(id)`,
      [checkoutId],
    );
  }

  entries(db: Db, cardId: number, zone: string): Promise<GiftCardEntryDto[]> {
    return db.query(
      `SELECT e.id, e.kind, e.amount_cents::float8 AS amount, e.checkout_id AS "checkoutId", c.number AS "checkoutNumber",
              to_char(e.created_at AT TIME ZONE $2::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
         FROM gift_card_entries e LEFT JOIN checkouts c ON c.id = e.checkout_id WHERE e.gift_card_id = $1 ORDER BY e.id DESC`,
      [cardId, zone],
    );
  }

  /** The sum of the card's entries: equal to its balance (the reconciliation tests check it). */
  async ledgerSum(db: Db, cardId: number): Promise<number> {
    const [row] = await db.query(`SELECT coalesce(sum(amount_cents), 0)::float8 AS n FROM gift_card_entries WHERE gift_card_id = $1`, [cardId]);
    return row.n;
  }

  async insert(
    tx: EntityManager,
    c: {
      establishmentId: number;
      code: string;
      amount: number;
      recipient: string | null;
      message: string | null;
      expiresOn: string;
      checkoutId: number;
      checkoutItemId: number;
      clientId: number | null;
      userId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO gift_cards (establishment_id, code, amount_cents, balance_cents, recipient, message, expires_on, checkout_id, checkout_item_id, client_id, created_by_user_id)
       VALUES ($1, $2, $3, $3, $4, $5, $6::date, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [c.establishmentId, c.code, c.amount, c.recipient, c.message, c.expiresOn, c.checkoutId, c.checkoutItemId, c.clientId, c.userId],
    );
    return row?.id ?? 0;
  }

  /** One movement: the entry and the card's balance (and status) in one statement, on the locked card. */
  async move(
    tx: EntityManager,
    e: {
      establishmentId: number;
      cardId: number;
      kind: GiftCardEntryKind;
      amount: number;
      checkoutId: number | null;
      paymentId: number | null;
      userId: number | null;
    },
  ): Promise<void> {
    await tx.query(
      `WITH g AS (UPDATE gift_cards SET balance_cents = balance_cents + $4, version = version + 1,
                    status = CASE WHEN $3 = 'cancel' THEN 'cancelled' ELSE status END WHERE id = $2)
       INSERT INTO gift_card_entries (establishment_id, gift_card_id, kind, amount_cents, checkout_id, checkout_payment_id, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [e.establishmentId, e.cardId, e.kind, e.amount, e.checkoutId, e.paymentId, e.userId],
    );
  }

  /** The issue entry of a card just inserted (its balance already the amount). */
  async issued(tx: EntityManager, establishmentId: number, cardId: number, amount: number, checkoutId: number, userId: number | null): Promise<void> {
    await tx.query(
      `INSERT INTO gift_card_entries (establishment_id, gift_card_id, kind, amount_cents, checkout_id, created_by_user_id) VALUES ($1, $2, 'issue', $3, $4, $5)`,
      [establishmentId, cardId, amount, checkoutId, userId],
    );
  }
}

export type GiftCardView = Omit<GiftCardDto, 'entries' | 'expired'>;
