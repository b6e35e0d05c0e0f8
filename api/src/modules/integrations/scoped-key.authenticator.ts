import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ianaZone, INTEGRATION_MSG, INTEGRATION_SCOPE_MSG, INTEGRATION_SCOPES_PLAN, type IntegrationScope } from '@salao/contracts';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { type KeyAuthenticator, KeyAuthRegistry, keyRateLimitHeaders } from '../../platform/auth/key-auth';
import { sha256 } from '../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { KeyCallAudit } from './key-call-audit';

/** Who the audit log names for a key's writes (docs/architecture.md 'Audit log'). */
export const keyActor = (name: string) => `Chave: ${name}`;

/**
 * A key on the /api routes the screens use (docs/product/api.md 'Integration keys'): it acts as its
 * establishment's owner, limited to the route's scope. Unknown or revoked → 401; a route without a scope or a
 * scope the key lacks → 403; the Expert plan only; over INTEGRATION_RATE_LIMIT in the clock minute → 429. The
 * key is read from PostgreSQL on every call (no cache), so a revocation holds at once on every instance.
 */
@Injectable()
export class ScopedKeyAuthenticator implements KeyAuthenticator, OnModuleInit {
  constructor(
    private readonly keys: IntegrationKeysRepository,
    private readonly registry: KeyAuthRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calls: KeyCallAudit,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async authenticate(key: string, scope: IntegrationScope | undefined, reply: FastifyReply): Promise<AuthContext> {
    const found = key.length <= 200 ? await this.keys.resolve(sha256(key)) : null;
    if (!found || found.ownerId === null) throw fail(401, INTEGRATION_MSG.missingKey);
    this.calls.track(reply, { keyId: found.keyId, establishmentId: found.establishmentId, actor: keyActor(found.name) });
    if (!scope) throw fail(403, INTEGRATION_SCOPE_MSG.notCallable);
    if (!found.scopes.includes(scope)) throw fail(403, INTEGRATION_SCOPE_MSG.missing(scope));
    // A key made on Expert stops at once when the plan goes down; it works again on the way back up.
    if (found.plan !== INTEGRATION_SCOPES_PLAN) throw fail(403, INTEGRATION_SCOPE_MSG.plan(found.plan));
    const limit = this.config.limits.integrationRequestsPerMinute;
    if (keyRateLimitHeaders(reply, await this.keys.hit(found.keyId), limit, this.clock.now())) throw fail(429, INTEGRATION_SCOPE_MSG.rateLimited);
    return {
      sessionId: `integration:${found.keyId}`,
      userId: found.ownerId,
      establishmentId: found.establishmentId,
      role: 'owner',
      staffId: null,
      name: keyActor(found.name),
      email: '',
      plan: found.plan,
      billingStatus: found.billingStatus,
      timezone: found.timezone,
      zone: ianaZone(found.timezone),
      via: 'integration',
    };
  }
}
