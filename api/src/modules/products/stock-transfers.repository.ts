import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UNIT_ROLE_SQL } from '../../platform/auth/session.service';

/** The unit a transfer goes to, as the caller may act in it (UNIT_ROLE_SQL), with the unit it leaves. */
export interface TransferTarget {
  id: number;
  name: string;
  plan: string;
  role: string;
  fromName: string;
}

/** A locked product row of either unit of a transfer. */
export interface LockedStock {
  id: number;
  establishmentId: number;
  currentStock: number;
}

/** The reads and the ledger pair of a stock transfer between units (docs/product/units.md, 'Stock transfers'). */
@Injectable()
export class StockTransfersRepository {
  /** Unit $2 when it is of the same network as $3 (the session's unit) and user $1 may act there; else null. */
  async target(tx: EntityManager, userId: number, toId: number, fromId: number): Promise<TransferTarget | null> {
    const rows: TransferTarget[] = await tx.query(
      `SELECT e.id, e.name, e.plan, a.role, s.name AS "fromName"
         FROM users u
         JOIN establishments s ON s.id = $3
         JOIN establishments e ON e.id = $2 AND e.network_id = s.network_id
         CROSS JOIN LATERAL (${UNIT_ROLE_SQL}) a
        WHERE u.id = $1 AND u.is_active`,
      [userId, toId, fromId],
    );
    return rows[0] ?? null;
  }

  /** The live product of the unit with this name (case-insensitive), the oldest when there are several. */
  async sameName(tx: EntityManager, establishmentId: number, name: string): Promise<number | null> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM products WHERE establishment_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [establishmentId, name],
    );
    return rows[0]?.id ?? null;
  }

  /** Held until the transaction ends: two transfers creating the same product in one unit take turns. */
  async lockName(tx: EntityManager, establishmentId: number, name: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('stock-transfer:' || $1::text || ':' || lower($2), 0))`, [establishmentId, name]);
  }

  /** Both products locked in id order (whichever unit each is in), so opposite transfers never deadlock. */
  lockPair(tx: EntityManager, ids: [number, number]): Promise<LockedStock[]> {
    return tx.query(
      `SELECT id, establishment_id AS "establishmentId", current_stock AS "currentStock" FROM products
        WHERE id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
      [ids],
    );
  }

  /** The two ledger lines of one transfer, sharing its id, each naming the other unit. */
  async insertPair(
    tx: EntityManager,
    t: { out: { establishmentId: number; productId: number; stockAfter: number }; in: { establishmentId: number; productId: number; stockAfter: number } },
    quantity: number,
    reason: string | null,
    userId: number,
  ): Promise<number> {
    const [row] = await tx.query(
      `WITH t AS (SELECT nextval('stock_transfer_ids') AS id),
       ins AS (INSERT INTO stock_movements (establishment_id, product_id, kind, quantity, stock_after, reason, user_id, transfer_id, transfer_unit_id)
               SELECT v.e, v.p, 'transferencia', v.q, v.a, $8, $9, t.id, v.other
                 FROM t, (VALUES ($1::int, $2::int, -$5::int, $6::int, $3::int, 1), ($3::int, $4::int, $5::int, $7::int, $1::int, 2)) v(e, p, q, a, other, ord)
                ORDER BY v.ord)
       SELECT id::text AS id FROM t`,
      [t.out.establishmentId, t.out.productId, t.in.establishmentId, t.in.productId, quantity, t.out.stockAfter, t.in.stockAfter, reason, userId],
    );
    return Number(row.id);
  }
}
