import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Fixed-window counters in PostgreSQL, so every API instance agrees (docs/architecture.md, 'Rate limits'): online
 * booking attempts, forgot-password calls, messages caused by public actions, sign-up attempts, integration key
 * calls. `scope` names the limit, `key` what is counted (an address, an e-mail, a phone, a key's id); each scope
 * keeps one window length.
 */
@Injectable()
export class RateCounter {
  constructor(private readonly db: DataSource) {}

  /** Counts one hit in the current window and answers the window's hits, this one included. A scope's old windows are swept on a window's first hit. */
  async hit(scope: string, key: string, windowMinutes: number): Promise<number> {
    const rows: { hits: number }[] = await this.db.query(
      `INSERT INTO rate_limit_hits (scope, key, window_start, hits)
       VALUES ($1, $2, to_timestamp(floor(extract(epoch FROM now()) / ($3 * 60)) * ($3 * 60)), 1)
       ON CONFLICT (scope, key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`,
      [scope, key, windowMinutes],
    );
    const hits = rows[0]!.hits;
    // Only this scope's: another scope's windows may be longer.
    if (hits === 1)
      await this.db.query(`DELETE FROM rate_limit_hits WHERE scope = $1 AND window_start < now() - make_interval(mins => $2 * 2)`, [scope, windowMinutes]);
    return hits;
  }
}
