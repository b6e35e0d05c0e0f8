import { Injectable } from '@nestjs/common';
import { MSG, type SessionUser } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SessionService } from '../../platform/auth/session.service';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/tokens';
import { fail } from '../../platform/http/errors';
import { IdentityRepository } from './identity.repository';
import { LoginThrottleService } from './login-throttle.service';

/** Login and the caller's own password. */
@Injectable()
export class IdentityService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** `key` is the e-mail trimmed and lowercased; `device` the id of the browser's valid device cookie for it, if any. */
  async login(key: string, password: string, meta: { ip: string; userAgent?: string; device: string | null }): Promise<{ user: SessionUser; token: string }> {
    await this.throttle.beforeAttempt(key, meta.ip, meta.device);
    const found = await this.repo.loginUser(key);
    const ok = await verifyPassword(found?.passwordHash ?? (await decoyHash()), password);
    if (!found || !ok) {
      await this.throttle.recordFailure(key, meta.ip, meta.device);
      throw fail(401, MSG.loginFailed);
    }
    await this.throttle.succeeded(key, meta.ip, meta.device);
    const { token } = await this.sessions.create(found.id, meta);
    const { passwordHash: _, ...user } = found;
    return { user, token };
  }

  /** Re-authentication for account changes: a stolen session alone cannot take the account over. */
  async assertCurrentPassword(userId: number, currentPassword: string): Promise<{ name: string; email: string }> {
    const user = await this.repo.userById(userId);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw fail(403, MSG.currentPasswordWrong);
    return user;
  }

  /** A new password ends every other session of the user; the caller stays logged in. */
  async changePassword(auth: AuthContext, password: string, currentPassword: string): Promise<void> {
    await this.assertCurrentPassword(auth.userId, currentPassword);
    await this.repo.setPasswordHash(auth.userId, await hashPassword(password));
    await this.sessions.destroyAllForUser(auth.userId, auth.sessionId);
  }
}
