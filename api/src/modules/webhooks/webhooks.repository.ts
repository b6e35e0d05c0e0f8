import { Injectable } from '@nestjs/common';
import type { WebhookDto, WebhookInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';

type Db = DataSource | EntityManager;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `w.id, w.url, w.events, w.active, w.version, ${ISO('w.created_at')} AS "createdAt", ${ISO('w.disabled_at')} AS "disabledAt"`;

/** The webhooks table: the endpoints of each establishment (docs/product/webhooks.md). */
@Injectable()
export class WebhooksRepository {
  constructor(readonly db: DataSource) {}

  list(establishmentId: number): Promise<WebhookDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM webhooks w WHERE w.establishment_id = $1 ORDER BY w.id`, [establishmentId]);
  }

  async find(db: Db, establishmentId: number, id: number, lock = false): Promise<WebhookDto | null> {
    const rows: WebhookDto[] = await db.query(`SELECT ${COLUMNS} FROM webhooks w WHERE w.id = $1 AND w.establishment_id = $2${lock ? ' FOR UPDATE' : ''}`, [
      id,
      establishmentId,
    ]);
    return rows[0] ?? null;
  }

  async count(tx: EntityManager, establishmentId: number): Promise<number> {
    // Serialises creations per establishment, so two at once cannot pass the limit together.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('webhooks'), $1)`, [establishmentId]);
    const [row]: { n: number }[] = await tx.query(`SELECT count(*)::int AS n FROM webhooks WHERE establishment_id = $1`, [establishmentId]);
    return row!.n;
  }

  async insert(tx: EntityManager, establishmentId: number, input: WebhookInput, secret: string): Promise<WebhookDto> {
    const rows = returnedRows<WebhookDto>(
      await tx.query(
        `WITH w AS (INSERT INTO webhooks (establishment_id, url, events, active, secret) VALUES ($1, $2, $3::text[], $4, $5) RETURNING *)
         SELECT ${COLUMNS} FROM w`,
        [establishmentId, input.url, input.events, input.active, secret],
      ),
    );
    return rows[0]!;
  }

  /** The versioned save; turning it on again clears the automatic disabling. Null when no row matched. */
  async update(tx: EntityManager, establishmentId: number, id: number, input: WebhookInput): Promise<WebhookDto | null> {
    const rows = returnedRows<WebhookDto>(
      await tx.query(
        `WITH w AS (
           UPDATE webhooks SET url = $3, events = $4::text[], active = $5, disabled_at = CASE WHEN $5 THEN NULL ELSE disabled_at END,
                  version = version + 1, updated_at = now()
            WHERE id = $1 AND establishment_id = $2 AND ${versionMatches(6)} RETURNING *)
         SELECT ${COLUMNS} FROM w`,
        [id, establishmentId, input.url, input.events, input.active, input.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  async delete(tx: EntityManager, establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows<{ id: number }>(
      await tx.query(`DELETE FROM webhooks WHERE id = $1 AND establishment_id = $2 RETURNING id`, [id, establishmentId]),
    );
    return rows.length > 0;
  }

  /** After 3 days of failures: off, and who to tell (the owner's e-mail). Null when it was already off. */
  async disable(tx: EntityManager, id: number, at: Date): Promise<{ establishmentId: number; url: string; ownerEmail: string | null } | null> {
    const rows = returnedRows<{ establishmentId: number; url: string; ownerEmail: string | null }>(
      await tx.query(
        `UPDATE webhooks w SET active = false, disabled_at = $2, version = version + 1, updated_at = now()
          WHERE w.id = $1 AND w.active
         RETURNING w.establishment_id AS "establishmentId", w.url,
           (SELECT coalesce(nullif(e.email, ''), (SELECT u.email FROM users u WHERE u.establishment_id = e.id AND u.role IN ('admin', 'owner')
              ORDER BY (u.role = 'owner') DESC, u.id LIMIT 1)) FROM establishments e WHERE e.id = w.establishment_id) AS "ownerEmail"`,
        [id, at],
      ),
    );
    return rows[0] ?? null;
  }
}
