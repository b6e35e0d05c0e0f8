import { Injectable } from '@nestjs/common';
import type { RegistrationPayload, SessionUser } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';

/** Anything that runs SQL: the DataSource or a transaction's EntityManager. */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<any>;
}

const USER_COLUMNS = `id, name, email, role, establishment_id AS "establishmentId", staff_id AS "staffId"`;

/** What registration asks of an establishment: the contracts' schema (docs/product/entities.md). */
export type EstablishmentFields = RegistrationPayload['establishment'];

/** All of identity's SQL: users, registration, login failures, reset links and e-mail changes. */
@Injectable()
export class IdentityRepository {
  constructor(readonly db: DataSource) {}

  // ---- users
  async loginUser(email: string): Promise<(SessionUser & { passwordHash: string }) | undefined> {
    const rows = await this.db.query(`SELECT ${USER_COLUMNS}, password_hash AS "passwordHash" FROM users WHERE lower(email) = lower($1) AND is_active`, [
      email,
    ]);
    return rows[0];
  }

  async activeUserByEmail(email: string): Promise<{ id: number; name: string; email: string } | undefined> {
    const rows = await this.db.query(`SELECT id, name, email FROM users WHERE lower(email) = lower($1) AND is_active`, [email]);
    return rows[0];
  }

  async userById(id: number): Promise<{ name: string; email: string; passwordHash: string } | undefined> {
    const rows = await this.db.query(`SELECT name, email, password_hash AS "passwordHash" FROM users WHERE id = $1`, [id]);
    return rows[0];
  }

  async emailExists(email: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email])).length > 0;
  }

  async setPasswordHash(userId: number, passwordHash: string, q: Sql = this.db): Promise<void> {
    await q.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [userId, passwordHash]);
  }

  /** Unique violations (the e-mail index is on lower(email)) surface to the caller. */
  async setEmail(userId: number, email: string, q: Sql = this.db): Promise<void> {
    await q.query(`UPDATE users SET email = $2 WHERE id = $1`, [userId, email.toLowerCase()]);
  }

  // ---- staff logins (users.staff_id, role staff)
  async staffLoginOf(q: Sql, staffId: number): Promise<number | null> {
    const rows: { id: number }[] = await q.query(`SELECT id FROM users WHERE staff_id = $1`, [staffId]);
    return rows[0]?.id ?? null;
  }

  async insertStaffLogin(q: Sql, l: { establishmentId: number; staffId: number; name: string; email: string; passwordHash: string }): Promise<void> {
    await q.query(`INSERT INTO users (establishment_id, staff_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5, 'staff')`, [
      l.establishmentId,
      l.staffId,
      l.name,
      l.email,
      l.passwordHash,
    ]);
  }

  /** A null e-mail or password keeps the current one. */
  async updateStaffLogin(q: Sql, userId: number, l: { name: string; email: string | null; active: boolean; passwordHash: string | null }): Promise<void> {
    await q.query(`UPDATE users SET name = $2, email = coalesce($3, email), is_active = $4, password_hash = coalesce($5, password_hash) WHERE id = $1`, [
      userId,
      l.name,
      l.email,
      l.active,
      l.passwordHash,
    ]);
  }

  /** The ids of the logins disabled. */
  async disableStaffLogins(q: Sql, staffId: number): Promise<number[]> {
    return returnedRows<{ id: number }>(await q.query(`UPDATE users SET is_active = false WHERE staff_id = $1 RETURNING id`, [staffId])).map((r) => r.id);
  }

  // ---- registration
  async insertAdmin(q: Sql, establishmentId: number, admin: { name: string; email: string; passwordHash: string }): Promise<SessionUser> {
    const [user] = await q.query(
      `INSERT INTO users (establishment_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, 'admin') RETURNING ${USER_COLUMNS}`,
      [establishmentId, admin.name, admin.email.toLowerCase(), admin.passwordHash],
    );
    return user as SessionUser;
  }

  // ---- login failures: `device` is the trusted device's id (its cookie), null for clients without one
  /** Failures of clients without a device cookie: of the pair, of the account, of the address. */
  async untrustedFailures(email: string, ip: string, windowMinutes: number): Promise<{ pair: number; account: number; address: number }> {
    const rows = await this.db.query(
      `SELECT count(*) FILTER (WHERE email = $1 AND ip = $2)::int AS pair,
              count(*) FILTER (WHERE email = $1)::int AS account,
              count(*) FILTER (WHERE ip = $2)::int AS address
         FROM login_failures
        WHERE at > now() - make_interval(mins => $3) AND device IS NULL AND (email = $1 OR ip = $2)`,
      [email, ip, windowMinutes],
    );
    return rows[0];
  }

  async deviceFailures(email: string, device: string, windowMinutes: number): Promise<number> {
    const rows = await this.db.query(
      `SELECT count(*)::int AS n FROM login_failures WHERE device = $1 AND email = $2 AND at > now() - make_interval(mins => $3)`,
      [device, email, windowMinutes],
    );
    return rows[0].n;
  }

  async recordLoginFailure(email: string, ip: string, device: string | null): Promise<void> {
    await this.db.query(`INSERT INTO login_failures (email, ip, device) VALUES ($1, $2, $3)`, [email, ip, device]);
    await this.db.query(`DELETE FROM login_failures WHERE at < now() - interval '1 day'`);
  }

  async clearLoginFailures(email: string, ip: string, device: string | null): Promise<void> {
    if (device) await this.db.query(`DELETE FROM login_failures WHERE device = $1 AND email = $2`, [device, email]);
    else await this.db.query(`DELETE FROM login_failures WHERE email = $1 AND ip = $2 AND device IS NULL`, [email, ip]);
  }

  // ---- single-use links (password resets, e-mail changes): only the token's hash is stored
  async insertReset(userId: number, tokenHash: string, ttlMinutes: number): Promise<void> {
    await this.db.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
      userId,
      tokenHash,
      ttlMinutes,
    ]);
  }

  async liveResetEmail(tokenHash: string): Promise<string | undefined> {
    const rows = await this.db.query(
      `SELECT u.email FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
      [tokenHash],
    );
    return rows[0]?.email;
  }

  /** The conditional update is the single-use guarantee: two concurrent uses, one row updated. Ends the user's other links too. */
  async consumeReset(q: Sql, tokenHash: string): Promise<number | undefined> {
    const used = returnedRows<{ user_id: number }>(
      await q.query(`UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`, [
        tokenHash,
      ]),
    );
    const userId = used[0]?.user_id;
    if (userId !== undefined) await q.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    return userId;
  }

  /** One pending change per user: a new request cancels the previous link. */
  async insertEmailChange(userId: number, newEmail: string, tokenHash: string, ttlMinutes: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await tx.query(`INSERT INTO email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`, [
        userId,
        newEmail.toLowerCase(),
        tokenHash,
        ttlMinutes,
      ]);
    });
  }

  async consumeEmailChange(q: Sql, tokenHash: string): Promise<{ userId: number; newEmail: string } | undefined> {
    const rows = returnedRows<{ userId: number; newEmail: string }>(
      await q.query(
        `UPDATE email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId", new_email AS "newEmail"`,
        [tokenHash],
      ),
    );
    return rows[0];
  }
}
