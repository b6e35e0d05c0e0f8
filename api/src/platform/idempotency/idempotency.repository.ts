import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedRows, returnedRows } from '../database/data-source';
import { FIND_KEY_SQL, FORGET_SQL, PURGE_SQL, TAKE_OVER_SQL } from './idempotency.sql';

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

/** Every SQL statement on idempotency_keys (idempotency_keys_scope_key, idempotency_keys_created_idx). */
@Injectable()
export class IdempotencyRepository {
  constructor(readonly db: DataSource) {}

  /** The new row's id, or null when the caller already used this key. */
  async claim(k: NewKey): Promise<string | null> {
    const rows = await preparedRows<{ id: string }>(
      this.db,
      'idempotency_claim',
      `INSERT INTO idempotency_keys (establishment_id, scope, key, fingerprint, method, path) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (scope, key) DO NOTHING RETURNING id`,
      [k.establishmentId, k.scope, k.key, k.fingerprint, k.method, k.path],
    );
    return rows[0]?.id ?? null;
  }

  async find(scope: string, key: string): Promise<(KeyRow & { expired: boolean }) | null> {
    const rows: (KeyRow & { expired: boolean })[] = await this.db.query(FIND_KEY_SQL, [scope, key]);
    return rows[0] ?? null;
  }

  /** Takes over a key whose request died before committing anything. */
  async takeOver(id: string): Promise<boolean> {
    const rows = returnedRows(await this.db.query(TAKE_OVER_SQL, [id]));
    return rows.length > 0;
  }

  /** A key older than its lifetime is free again. */
  async forget(id: string): Promise<void> {
    await this.db.query(FORGET_SQL, [id]);
  }

  async complete(id: string, statusCode: number, response: unknown): Promise<void> {
    await preparedRows(
      this.db,
      'idempotency_complete',
      `UPDATE idempotency_keys SET state = 'done', status_code = $2, response = $3::json, updated_at = now() WHERE id = $1`,
      [id, statusCode, JSON.stringify(response ?? null)],
    );
  }

  /** The request failed before committing anything: nothing happened, so the same key may run again. */
  async release(id: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE id = $1 AND state = 'running'`, [id]);
  }

  /** The purge job: keys past their lifetime, in bounded batches. */
  async purgeExpired(batch = 5000): Promise<number> {
    const rows = returnedRows(await this.db.query(PURGE_SQL, [batch]));
    return rows.length;
  }
}
