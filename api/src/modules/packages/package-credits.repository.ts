import { Injectable } from '@nestjs/common';
import type { ClientPackageDto, ClientPackageStatus, PackageCreditKind } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inClientScope } from '../../platform/database/client-scope';
import { returnedRows } from '../../platform/database/data-source';

type Db = Pick<EntityManager, 'query'>;

export interface LockedClientPackage {
  id: number;
  clientId: number;
  status: ClientPackageStatus;
  expiresAt: Date;
  price: number;
  sessionsTotal: number;
}

export interface CreditEntry {
  clientPackageId: number;
  serviceId: number;
  kind: PackageCreditKind;
  sessions: number;
  value: number;
  checkoutId: number | null;
  checkoutItemId: number | null;
}

const fmt = (column: string, n: number) => `to_char(${column} AT TIME ZONE $${n}::text, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** Client packages and their credit ledger (docs/product/packages.md). */
@Injectable()
export class PackageCreditsRepository {
  constructor(readonly db: DataSource) {}

  async clientExists(db: Db, establishmentId: number, clientId: number): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM clients c WHERE c.id = $1 AND ${inClientScope(2)} AND c.deleted_at IS NULL`, [clientId, establishmentId])).length > 0;
  }

  /** The client's packages sold here, newest first, each with its services' counts and its whole ledger. */
  list(db: Db, establishmentId: number, clientId: number, zone: string, onlyId: number | null = null): Promise<ClientPackageDto[]> {
    return db.query(
      `SELECT cp.id, cp.package_id AS "packageId", cp.name, cp.status, cp.price_cents::float8 AS price, ${fmt('cp.expires_at', 3)} AS "expiresAt",
              cp.checkout_id AS "checkoutId", ${fmt('cp.created_at', 3)} AS "createdAt",
              (cp.price_cents - coalesce((SELECT sum(x.value_cents) FROM package_credit_entries x
                                           WHERE x.client_package_id = cp.id AND x.kind IN ('consume', 'restore', 'expire', 'refund')), 0))::float8 AS "remainingValue",
              (SELECT json_agg(json_build_object('serviceId', g.service_id, 'serviceName', s.name, 'sessions', g.sessions, 'remaining', g.remaining) ORDER BY g.first)
                 FROM (SELECT service_id, min(id) AS first, sum(sessions) FILTER (WHERE kind = 'grant') AS sessions, sum(sessions) AS remaining
                         FROM package_credit_entries WHERE client_package_id = cp.id GROUP BY service_id) g
                 JOIN services s ON s.id = g.service_id) AS services,
              (SELECT json_agg(json_build_object('id', x.id, 'kind', x.kind, 'serviceId', x.service_id, 'serviceName', s.name, 'sessions', x.sessions,
                                                 'value', x.value_cents, 'checkoutId', x.checkout_id, 'at', ${fmt('x.created_at', 3)}) ORDER BY x.id)
                 FROM package_credit_entries x JOIN services s ON s.id = x.service_id WHERE x.client_package_id = cp.id) AS history
         FROM client_packages cp
        WHERE cp.establishment_id = $1 AND cp.client_id = $2 AND ($4::int IS NULL OR cp.id = $4)
        ORDER BY cp.created_at DESC, cp.id DESC`,
      [establishmentId, clientId, zone, onlyId],
    );
  }

  /** The client package locked for a change of its credits: uses, expiry and refunds of one package wait for each other. */
  async lock(tx: Db, establishmentId: number, id: number): Promise<LockedClientPackage | null> {
    const [row] = await tx.query(
      `SELECT id, client_id AS "clientId", status, expires_at AS "expiresAt", price_cents::float8 AS price, sessions_total AS "sessionsTotal"
         FROM client_packages WHERE id = $1 AND establishment_id = $2 FOR UPDATE`,
      [id, establishmentId],
    );
    return row ?? null;
  }

  /** Sessions left per service, and the value the used, expired and refunded sessions took. */
  async balance(tx: Db, id: number): Promise<{ remaining: Map<number, number>; spent: number }> {
    const rows: { serviceId: number; remaining: number; spent: number }[] = await tx.query(
      `SELECT service_id AS "serviceId", sum(sessions)::int AS remaining,
              coalesce(sum(value_cents) FILTER (WHERE kind IN ('consume', 'restore', 'expire', 'refund')), 0)::float8 AS spent
         FROM package_credit_entries WHERE client_package_id = $1 GROUP BY service_id ORDER BY min(id)`,
      [id],
    );
    return { remaining: new Map(rows.map((r) => [r.serviceId, r.remaining])), spent: rows.reduce((s, r) => s + r.spent, 0) };
  }

  async consumedBy(tx: Db, checkoutItemId: number): Promise<{ clientPackageId: number; serviceId: number; sessions: number; value: number } | null> {
    const [row] = await tx.query(
      `SELECT client_package_id AS "clientPackageId", service_id AS "serviceId", -sessions AS sessions, value_cents::float8 AS value
         FROM package_credit_entries WHERE checkout_item_id = $1 AND kind = 'consume'`,
      [checkoutItemId],
    );
    return row ?? null;
  }

  async ofItem(tx: Db, checkoutItemId: number): Promise<number[]> {
    const rows: { id: number }[] = await tx.query(`SELECT id FROM client_packages WHERE checkout_item_id = $1 ORDER BY unit FOR UPDATE`, [checkoutItemId]);
    return rows.map((r) => r.id);
  }

  async insertClientPackage(
    tx: Db,
    p: {
      establishmentId: number;
      clientId: number;
      packageId: number;
      name: string;
      checkoutId: number;
      checkoutItemId: number;
      unit: number;
      price: number;
      sessionsTotal: number;
      expiresAt: Date;
      at: Date;
    },
  ): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO client_packages (establishment_id, client_id, package_id, name, checkout_id, checkout_item_id, unit, price_cents, sessions_total, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [p.establishmentId, p.clientId, p.packageId, p.name, p.checkoutId, p.checkoutItemId, p.unit, p.price, p.sessionsTotal, p.expiresAt, p.at],
    );
    return row.id;
  }

  async insertEntries(tx: Db, establishmentId: number, userId: number | null, at: Date, entries: CreditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await tx.query(
      `INSERT INTO package_credit_entries (establishment_id, client_package_id, service_id, kind, sessions, value_cents, checkout_id, checkout_item_id, created_by_user_id, created_at)
       SELECT $1, x.cp, x.service_id, x.kind, x.sessions, x.value, x.checkout_id, x.item_id, $2, $3
         FROM unnest($4::int[], $5::int[], $6::text[], $7::int[], $8::bigint[], $9::int[], $10::int[]) AS x(cp, service_id, kind, sessions, value, checkout_id, item_id)`,
      [
        establishmentId,
        userId,
        at,
        entries.map((e) => e.clientPackageId),
        entries.map((e) => e.serviceId),
        entries.map((e) => e.kind),
        entries.map((e) => e.sessions),
        entries.map((e) => e.value),
        entries.map((e) => e.checkoutId),
        entries.map((e) => e.checkoutItemId),
      ],
    );
  }

  async setStatus(tx: Db, id: number, status: ClientPackageStatus): Promise<void> {
    await tx.query(`UPDATE client_packages SET status = $2 WHERE id = $1`, [id, status]);
  }

  /**
   * The active packages past their expiry, marked expired in this statement: a second run at the same time waits on
   * the rows' locks, then finds them no longer active, so each expires once.
   */
  async takeDue(tx: Db, now: Date): Promise<{ id: number; establishmentId: number }[]> {
    return returnedRows(
      await tx.query(
        `UPDATE client_packages SET status = 'expired'
        WHERE id IN (SELECT id FROM client_packages WHERE status = 'active' AND expires_at <= $1 ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
          AND status = 'active'
        RETURNING id, establishment_id AS "establishmentId"`,
        [now],
      ),
    );
  }

  async moveClient(tx: Db, e: { establishmentId: number; targetId: number; sourceId: number }): Promise<void> {
    await tx.query(`UPDATE client_packages c SET client_id = $3 WHERE ${inClientScope(1)} AND c.client_id = $2`, [e.establishmentId, e.sourceId, e.targetId]);
  }
}
