import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/data-source';

export interface KeyRow {
  id: string;
  fingerprint: string;
  state: 'running' | 'committed' | 'done';
  statusCode: number | null;
  response: unknown;
  /** No progress for longer than a request may take: its process is gone. */
  stale: boolean;
}

export interface NewKey {
  establishmentId: number | null;
  scope: string;
  key: string;
  fingerprint: string;
  method: string;
  path: string;
}

/** A request running longer than this has lost its process (kill, crash): another may take its key over. */
const STALE_AFTER = `interval '30 seconds'`;
/** Keys answer again for 24 hours, then they are forgotten (the purge job deletes them). */
export const KEY_LIFETIME = `interval '24 hours'`;

/** Every SQL statement on idempotency_keys (idempotency_keys_scope_key, idempotency_keys_created_idx). */
@Injectable()
export class IdempotencyRepository {
  constructor(readonly db: DataSource) {}

  /** The new row's id, or null when the caller already used this key. */
  async claim(k: NewKey): Promise<string | null> {
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO idempotency_keys (establishment_id, scope, key, fingerprint, method, path) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (scope, key) DO NOTHING RETURNING id`,
      [k.establishmentId, k.scope, k.key, k.fingerprint, k.method, k.path],
    );
    return rows[0]?.id ?? null;
  }

  async find(scope: string, key: string): Promise<(KeyRow & { expired: boolean }) | null> {
    const rows: (KeyRow & { expired: boolean })[] = await this.db.query(
      `SELECT id, fingerprint, state, status_code AS "statusCode", response,
              updated_at < now() - ${STALE_AFTER} AS stale, created_at < now() - ${KEY_LIFETIME} AS expired
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    return rows[0] ?? null;
  }

  /** Takes over a key whose request died before committing anything. */
  async takeOver(id: string): Promise<boolean> {
    const rows = returnedRows(await this.db.query(`UPDATE idempotency_keys SET updated_at = now() WHERE id = $1 AND state = 'running' AND updated_at < now() - ${STALE_AFTER} RETURNING id`, [id]));
    return rows.length > 0;
  }

  /** A key older than its lifetime is free again. */
  async forget(id: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE id = $1 AND created_at < now() - ${KEY_LIFETIME}`, [id]);
  }

  async complete(id: string, statusCode: number, response: unknown): Promise<void> {
    await this.db.query(`UPDATE idempotency_keys SET state = 'done', status_code = $2, response = $3::json, updated_at = now() WHERE id = $1`, [
      id,
      statusCode,
      JSON.stringify(response ?? null),
    ]);
  }

  /** The request failed before committing anything: nothing happened, so the same key may run again. */
  async release(id: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE id = $1 AND state = 'running'`, [id]);
  }

  /** The purge job: keys past their lifetime, in bounded batches. */
  async purgeExpired(batch = 5000): Promise<number> {
    const rows = returnedRows(
      await this.db.query(
        `DELETE FROM idempotency_keys WHERE id IN (SELECT id FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME} ORDER BY created_at LIMIT $1) RETURNING id`,
        [batch],
      ),
    );
    return rows.length;
  }
}
