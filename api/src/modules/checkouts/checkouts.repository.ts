import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { writeAtCommit } from '../../platform/database/commit-writes';
import { preparedRows } from '../../platform/database/data-source';
import type { ClientAnonymized, ClientMerged } from '../../platform/hooks/domain-events';
import {
  checkoutColumns,
  itemsJson,
  paymentsJson,
  type AppointmentForCheckout,
  type CheckoutRow,
  type ItemRow,
  type LoadedCheckout,
  type PaymentRow,
} from './checkout-rows';
import { checkoutCursorQuery, checkoutWhere } from './checkouts.sql';

type Db = Pick<EntityManager, 'query'>;

export type { AppointmentForCheckout, CheckoutRow, ItemRow, LoadedCheckout, PaymentRow } from './checkout-rows';

/** Every SQL statement on checkouts, checkout_items and checkout_payments; reads of the catalogue they price from. */
/** What GET /api/checkouts filters by; null: no filter. ownStaffId: a professional sees the comandas that are all hers. */
export interface CheckoutFilter {
  from: Date | null;
  to: Date | null;
  status: string | null;
  clientId: number | null;
  appointmentId: number | null;
  ownStaffId: number | null;
}

@Injectable()
export class CheckoutsRepository {
  constructor(readonly db: DataSource) {}

