import { Injectable } from '@nestjs/common';
import type { IntegrationScope } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';

/** The key a call carries: `Authorization: Bearer <key>` or `x-api-key: <key>`. */
export function presentedKey(headers: FastifyRequest['headers']): string | null {
  const auth = headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim() || null;
  const x = headers['x-api-key'];
  return typeof x === 'string' && x.trim() ? x.trim() : null;
}

/**
 * Turns a presented integration key into the caller of a session route, or throws the 401/403/429 (the
 * route's scope decides: docs/product/api.md 'Integration keys'). The integrations module, which owns the keys,
 * registers it; the platform's guard only asks.
 */
export interface KeyAuthenticator {
  authenticate(key: string, scope: IntegrationScope | undefined, reply: FastifyReply): Promise<AuthContext>;
}

/** Where the guard finds the key authenticator (a registry, so platform/auth does not import a module). */
@Injectable()
export class KeyAuthRegistry {
  private authenticator: KeyAuthenticator | null = null;

  register(authenticator: KeyAuthenticator): void {
    this.authenticator = authenticator;
  }

  get(): KeyAuthenticator | null {
    return this.authenticator;
  }
}

/**
 * The IETF RateLimit headers of a key's call in a clock-minute window (docs/architecture.md 'Rate limits'); true
 * when the call is over the limit (the caller answers 429, with Retry-After).
 */
export function keyRateLimitHeaders(reply: FastifyReply, hits: number, limit: number, now: number): boolean {
  const reset = 60 - new Date(now).getUTCSeconds();
  void reply.header('RateLimit-Limit', String(limit));
  void reply.header('RateLimit-Remaining', String(Math.max(0, limit - hits)));
  void reply.header('RateLimit-Reset', String(reset));
  if (hits <= limit) return false;
  void reply.header('Retry-After', String(reset));
  return true;
}
