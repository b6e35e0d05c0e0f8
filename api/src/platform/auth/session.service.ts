import { Inject, Injectable } from '@nestjs/common';
import { ianaZone } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { preparedRows, returnedRows } from '../database/data-source';
import type { AuthContext } from './auth-context';
import { SessionCache } from './session-cache';
import { randomToken, sha256 } from './tokens';

interface SessionRow {
  session_id: string;
  user_id: number;
  establishment_id: number;
  role: AuthContext['role'];
  staff_id: number | null;
  name: string;
  email: string;
  plan: AuthContext['plan'];
  billing_status: AuthContext['billingStatus'];
  timezone: string;
  idle: boolean;
  stale: boolean;
}

/**
 * The role and professional of user `u` in unit `e` (docs/product/units.md): the home unit's from the user row; in
 * another unit of the home's network, a membership's, else 'admin' for the network's owners (home role admin or
 * owner); no row at all where the user may not act.
 */
export const UNIT_ROLE_SQL = `
  SELECT u.role, u.staff_id WHERE e.id = u.establishment_id
  UNION ALL
  SELECT m.role, m.staff_id FROM unit_memberships m WHERE e.id <> u.establishment_id AND m.user_id = u.id AND m.establishment_id = e.id
  UNION ALL
  SELECT 'admin', NULL FROM establishments h
   WHERE e.id <> u.establishment_id AND u.role IN ('admin', 'owner') AND h.id = u.establishment_id AND h.network_id = e.network_id
     AND NOT EXISTS (SELECT 1 FROM unit_memberships m WHERE m.user_id = u.id AND m.establishment_id = e.id)
  LIMIT 1`;

/** Told the ids of sessions that just ended (logout, password change or reset, idle expiry). */
export type SessionEndedListener = (sessionIds: string[]) => void;