  /**
   * The comanda with its items and payments in one statement (json_agg). Locked: a close or payment that waited
   * on the lock gets the row's newest version, but its subqueries still read the statement's snapshot; every
   * change of items, payments or refunds bumps `version`, so a version the snapshot had not seen means reading
   * them again, now under the lock.
   */
  async find(db: DataSource | EntityManager, establishmentId: number, id: number, zone: string, lock = false): Promise<LoadedCheckout | null> {
    const [row] = await preparedRows<LoadedCheckout & { seenVersion?: number }>(
      db,
      lock ? 'checkout_lock' : 'checkout_find',
      `SELECT ${checkoutColumns('$3')}, ${itemsJson('$3')} AS items, ${paymentsJson} AS payments${lock ? ', (SELECT s.version FROM checkouts s WHERE s.id = c.id) AS "seenVersion"' : ''}
         FROM checkouts c WHERE c.id = $1 AND c.establishment_id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
      [id, establishmentId, zone],
    );
    if (!row) return null;
    if (lock && row.seenVersion !== row.version) return this.find(db, establishmentId, id, zone);
    delete row.seenVersion;
    return row;
  }

  items(db: Db, checkoutIds: number[], zone: string): Promise<(ItemRow & { id: number; checkoutId: number; refundedAt: string | null })[]> {
    return db.query(
      `SELECT id, checkout_id AS "checkoutId", type, service_id AS "serviceId", product_id AS "productId", package_id AS "packageId",
              client_package_id AS "clientPackageId", name, staff_id AS "staffId", quantity, unit_price_cents::float8 AS "unitPrice", discount_cents::float8 AS discount,
              to_char(refunded_at AT TIME ZONE $2::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "refundedAt"
         FROM checkout_items WHERE checkout_id = ANY($1::int[]) ORDER BY checkout_id, position`,
      [checkoutIds, zone],
    );
  }

  payments(db: Db, checkoutIds: number[]): Promise<(PaymentRow & { checkoutId: number })[]> {
    return db.query(
      `SELECT id, checkout_id AS "checkoutId", method, amount_cents::float8 AS amount, received_cents::float8 AS received, change_cents::float8 AS change,
              installments, card_brand AS "cardBrand", fee_cents::float8 AS fee, expected_on::text AS "expectedOn", label
         FROM checkout_payments WHERE checkout_id = ANY($1::int[]) ORDER BY checkout_id, id`,
      [checkoutIds],
    );
  }

  /** A page of the establishment's comandas, newest first, and how many match. */
  async page(establishmentId: number, zone: string, filter: CheckoutFilter, limit: number, offset: number): Promise<{ rows: CheckoutRow[]; total: number }> {
    const where = checkoutWhere;
    const params = [establishmentId, filter.from, filter.to, filter.status, filter.clientId, filter.appointmentId, filter.ownStaffId];
    const rows = await this.db.query(
      `SELECT ${checkoutColumns('$8')} FROM checkouts c WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $9 OFFSET $10`,
      [...params, zone, limit, offset],
    );
    const [count] = await this.db.query(`SELECT count(*)::int AS total FROM checkouts c WHERE ${where}`, params);
    return { rows, total: count.total };
  }

  /** Up to `limit` comandas of the filter with an id above `after`, in id order (checkouts_establishment_id_idx). */
  cursor(establishmentId: number, zone: string, filter: CheckoutFilter, after: number, limit: number): Promise<CheckoutRow[]> {
    const q = checkoutCursorQuery(establishmentId, zone, filter, after, limit);
    return this.db.query(q.text, q.values);
  }

  /** The appointments a comanda charges, locked: a second comanda of one of them waits, then sees the first. */
  appointments(tx: EntityManager, establishmentId: number, ids: number[]): Promise<AppointmentForCheckout[]> {
    return tx.query(
      `SELECT a.id, a.client_id AS "clientId", a.service_id AS "serviceId", a.staff_id AS "staffId", round(a.price * 100)::float8 AS price,
              sv.name AS "serviceName", a.status
         FROM appointments a JOIN services sv ON sv.id = a.service_id
        WHERE a.id = ANY($2::int[]) AND a.establishment_id = $1 ORDER BY array_position($2::int[], a.id) FOR UPDATE OF a`,
      [establishmentId, ids],
    );
  }

  /** Those of the comanda's appointments whose service is one of `serviceIds` (their item is the service's). */
  async appointmentsOfServices(tx: EntityManager, appointmentIds: number[], serviceIds: number[]): Promise<number[]> {
    if (appointmentIds.length === 0 || serviceIds.length === 0) return [];
    const rows: { id: number }[] = await tx.query(`SELECT id FROM appointments WHERE id = ANY($1::int[]) AND service_id = ANY($2::int[]) ORDER BY id`, [
      appointmentIds,
      serviceIds,
    ]);
    return rows.map((r) => r.id);
  }

  /** Whether one of the appointments is already on another comanda that is not refunded. */
  async appointmentTaken(tx: EntityManager, establishmentId: number, ids: number[], exceptId: number | null): Promise<boolean> {
    if (ids.length === 0) return false;
    const rows = await tx.query(
      `SELECT 1 FROM checkouts WHERE establishment_id = $1 AND status <> 'refunded' AND appointment_ids && $2::int[] AND ($3::int IS NULL OR id <> $3) LIMIT 1`,
      [establishmentId, ids, exceptId],
    );
    return rows.length > 0;
  }

  async service(tx: EntityManager, establishmentId: number, id: number): Promise<{ name: string; price: number } | null> {
    const [row] = await tx.query(
      `SELECT name, round(price * 100)::float8 AS price FROM services WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`,
      [id, establishmentId],
    );
    return row ?? null;
  }

  async product(tx: EntityManager, establishmentId: number, id: number): Promise<{ name: string; price: number } | null> {
    const [row] = await tx.query(
      `SELECT name, round(price * 100)::float8 AS price FROM products WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`,
      [id, establishmentId],
    );
    return row ?? null;
  }

  async staffExists(tx: EntityManager, establishmentId: number, id: number): Promise<boolean> {
    return (await tx.query(`SELECT 1 FROM staff WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [id, establishmentId])).length > 0;
  }

  async clientExists(tx: EntityManager, establishmentId: number, id: number): Promise<boolean> {
    return (await tx.query(`SELECT 1 FROM clients c WHERE id = $1 AND ${inClientScope(2)} AND deleted_at IS NULL`, [id, establishmentId])).length > 0;
  }

