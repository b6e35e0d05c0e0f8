import { Injectable } from '@nestjs/common';
import { MSG, type SessionUser } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SessionService } from '../../platform/auth/session.service';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/tokens';
import { fail } from '../../platform/http/errors';
import { PG, pgCode, returnedRows } from '../../platform/database/data-source';
import { LoginThrottleService, TOO_MANY_LOGINS } from './login-throttle.service';

const USER_COLUMNS = `id, name, email, role, establishment_id AS "establishmentId", staff_id AS "staffId"`;

/** Login and the caller's own account (e-mail, password). */
@Injectable()
export class IdentityService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async login(email: string, password: string, meta: { ip: string; userAgent?: string }): Promise<{ user: SessionUser; token: string }> {
    const key = email.trim().toLowerCase();
    if (await this.throttle.isBlocked(key, meta.ip)) throw fail(429, TOO_MANY_LOGINS);
    const rows: (SessionUser & { passwordHash: string })[] = await this.db.query(
      `SELECT ${USER_COLUMNS}, password_hash AS "passwordHash" FROM users WHERE lower(email) = $1 AND is_active`,
      [key],
    );
    const found = rows[0];
    const ok = await verifyPassword(found?.passwordHash ?? (await decoyHash()), password);
    if (!found || !ok) {
      await this.throttle.recordFailure(key, meta.ip);
      throw fail(401, MSG.loginFailed);
    }
    await this.throttle.clear(key);
    const { token } = await this.sessions.create(found.id, meta);
    const { passwordHash: _, ...user } = found;
    return { user, token };
  }

  async changeEmail(auth: AuthContext, email: string): Promise<SessionUser> {
    try {
      const rows = returnedRows<SessionUser>(
        await this.db.query(`UPDATE users SET email = $2 WHERE id = $1 RETURNING ${USER_COLUMNS}`, [auth.userId, email.toLowerCase()]),
      );
      return rows[0]!;
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
      throw error;
    }
  }

  /** A new password ends every other session of the user; the caller stays logged in. */
  async changePassword(auth: AuthContext, password: string, currentPassword?: string): Promise<void> {
    if (currentPassword !== undefined && currentPassword !== '') {
      const rows: { passwordHash: string }[] = await this.db.query(`SELECT password_hash AS "passwordHash" FROM users WHERE id = $1`, [auth.userId]);
      if (!(await verifyPassword(rows[0]!.passwordHash, currentPassword))) throw fail(400, MSG.currentPasswordWrong);
    }
    await this.db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [auth.userId, await hashPassword(password)]);
    await this.sessions.destroyAllForUser(auth.userId, auth.sessionId);
  }
}
