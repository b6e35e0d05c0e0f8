import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ianaZone, INTEGRATION_MSG } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { keyRateLimitHeaders, presentedKey } from '../../platform/auth/key-auth';
import { INTEGRATION_ACTOR } from '../../platform/audit/audit.service';
import { sha256 } from '../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { parseId } from '../../platform/http/id-param';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { KeyCallAudit } from './key-call-audit';

/**
 * Guards the integration API (routes marked @Public for the session guard): no or revoked key → 401,
 * a key of another establishment than the path's (or the body's establishment_id) → 403, too many
 * calls in the key's minute → 429. Sets request.auth to the key's establishment, acting as its creator.
 */
@Injectable()
export class IntegrationKeyGuard implements CanActivate {
  constructor(
    private readonly keys: IntegrationKeysRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calls: KeyCallAudit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: AuthContext; params: Record<string, string>; body?: unknown }>();
    const key = presentedKey(request.headers);
    const found = key && key.length <= 200 ? await this.keys.resolve(sha256(key)) : null;
    if (!found || found.userId === null) throw fail(401, INTEGRATION_MSG.missingKey);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    this.calls.track(reply, { keyId: found.keyId, establishmentId: found.establishmentId, actor: INTEGRATION_ACTOR });
    const target = request.params.id ?? (request.body as { establishment_id?: unknown } | undefined)?.establishment_id;
    if (target !== undefined && String(target) !== String(found.establishmentId)) {
      parseId(String(target));
      throw fail(403, INTEGRATION_MSG.wrongEstablishment);
    }
    // The window is the clock minute: the next one starts within 60 s.
    if (keyRateLimitHeaders(reply, await this.keys.hit(found.keyId), this.config.limits.integrationRequestsPerMinute, this.clock.now())) {
      throw fail(429, INTEGRATION_MSG.rateLimited);
    }
    request.auth = {
      sessionId: `integration:${found.keyId}`,
      userId: found.userId,
      establishmentId: found.establishmentId,
      role: 'admin',
      staffId: null,
      name: 'Integração',
      email: '',
      plan: found.plan,
      billingStatus: found.billingStatus,
      timezone: found.timezone,
      zone: ianaZone(found.timezone),
      via: 'integration',
    };
    return true;
  }
}
