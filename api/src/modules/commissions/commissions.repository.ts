import { Injectable } from '@nestjs/common';
import type { CommissionBase, CommissionEntryDto, CommissionEntryStatus, CommissionPayoutDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { writeAtCommit } from '../../platform/database/commit-writes';
import type { CommissionRate } from './commission-math';
import { preparedRows, returnedRows } from '../../platform/database/data-source';

type Db = Pick<EntityManager, 'query'>;

export interface EntryInsert {
  staffId: number;
  checkoutItemId: number | null;
  kind: 'item' | 'tip';
  description: string;
  baseAmount: number;
  percent: string;
  amount: number;
}

export interface EntryFilter {
  staffId: number | null;
  from: string | null;
  to: string | null;
  status: CommissionEntryStatus | null;
}

const entryColumns = (zone: string) => `e.id, e.staff_id AS "staffId", s.name AS "staffName", e.checkout_id AS "checkoutId", c.number AS "checkoutNumber",
  e.checkout_item_id AS "checkoutItemId", e.kind, e.description, e.base_amount::float8 AS "baseAmount", e.percent::float8 AS percent,
  e.amount::float8 AS amount, e.status, e.payout_id AS "payoutId", e.reverses_entry_id AS "reversesEntryId",
  to_char(e.occurred_at AT TIME ZONE ${zone}::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "occurredAt"`;

const payoutColumns = `p.id, p.staff_id AS "staffId", s.name AS "staffName", to_char(p.period_from, 'YYYY-MM-DD') AS "from",
  to_char(p.period_to, 'YYYY-MM-DD') AS "to", p.total::float8 AS total, p.entries, p.transaction_id AS "transactionId"`;

/** commission_settings, commission_rates, commission_entries and commission_payouts (docs/product/entities.md, 'Commission entry'). */
@Injectable()
export class CommissionsRepository {
  constructor(readonly db: DataSource) {}

  async settings(db: Db, establishmentId: number, lock = false): Promise<{ base: CommissionBase; version: number }> {
    const rows = await db.query(`SELECT base, version FROM commission_settings WHERE establishment_id = $1${lock ? ' FOR UPDATE' : ''}`, [establishmentId]);
    return rows[0] ?? { base: 'bruto', version: 1 };
  }

  rates(db: Db, establishmentId: number): Promise<{ serviceId: number | null; productId: number | null; staffId: number | null; percent: number }[]> {
    return db.query(
      `SELECT service_id AS "serviceId", product_id AS "productId", staff_id AS "staffId", percent::float8 AS percent
         FROM commission_rates WHERE establishment_id = $1 ORDER BY id`,
      [establishmentId],
    );
  }

  /** Saves the base and replaces the rates; false when `version` is stale. */
  async saveRules(
    tx: EntityManager,
    establishmentId: number,
    base: CommissionBase,
    version: number | undefined,
    rates: { serviceId: number | null; productId: number | null; staffId: number | null; percent: number }[],
  ): Promise<boolean> {
    await tx.query(`INSERT INTO commission_settings (establishment_id) VALUES ($1) ON CONFLICT DO NOTHING`, [establishmentId]);
    const rows = returnedRows<{ version: number }>(
      await tx.query(
        `UPDATE commission_settings SET base = $2, version = version + 1, updated_at = now()
        WHERE establishment_id = $1 AND ($3::int IS NULL OR version = $3::int) RETURNING version`,
        [establishmentId, base, version ?? null],
      ),
    );
    if (rows.length === 0) return false;
    await tx.query(`DELETE FROM commission_rates WHERE establishment_id = $1`, [establishmentId]);
    for (const r of rates)
      await tx.query(`INSERT INTO commission_rates (establishment_id, service_id, product_id, staff_id, percent) VALUES ($1, $2, $3, $4, $5)`, [
        establishmentId,
        r.serviceId,
        r.productId,
        r.staffId,
        r.percent,
      ]);
    return true;
  }

  async countExisting(db: Db, establishmentId: number, table: 'services' | 'products' | 'staff', ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE establishment_id = $1 AND id = ANY($2::int[])`, [establishmentId, ids]);
    return rows[0].n;
  }

  /**
   * The percent of an item: the rate for this professional and this service (product), else the service's
   * (product's) rate for everyone, else the professional's default rate (staff.commission_rate), else 0.
   */
  /**
   * What a comanda's commissions need, in one statement: the establishment's base, the rates that could apply to
   * its items and its professionals' own rates (commissionPercent picks each item's). Arrays compared with ANY,
   * so PostgreSQL keeps one plan for the statement instead of planning it per closing.
   */
  async terms(
    db: EntityManager,
    establishmentId: number,
    items: { staffId: number; serviceId: number | null; productId: number | null }[],
  ): Promise<{ base: CommissionBase; rates: CommissionRate[]; ownRates: Map<number, string> }> {
    const [row] = await preparedRows<{ base: CommissionBase; rates: CommissionRate[]; own: [number, string][] }>(
      db,
      'commission_terms',
      `SELECT coalesce((SELECT base FROM commission_settings WHERE establishment_id = $1), 'bruto') AS base,
              coalesce((SELECT json_agg(json_build_object('staffId', r.staff_id, 'serviceId', r.service_id, 'productId', r.product_id, 'percent', r.percent::text))
                          FROM commission_rates r
                         WHERE r.establishment_id = $1 AND (r.staff_id = ANY($2::int[]) OR r.staff_id IS NULL)
                           AND (r.service_id = ANY($3::int[]) OR r.product_id = ANY($4::int[]))), '[]') AS rates,
              coalesce((SELECT json_agg(json_build_array(s.id, coalesce(s.commission_rate, 0)::text)) FROM staff s
                         WHERE s.id = ANY($2::int[]) AND s.establishment_id = $1), '[]') AS own`,
      [
        establishmentId,
        items.map((i) => i.staffId),
        items.map((i) => i.serviceId).filter((id) => id !== null),
        items.map((i) => i.productId).filter((id) => id !== null),
      ],
    );
    return { base: row!.base, rates: row!.rates, ownRates: new Map(row!.own) };
  }

  /** The entries of one comanda, in one insert; an (item, kind) that already has one is skipped (a replayed closing writes nothing twice). */
  async insertEntries(tx: EntityManager, checkout: { establishmentId: number; checkoutId: number; occurredAt: Date }, entries: EntryInsert[]): Promise<void> {
    if (entries.length === 0) return;
    // Nothing later in the closing reads them: written with the commit (one round trip less).
    await writeAtCommit(tx, {
      name: 'commission_entries_insert',
      sql: `INSERT INTO commission_entries (establishment_id, staff_id, checkout_id, checkout_item_id, kind, description, base_amount, percent, amount, occurred_at)
       SELECT $1, e.staff_id, $2, e.item_id, e.kind, e.description, e.base_amount, e.percent, e.amount, $3
         FROM unnest($4::int[], $5::int[], $6::text[], $7::text[], $8::bigint[], $9::numeric[], $10::bigint[]) AS e(staff_id, item_id, kind, description, base_amount, percent, amount)
       ON CONFLICT (checkout_id, (COALESCE(checkout_item_id, 0)), kind) WHERE kind <> 'reversal' DO NOTHING`,
      values: [
        checkout.establishmentId,
        checkout.checkoutId,
        checkout.occurredAt,
        entries.map((e) => e.staffId),
        entries.map((e) => e.checkoutItemId),
        entries.map((e) => e.kind),
        entries.map((e) => e.description),
        entries.map((e) => e.baseAmount),
        entries.map((e) => e.percent),
        entries.map((e) => e.amount),
      ],
    });
  }

  /**
   * A negative open entry for each entry of the comanda not yet reversed (the items named, or all and the tip
   * when `itemIds` is null), whether or not it was paid out: a paid one comes off the next payout.
   */
  async reverse(tx: EntityManager, establishmentId: number, checkoutId: number, itemIds: number[] | null, at: Date): Promise<number> {
    const rows = await tx.query(
      `INSERT INTO commission_entries (establishment_id, staff_id, checkout_id, checkout_item_id, kind, reverses_entry_id, description, base_amount, percent, amount, occurred_at)
       SELECT e.establishment_id, e.staff_id, e.checkout_id, e.checkout_item_id, 'reversal', e.id, 'Estorno: ' || e.description, -e.base_amount, e.percent, -e.amount, $4
         FROM commission_entries e
        WHERE e.establishment_id = $1 AND e.checkout_id = $2 AND e.kind <> 'reversal'
          AND ($3::int[] IS NULL OR (e.kind = 'item' AND e.checkout_item_id = ANY($3::int[])))
       ON CONFLICT (reverses_entry_id) WHERE reverses_entry_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [establishmentId, checkoutId, itemIds, at],
    );
    return rows.length;
  }

  private where(filter: EntryFilter, bounds: [string, string] | null): { sql: string; params: unknown[] } {
    const params: unknown[] = [filter.staffId, filter.status, bounds?.[0] ?? null, bounds?.[1] ?? null];
    const sql = `e.establishment_id = $1 AND ($2::int IS NULL OR e.staff_id = $2::int) AND ($3::text IS NULL OR e.status = $3::text)
      AND ($4::timestamptz IS NULL OR e.occurred_at >= $4::timestamptz) AND ($5::timestamptz IS NULL OR e.occurred_at < $5::timestamptz)`;
    return { sql, params };
  }

  async page(establishmentId: number, zone: string, filter: EntryFilter, bounds: [string, string] | null, limit: number, offset: number) {
    const w = this.where(filter, bounds);
    const base = [establishmentId, ...w.params];
    const [items, count, totals] = await Promise.all([
      this.db.query(
        `SELECT ${entryColumns('$6')} FROM commission_entries e JOIN staff s ON s.id = e.staff_id JOIN checkouts c ON c.id = e.checkout_id
          WHERE ${w.sql} ORDER BY e.occurred_at DESC, e.id DESC LIMIT $7 OFFSET $8`,
        [...base, zone, limit, offset],
      ) as Promise<CommissionEntryDto[]>,
      this.db.query(`SELECT count(*)::int AS n FROM commission_entries e WHERE ${w.sql}`, base),
      this.db.query(
        `SELECT e.staff_id AS "staffId", s.name AS "staffName", sum(e.amount)::float8 AS amount, count(*)::int AS entries
           FROM commission_entries e JOIN staff s ON s.id = e.staff_id WHERE ${w.sql} GROUP BY e.staff_id, s.name ORDER BY s.name`,
        base,
      ),
    ]);
    return { items, total: count[0].n as number, totals };
  }

  /** The open entries of a professional in the period, locked: a second payout waits, then finds them paid. */
  async lockOpen(tx: EntityManager, establishmentId: number, staffId: number, bounds: [string, string]): Promise<{ id: number; amount: number }[]> {
    return tx.query(
      `SELECT id, amount::float8 AS amount FROM commission_entries
        WHERE establishment_id = $1 AND staff_id = $2 AND status = 'open' AND occurred_at >= $3 AND occurred_at < $4
        ORDER BY id FOR UPDATE`,
      [establishmentId, staffId, ...bounds],
    );
  }

  async insertPayout(
    tx: EntityManager,
    p: { establishmentId: number; staffId: number; from: string; to: string; total: number; entries: number; userId: number | null; at: Date },
  ): Promise<number> {
    const rows = await tx.query(
      `INSERT INTO commission_payouts (establishment_id, staff_id, period_from, period_to, total, entries, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [p.establishmentId, p.staffId, p.from, p.to, p.total, p.entries, p.userId, p.at],
    );
    return rows[0].id;
  }

  async markPaid(tx: EntityManager, payoutId: number, entryIds: number[], transactionId: number | null): Promise<void> {
    await tx.query(`UPDATE commission_entries SET status = 'paid', payout_id = $1 WHERE id = ANY($2::int[])`, [payoutId, entryIds]);
    await tx.query(`UPDATE commission_payouts SET transaction_id = $2 WHERE id = $1`, [payoutId, transactionId]);
  }

  async payouts(establishmentId: number, zone: string, staffId: number | null, limit: number, offset: number) {
    const [items, count] = await Promise.all([
      this.db.query(
        `SELECT ${payoutColumns}, to_char(p.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
           FROM commission_payouts p JOIN staff s ON s.id = p.staff_id
          WHERE p.establishment_id = $1 AND ($2::int IS NULL OR p.staff_id = $2::int) ORDER BY p.id DESC LIMIT $4 OFFSET $5`,
        [establishmentId, staffId, zone, limit, offset],
      ) as Promise<CommissionPayoutDto[]>,
      this.db.query(`SELECT count(*)::int AS n FROM commission_payouts p WHERE p.establishment_id = $1 AND ($2::int IS NULL OR p.staff_id = $2::int)`, [
        establishmentId,
        staffId,
      ]),
    ]);
    return { items, total: count[0].n as number };
  }

  async payout(db: Db, establishmentId: number, zone: string, id: number): Promise<CommissionPayoutDto | null> {
    const rows = await db.query(
      `SELECT ${payoutColumns}, to_char(p.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
         FROM commission_payouts p JOIN staff s ON s.id = p.staff_id WHERE p.establishment_id = $1 AND p.id = $2`,
      [establishmentId, id, zone],
    );
    return rows[0] ?? null;
  }

  payoutEntries(establishmentId: number, zone: string, payoutId: number): Promise<CommissionEntryDto[]> {
    return this.db.query(
      `SELECT ${entryColumns('$3')} FROM commission_entries e JOIN staff s ON s.id = e.staff_id JOIN checkouts c ON c.id = e.checkout_id
        WHERE e.establishment_id = $1 AND e.payout_id = $2 ORDER BY e.occurred_at, e.id`,
      [establishmentId, payoutId, zone],
    );
  }

  async staffName(db: Db, establishmentId: number, staffId: number): Promise<string | null> {
    const rows = await db.query(`SELECT name FROM staff WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [staffId, establishmentId]);
    return rows[0]?.name ?? null;
  }

  async establishmentName(establishmentId: number): Promise<string> {
    const rows = await this.db.query(`SELECT name FROM establishments WHERE id = $1`, [establishmentId]);
    return rows[0]?.name ?? '';
  }
}
