import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Every SQL statement on checkout_refunds, and what a refund marks on the comanda and its items. */
@Injectable()
export class CheckoutRefundsRepository {
  /** What the comanda's refunds so far gave back, in cents: in all, as forgiven debt, as reversed fee, and per method. */
  async refundedSoFar(tx: EntityManager, checkoutId: number): Promise<{ amount: number; debt: number; fee: number; methods: Record<string, number> }> {
    const rows: { amount: number; debt: number; fee: number; methods: Record<string, number> }[] = await tx.query(
      `SELECT amount_cents::float8 AS amount, debt_cents::float8 AS debt, fee_cents::float8 AS fee, methods FROM checkout_refunds WHERE checkout_id = $1`,
      [checkoutId],
    );
    const methods: Record<string, number> = {};
    for (const r of rows) for (const [m, cents] of Object.entries(r.methods)) methods[m] = (methods[m] ?? 0) + cents;
    return {
      amount: rows.reduce((a, r) => a + r.amount, 0),
      debt: rows.reduce((a, r) => a + r.debt, 0),
      fee: rows.reduce((a, r) => a + r.fee, 0),
      methods,
    };
  }

  /** The cents of refunded packages' prices their used or expired sessions kept (docs/product/packages.md). */
  async keptSoFar(tx: EntityManager, checkoutId: number): Promise<number> {
    const [row] = await tx.query(`SELECT coalesce(sum(refund_kept_cents), 0)::float8 AS n FROM checkout_items WHERE checkout_id = $1`, [checkoutId]);
    return row.n;
  }

  async setKept(tx: EntityManager, checkoutId: number, kept: Map<number, number>): Promise<void> {
    for (const [itemId, cents] of kept)
      if (cents > 0) await tx.query(`UPDATE checkout_items SET refund_kept_cents = $3 WHERE checkout_id = $1 AND id = $2`, [checkoutId, itemId, cents]);
  }

  /** A refund of some of the comanda's items (or all that were left: the comanda becomes refunded). */
  async insertRefund(
    tx: EntityManager,
    establishmentId: number,
    checkoutId: number,
    r: {
      reason: string;
      amount: number;
      debt: number;
      fee: number;
      methods: Record<string, number>;
      itemIds: number[];
      last: boolean;
      at: Date;
      userId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO checkout_refunds (establishment_id, checkout_id, reason, amount_cents, debt_cents, fee_cents, methods, created_by_user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id`,
      [establishmentId, checkoutId, r.reason, r.amount, r.debt, r.fee, JSON.stringify(r.methods), r.userId, r.at],
    );
    await tx.query(`UPDATE checkout_items SET refund_id = $2, refunded_at = $3 WHERE checkout_id = $1 AND id = ANY($4::int[])`, [
      checkoutId,
      row.id,
      r.at,
      r.itemIds,
    ]);
    if (r.last) {
      await tx.query(`UPDATE checkouts SET status = 'refunded', refunded_at = $3, refund_reason = $2, version = version + 1 WHERE id = $1`, [
        checkoutId,
        r.reason,
        r.at,
      ]);
    } else {
      await tx.query(`UPDATE checkouts SET version = version + 1 WHERE id = $1`, [checkoutId]);
    }
    return row.id;
  }

  async setRefundTransactions(tx: EntityManager, refundId: number, transactionIds: number[]): Promise<void> {
    await tx.query(`UPDATE checkout_refunds SET transaction_ids = $2::int[] WHERE id = $1`, [refundId, transactionIds]);
  }
}
