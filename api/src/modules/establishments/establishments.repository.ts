import { Injectable } from '@nestjs/common';
import { versionMatches } from '../../platform/http/versioned';
import type { EstablishmentInfo, RegistrationPayload } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';

const INFO_COLUMNS = `id, name, slug, address, segment, phone, email, logo, timezone, plan, version`;

export interface EstablishmentValues {
  name: string;
  address?: string | null;
  segment?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Optional: unchanged when absent. */
  slug?: string;
  version?: number;
}

/** A new establishment: the sign-up's fields (docs/product/entities.md) and what the sign-up decides. */
export type NewEstablishmentRow = RegistrationPayload['establishment'] & { logo: string | null; plan: string; trialEndsAt: Date | null; apiKey: string };

/** The establishment row's own statements (the columns other modules keep: EstablishmentRowRepository). */
@Injectable()
export class EstablishmentsRepository {
  constructor(private readonly db: DataSource) {}

  async insert(tx: EntityManager, e: NewEstablishmentRow): Promise<{ id: number; name: string }> {
    const [est] = await tx.query(
      `INSERT INTO establishments (name, owner_name, email, phone, whatsapp_number, segment, address, logo, plan, trial_ends_at, api_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, name`,
      [e.name, e.ownerName, e.email, e.phone, e.whatsappNumber, e.segment, e.address, e.logo, e.plan, e.trialEndsAt, e.apiKey],
    );
    return { id: est.id as number, name: est.name as string };
  }

  /**
   * A new unit of `networkId` (docs/product/units.md): its own name, address and phone; the plan and clock settings of
   * `from` (the unit it is created from); its own subscription, starting with the trial (no card, no provider
   * customer yet); a new integration key; its slug is derived from its name.
   */
  async insertUnit(
    tx: EntityManager,
    u: { networkId: number; from: number; name: string; address: string | null; phone: string | null; apiKey: string; trialEndsAt: Date },
  ) {
    const [row] = await tx.query(
      `INSERT INTO establishments (network_id, name, address, phone, owner_name, email, whatsapp_number, segment, plan, billing_status, trial_ends_at,
                                   timezone, session_timeout_minutes, slot_minutes, two_factor_auth, api_key)
       SELECT $1, $3, $4, $5, owner_name, email, whatsapp_number, segment, plan, 'trialing', $7,
              timezone, session_timeout_minutes, slot_minutes, two_factor_auth, $6
         FROM establishments WHERE id = $2
       RETURNING id`,
      [u.networkId, u.from, u.name, u.address, u.phone, u.apiKey, u.trialEndsAt],
    );
    return row.id as number;
  }

  async get(id: number): Promise<EstablishmentInfo> {
    const rows: EstablishmentInfo[] = await this.db.query(`SELECT ${INFO_COLUMNS} FROM establishments WHERE id = $1`, [id]);
    return rows[0]!;
  }

  /** The written row; null when `v.version` is stale (only the Negócio form's fields bump this version). */
  async update(id: number, v: EstablishmentValues): Promise<EstablishmentInfo | null> {
    const rows = returnedRows<EstablishmentInfo>(
      await this.db.query(
        `UPDATE establishments SET name = $2, address = $3, segment = $4, phone = $5, email = $6, slug = COALESCE($7, slug), version = version + 1
          WHERE id = $1 AND ${versionMatches(8)} RETURNING ${INFO_COLUMNS}`,
        [id, v.name, v.address ?? null, v.segment ?? null, v.phone ?? null, v.email || null, v.slug ?? null, v.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  async setTimezone(id: number, timezone: string): Promise<EstablishmentInfo> {
    const rows = returnedRows<EstablishmentInfo>(
      await this.db.query(`UPDATE establishments SET timezone = $2 WHERE id = $1 RETURNING ${INFO_COLUMNS}`, [id, timezone]),
    );
    return rows[0]!;
  }

  async setLogo(id: number, url: string): Promise<EstablishmentInfo> {
    const rows = returnedRows<EstablishmentInfo>(
      await this.db.query(`UPDATE establishments SET logo = $2, logo_updated_at = now() WHERE id = $1 RETURNING ${INFO_COLUMNS}`, [id, url]),
    );
    return rows[0]!;
  }

  async staffCount(id: number): Promise<number> {
    const rows: { count: number }[] = await this.db.query(`SELECT count(*)::int AS count FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL`, [id]);
    return rows[0]!.count;
  }
}
