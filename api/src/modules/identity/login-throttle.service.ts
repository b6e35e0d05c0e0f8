import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { IdentityRepository } from './identity.repository';

/**
 * Failed logins, counted in PostgreSQL so every API instance agrees, after OWASP's 'device cookies': a browser
 * that logged in to the account before (a valid device cookie) has a budget of its own, untouched by anyone
 * else's failures, so guessing from the salon's Wi-Fi never locks the team out. Clients without one are refused
 * (429) per (account, address) pair, per address and per account, and slowed per account.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, perPair: 5, perDevice: 5, accountDelayAfter: 5, baseDelayMs: 200, maxDelayMs: 3000 } as const;
export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

/** Server-side delay for an account with this many recent failures: 200 ms doubling beyond 5, capped at 3 s. */
export function accountDelayMs(failures: number): number {
  const beyond = failures - LOGIN_LIMITS.accountDelayAfter;
  if (beyond <= 0) return 0;
  return Math.min(LOGIN_LIMITS.maxDelayMs, LOGIN_LIMITS.baseDelayMs * 2 ** (beyond - 1));
}

@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly repo: IdentityRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses a blocked device, pair, address or account with 429; otherwise waits the account's delay (untrusted clients). */
  async beforeAttempt(email: string, ip: string, device: string | null): Promise<void> {
    const { windowMinutes } = LOGIN_LIMITS;
    if (device) {
      if ((await this.repo.deviceFailures(email, device, windowMinutes)) >= LOGIN_LIMITS.perDevice) throw fail(429, TOO_MANY_LOGINS);
      return;
    }
    const { pair, account, address } = await this.repo.untrustedFailures(email, ip, windowMinutes);
    const { loginFailuresPerAddress, loginFailuresPerAccount } = this.config.limits;
    if (pair >= LOGIN_LIMITS.perPair || address >= loginFailuresPerAddress || account >= loginFailuresPerAccount) throw fail(429, TOO_MANY_LOGINS);
    const delay = accountDelayMs(account);
    if (delay > 0) await sleep(delay);
  }

  recordFailure(email: string, ip: string, device: string | null): Promise<void> {
    return this.repo.recordLoginFailure(email, ip, device);
  }

  /** Only this device's, or this address's, failures: the owner logging in elsewhere must not reset a guesser's count. */
  succeeded(email: string, ip: string, device: string | null): Promise<void> {
    return this.repo.clearLoginFailures(email, ip, device);
  }
}
