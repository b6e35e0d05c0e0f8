import { Injectable } from '@nestjs/common';
import type { BillingStatus, IntegrationKeyDto, IntegrationScope, PlanName } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { RateCounter } from '../../platform/auth/rate-counter';

const KEY_COLUMNS = `id, name, prefix, scopes, created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

export interface ResolvedKey {
  keyId: number;
  establishmentId: number;
  userId: number | null;
  /** Who a scoped key acts as: the establishment's owner (docs/product/api.md 'Integration keys'). */
  ownerId: number | null;
  name: string;
  scopes: IntegrationScope[];
  plan: PlanName;
  timezone: string;
  billingStatus: BillingStatus;
}

/** Integration API keys: only their SHA-256 is stored; calls are counted per key and minute (RateCounter, scope 'integration-key'). */
@Injectable()
export class IntegrationKeysRepository {
  constructor(
    readonly db: DataSource,
    private readonly counter: RateCounter,
  ) {}

  async create(
    establishmentId: number,
    userId: number,
    key: { name: string; scopes: IntegrationScope[]; prefix: string; hash: string },
  ): Promise<Omit<IntegrationKeyDto, 'lastUsedAt'>> {
    const rows = await this.db.query(
      `INSERT INTO integration_keys (establishment_id, name, prefix, key_hash, created_by_user_id, scopes) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, name, prefix, scopes, created_at AS "createdAt"`,
      [establishmentId, key.name, key.prefix, key.hash, userId, key.scopes],
    );
    return rows[0];
  }

  list(establishmentId: number): Promise<IntegrationKeyDto[]> {
    return this.db.query(`SELECT ${KEY_COLUMNS} FROM integration_keys WHERE establishment_id = $1 AND revoked_at IS NULL ORDER BY id`, [establishmentId]);
  }

  async revoke(establishmentId: number, id: number): Promise<boolean> {
    const [, count] = (await this.db.query(`UPDATE integration_keys SET revoked_at = now() WHERE id = $1 AND establishment_id = $2 AND revoked_at IS NULL`, [
      id,
      establishmentId,
    ])) as [unknown, number];
    return count > 0;
  }

  /**
   * The live key of a hash, with who acts for it: on the n8n routes its creator, else the establishment's first
   * admin; on the /api routes (scoped keys) the establishment's owner. Read on every call, never cached, so a
   * revoked key is refused at once by every instance.
   */
  async resolve(hash: string): Promise<ResolvedKey | null> {
    const rows: ResolvedKey[] = await this.db.query(
      `SELECT k.id AS "keyId", k.establishment_id AS "establishmentId", e.plan, e.timezone, e.billing_status AS "billingStatus", k.name, k.scopes,
              (SELECT u.id FROM users u WHERE u.establishment_id = k.establishment_id AND u.role IN ('owner', 'admin') AND u.is_active
                ORDER BY u.role = 'owner' DESC, u.id LIMIT 1) AS "ownerId",
              coalesce(k.created_by_user_id, (SELECT u.id FROM users u WHERE u.establishment_id = k.establishment_id AND u.role <> 'staff' ORDER BY u.id LIMIT 1)) AS "userId"
         FROM integration_keys k JOIN establishments e ON e.id = k.establishment_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [hash],
    );
    return rows[0] ?? null;
  }

  /** Counts one request in the key's clock minute (the platform's counter, shared by every instance); answers the minute's count. */
  async hit(keyId: number): Promise<number> {
    const [hits] = await Promise.all([
      this.counter.hit('integration-key', String(keyId), 1),
      this.db.query(`UPDATE integration_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [
        keyId,
      ]),
    ]);
    return hits;
  }
}
