import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { IdentityRepository } from './identity.repository';

/**
 * Failed logins, counted in PostgreSQL so every API instance agrees. Refusals (429) are per (account,
 * address) pair and per address; the account as a whole only gets slower, never locked, so someone
 * guessing elsewhere cannot keep the owner out.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, perPair: 5, accountDelayAfter: 5, baseDelayMs: 200, maxDelayMs: 3000 } as const;
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

  /** Refuses a blocked pair or address with 429; otherwise waits the account's delay. */
  async beforeAttempt(email: string, ip: string): Promise<void> {
    const { pair, account, address } = await this.repo.loginFailures(email, ip, LOGIN_LIMITS.windowMinutes);
    if (pair >= LOGIN_LIMITS.perPair || address >= this.config.limits.loginFailuresPerAddress) throw fail(429, TOO_MANY_LOGINS);
    const delay = accountDelayMs(account);
    if (delay > 0) await sleep(delay);
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.repo.recordLoginFailure(email, ip);
  }

  /** Only this address's failures: the owner logging in elsewhere must not reset a guesser's count. */
  succeeded(email: string, ip: string): Promise<void> {
    return this.repo.clearLoginFailures(email, ip);
  }
}