/** Server-side sessions in PostgreSQL: the cookie holds a random token, the table only its hash. */
@Injectable()
export class SessionService {
  private readonly endedListeners: SessionEndedListener[] = [];
  private readonly switchedListeners: SessionEndedListener[] = [];
  private readonly cache: SessionCache;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new SessionCache(config.sessionCacheMs);
  }

  /** The live hub listens here to close the sockets of a session that ended. */
  onEnded(listener: SessionEndedListener): void {
    this.endedListeners.push(listener);
  }

  private ended(rows: { id: string | number }[]): void {
    this.announceEnded(rows.map((r) => String(r.id)));
  }

  /**
   * Sessions that a domain deleted in its own transaction (a password reset, staff access revoked): called after
   * the commit, so their sockets close at once on every instance rather than at the next periodic re-check.
   */
  announceEnded(sessionIds: string[]): void {
    if (!sessionIds.length) return;
    this.cache.forgetSessions(sessionIds);
    for (const listener of this.endedListeners) listener(sessionIds);
  }

  /** Sessions that ended on another instance (its announcement, through Redis). */
  forgetEnded(sessionIds: string[]): void {
    this.cache.forgetSessions(sessionIds);
  }

  /**
   * A write has answered: what it changed (a role, the plan, the time zone, a name) is read fresh by the next
   * call. Writes made outside any session (a Stripe webhook, a public booking) drop every cached session.
   */
  written(establishmentId: number | null): void {
    if (establishmentId === null) this.cache.clear();
    else this.cache.forgetEstablishment(establishmentId);
  }

  async create(userId: number, meta: { ip?: string; userAgent?: string }): Promise<{ token: string; sessionId: string }> {
    const token = randomToken();
    const rows: { id: string }[] = await this.db.query(`INSERT INTO sessions (token_hash, user_id, ip, user_agent) VALUES ($1, $2, $3, $4) RETURNING id`, [
      sha256(token),
      userId,
      meta.ip ?? null,
      meta.userAgent?.slice(0, 300) ?? null,
    ]);
    return { token, sessionId: String(rows[0]!.id) };
  }

  /**
   * The caller behind a token, or null. A session idle for longer than its establishment's
   * sessionTimeout is deleted. last_seen_at is written at most once a minute per session. Resolved in
   * PostgreSQL at most once per SESSION_CACHE_MS (session-cache.ts says what drops an entry sooner).
   */
  async resolve(token: string | undefined | null): Promise<AuthContext | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = sha256(token);
    const cached = this.cache.get(tokenHash);
    if (cached) return { ...cached };
    const auth = await this.resolveStored(tokenHash);
    if (auth) this.cache.set(tokenHash, auth);
    return auth;
  }

  private async resolveStored(tokenHash: string): Promise<AuthContext | null> {
    const rows = await preparedRows<SessionRow>(
      this.db,
      'session_resolve',
      `SELECT s.id AS session_id, u.id AS user_id, e.id AS establishment_id, a.role, a.staff_id, u.name, u.email,
              e.plan, e.billing_status, e.timezone,
              s.last_seen_at < now() - make_interval(mins => e.session_timeout_minutes) AS idle,
              s.last_seen_at < now() - interval '60 seconds' AS stale
         FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.is_active
         JOIN establishments e ON e.id = coalesce(s.establishment_id, u.establishment_id)
         CROSS JOIN LATERAL (${UNIT_ROLE_SQL}) a
        WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    const sessionId = String(row.session_id);
    if (row.idle) {
      await this.db.query(`DELETE FROM sessions WHERE id = $1`, [sessionId]);
      this.ended([{ id: sessionId }]);
      return null;
    }
    if (row.stale) await this.db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [sessionId]);
    return {
      sessionId,
      userId: row.user_id,
      establishmentId: row.establishment_id,
      role: row.role,
      staffId: row.staff_id,
      name: row.name,
      email: row.email,
      plan: row.plan,
      billingStatus: row.billing_status,
      timezone: row.timezone,
      zone: ianaZone(row.timezone),
    };
  }

  /**
   * Makes the session act in another unit, if its user may act there (UNIT_ROLE_SQL): the caller as that unit
   * sees it, or null (nothing changed). Its cached entry is dropped and its sockets closed, so they reconnect
   * re-authorised in the new unit.
   */
  async switchUnit(auth: AuthContext, establishmentId: number, token: string): Promise<AuthContext | null> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(
        `UPDATE sessions s SET establishment_id = NULLIF($2::int, u.establishment_id)
           FROM users u, establishments e
          WHERE s.id = $1 AND u.id = s.user_id AND e.id = $2 AND EXISTS (${UNIT_ROLE_SQL})
          RETURNING s.id`,
        [auth.sessionId, establishmentId],
      ),
    );
    if (!rows.length) return null;
    this.cache.delete(sha256(token));
    for (const listener of this.switchedListeners) listener([auth.sessionId]);
    return this.resolve(token);
  }

  /** The live hub listens here to move a session's sockets to the unit it switched to. */
  onSwitched(listener: SessionEndedListener): void {
    this.switchedListeners.push(listener);
  }

  /**
   * Ends the sessions of a user that act in a unit she may no longer act in (a membership revoked), in the caller's
   * transaction; their ids, for announceEnded after the commit.
   */
  async deleteForUnit(tx: EntityManager, userId: number, establishmentId: number): Promise<string[]> {
    const rows = await tx.query(`DELETE FROM sessions WHERE user_id = $1 AND establishment_id = $2 RETURNING id`, [userId, establishmentId]);
    return returnedRows<{ id: string }>(rows).map((r) => String(r.id));
  }

  async destroy(token: string | undefined | null): Promise<void> {
    if (!token) return;
    const tokenHash = sha256(token);
    this.cache.delete(tokenHash);
    this.ended(returnedRows(await this.db.query(`DELETE FROM sessions WHERE token_hash = $1 RETURNING id`, [tokenHash])));
  }

  /** Ends every session of a user but the one given (password change keeps the caller logged in). */
  async destroyAllForUser(userId: number, exceptSessionId?: string): Promise<void> {
    const rows = exceptSessionId
      ? await this.db.query(`DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id`, [userId, exceptSessionId])
      : await this.db.query(`DELETE FROM sessions WHERE user_id = $1 RETURNING id`, [userId]);
    this.ended(returnedRows(rows));
  }

  /**
   * Deletes every session of these users in the caller's transaction (a password reset, a staff member's access
   * revoked or new password) and answers their ids, for announceEnded once that transaction has committed.
   */
  async deleteForUsers(tx: EntityManager, userIds: number[]): Promise<string[]> {
    if (!userIds.length) return [];
    const rows = await tx.query(`DELETE FROM sessions WHERE user_id = ANY($1::int[]) RETURNING id`, [userIds]);
    return returnedRows<{ id: string }>(rows).map((r) => String(r.id));
  }

  /**
   * Which of these sessions are still alive (exist, active user, still allowed in their unit, not idle past the timeout). Open sockets are
   * re-checked with it, which catches idle expiry and sessions deleted elsewhere (staff access revoked).
   */
  async aliveIds(sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows: { id: string }[] = await this.db.query(
      `SELECT s.id FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.is_active
         JOIN establishments e ON e.id = coalesce(s.establishment_id, u.establishment_id)
        WHERE s.id = ANY($1::bigint[]) AND s.last_seen_at >= now() - make_interval(mins => e.session_timeout_minutes) AND EXISTS (${UNIT_ROLE_SQL})`,
      [sessionIds],
    );
    return new Set(rows.map((r) => String(r.id)));
  }
}