  /** A new comanda numbered after the establishment's last (the advisory lock makes concurrent numbers distinct). */
  async insert(
    tx: EntityManager,
    establishmentId: number,
    c: { clientId: number | null; appointmentIds: number[]; discount: number; tipAmount: number; tipStaffId: number | null; userId: number | null },
  ): Promise<number> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('checkout_number'), $1)`, [establishmentId]);
    const [row] = await tx.query(
      `INSERT INTO checkouts (establishment_id, number, client_id, appointment_ids, discount_cents, tip_cents, tip_staff_id, created_by_user_id)
       SELECT $1, coalesce(max(number), 0) + 1, $2, $3::int[], $4, $5, $6, $7 FROM checkouts WHERE establishment_id = $1 RETURNING id`,
      [establishmentId, c.clientId, c.appointmentIds, c.discount, c.tipAmount, c.tipStaffId, c.userId],
    );
    return row.id;
  }

  async update(
    tx: EntityManager,
    id: number,
    c: { clientId: number | null; appointmentIds: number[]; discount: number; tipAmount: number; tipStaffId: number | null },
  ): Promise<void> {
    await tx.query(
      `UPDATE checkouts SET client_id = $2, appointment_ids = $3::int[], discount_cents = $4, tip_cents = $5, tip_staff_id = $6, version = version + 1 WHERE id = $1`,
      [id, c.clientId, c.appointmentIds, c.discount, c.tipAmount, c.tipStaffId],
    );
  }

  async replaceItems(tx: EntityManager, checkoutId: number, items: ItemRow[]): Promise<void> {
    await tx.query(`DELETE FROM checkout_items WHERE checkout_id = $1`, [checkoutId]);
    for (const [position, i] of items.entries()) {
      await tx.query(
        `INSERT INTO checkout_items (checkout_id, position, type, service_id, product_id, name, staff_id, quantity, unit_price_cents, discount_cents,
                                     package_id, client_package_id, gift_recipient, gift_message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          checkoutId,
          position,
          i.type,
          i.serviceId,
          i.productId,
          i.name,
          i.staffId,
          i.quantity,
          i.unitPrice,
          i.discount,
          i.packageId ?? null,
          i.clientPackageId ?? null,
          i.recipient ?? null,
          i.message ?? null,
        ],
      );
    }
  }

  /** The payment and the comanda's new version in one statement. */
  async insertPayment(tx: EntityManager, checkoutId: number, p: Omit<PaymentRow, 'id'>): Promise<number> {
    const [row] = await tx.query(
      `WITH v AS (UPDATE checkouts SET version = version + 1 WHERE id = $1)
       INSERT INTO checkout_payments (checkout_id, method, amount_cents, received_cents, change_cents, installments, card_brand, fee_cents, expected_on, label)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10) RETURNING id`,
      [checkoutId, p.method, p.amount, p.received, p.change, p.installments, p.cardBrand, p.fee, p.expectedOn, p.label ?? null],
    );
    return row.id;
  }

  async setClosed(tx: EntityManager, id: number, transactionIds: number[], at: Date): Promise<void> {
    // Nothing later in the closing reads the comanda's row again (locked since the start): written with the commit.
    await writeAtCommit(tx, {
      name: 'checkout_set_closed',
      sql: `UPDATE checkouts SET status = 'closed', closed_at = $3, transaction_ids = $2::int[], version = version + 1 WHERE id = $1`,
      values: [id, transactionIds, at],
    });
  }

  /** An anonymized client (the 'client.anonymized' event): her name leaves the refund reasons of her comandas. */
  async eraseClientName(tx: EntityManager, e: ClientAnonymized): Promise<void> {
    await tx.query(
      `UPDATE checkouts c SET refund_reason = replace(refund_reason, $3, $4) WHERE ${inClientScope(1)} AND client_id = $2 AND strpos(refund_reason, $3) > 0`,
      [e.establishmentId, e.clientId, e.formerName, e.anonymizedName],
    );
    await tx.query(
      `UPDATE checkout_refunds r SET reason = replace(r.reason, $3, $4) FROM checkouts c
        WHERE c.id = r.checkout_id AND ${inClientScope(1)} AND c.client_id = $2 AND strpos(r.reason, $3) > 0`,
      [e.establishmentId, e.clientId, e.formerName, e.anonymizedName],
    );
  }

  /** A client merged into another (the 'client.merged' event): her comandas and balance entries name the target. */
  async moveClient(tx: EntityManager, e: ClientMerged): Promise<void> {
    await tx.query(`UPDATE checkouts c SET client_id = $3 WHERE ${inClientScope(1)} AND client_id = $2`, [e.establishmentId, e.sourceId, e.targetId]);
    await tx.query(`UPDATE client_balance_entries b SET client_id = $3 WHERE ${inClientScope(1, 'b')} AND client_id = $2`, [
      e.establishmentId,
      e.sourceId,
      e.targetId,
    ]);
  }
}
