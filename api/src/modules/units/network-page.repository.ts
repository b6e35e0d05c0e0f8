import { Injectable } from '@nestjs/common';
import type { BillingStatus, NetworkDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';

export interface PublicUnitRow {
  name: string;
  address: string | null;
  phone: string | null;
  slug: string;
  billingStatus: BillingStatus;
}

/** The network's settings the owner edits (PUT /api/network). */
export interface NetworkSettingsRow {
  name: string;
  slug: string;
  sharesClients: boolean;
  version: number;
}

/** networks' name, slug and settings, and the units a network's public page lists (docs/product/units.md, 'Public page'). */
@Injectable()
export class NetworkPageRepository {
  constructor(readonly db: DataSource) {}

  /** The network behind a public slug (case-insensitive; networks_slug_key), with how many units it has. */
  async bySlug(slug: string): Promise<{ id: number; name: string; unitCount: number } | null> {
    const rows: { id: number; name: string; unitCount: number }[] = await this.db.query(
      `SELECT n.id, n.name, (SELECT count(*)::int FROM establishments e WHERE e.network_id = n.id) AS "unitCount"
         FROM networks n WHERE lower(n.slug) = lower($1)`,
      [slug],
    );
    return rows[0] ?? null;
  }

  /**
   * The units whose own booking page would open: online booking on (no settings row: the default, on) and an
   * active owner to book through (as PublicPageService requires); the read-only ones are dropped by the caller.
   */
  async bookableUnits(networkId: number): Promise<PublicUnitRow[]> {
    return this.db.query(
      `SELECT e.name, e.address, e.phone, e.slug, e.billing_status AS "billingStatus"
         FROM establishments e LEFT JOIN online_booking_settings s ON s.establishment_id = e.id
        WHERE e.network_id = $1 AND coalesce(s.enabled, true)
          AND EXISTS (SELECT 1 FROM users u JOIN establishments h ON h.id = u.establishment_id
                       WHERE h.network_id = e.network_id AND u.role IN ('admin', 'owner') AND u.is_active)
        ORDER BY e.name, e.id`,
      [networkId],
    );
  }

  /** The network of the session's unit, and whether the user owns it (home role admin or owner in that network). */
  async ofSession(userId: number, establishmentId: number): Promise<(NetworkDto & { owner: boolean }) | null> {
    const rows: (NetworkDto & { owner: boolean })[] = await this.db.query(
      `SELECT n.id, n.name, n.slug, n.shares_clients AS "sharesClients", n.version,
              (SELECT count(*)::int FROM establishments o WHERE o.network_id = n.id) AS "unitCount",
              (u.role IN ('admin', 'owner') AND h.network_id = n.id) AS owner
         FROM establishments e JOIN networks n ON n.id = e.network_id,
              users u JOIN establishments h ON h.id = u.establishment_id
        WHERE e.id = $2 AND u.id = $1`,
      [userId, establishmentId],
    );
    return rows[0] ?? null;
  }

  /** The network's settings, locked until the transaction ends (the audit row's 'before'). */
  async lockSettings(tx: EntityManager, networkId: number): Promise<NetworkSettingsRow> {
    const rows: NetworkSettingsRow[] = await tx.query(`SELECT name, slug, shares_clients AS "sharesClients", version FROM networks WHERE id = $1 FOR UPDATE`, [
      networkId,
    ]);
    return rows[0]!;
  }

  /**
   * Writes the settings at `version` (any when null), bumping it; null when the stored version differs. A slug
   * taken by an establishment or another network fails with a unique violation (migration 1700000003400).
   */
  async save(tx: EntityManager, networkId: number, next: Omit<NetworkSettingsRow, 'version'>, version: number | null): Promise<NetworkSettingsRow | null> {
    const rows = returnedRows<NetworkSettingsRow>(
      await tx.query(
        `UPDATE networks SET name = $2, slug = $3, shares_clients = $4, version = version + 1
          WHERE id = $1 AND ${versionMatches(5)}
          RETURNING name, slug, shares_clients AS "sharesClients", version`,
        [networkId, next.name, next.slug, next.sharesClients, version],
      ),
    );
    return rows[0] ?? null;
  }
}
