import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { BILLING_MSG, isReadOnlyStatus, SESSION_COOKIE, type IntegrationScope, type PlanFeature } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/errors';
import { decideAccess } from './access';
import type { AuthContext } from './auth-context';
import { ACCESS_KEY, type AccessPolicy, PLAN_KEY, SCOPE_KEY } from './decorators';
import { KeyAuthRegistry, presentedKey } from './key-auth';
import { SessionService } from './session.service';

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * A canceled account still reactivates its plan, logs out and keeps its users' own security: a leaked password
 * or a lost mailbox must be fixable while nothing else can be written (data export is a read).
 */
const READ_ONLY_EXEMPT = ['/api/billing/', '/api/logout', '/api/user/password', '/api/user/email'];

export function isBlockedWhenReadOnly(method: string, url: string): boolean {
  const path = url.split('?')[0]!;
  return !READ_METHODS.has(method) && !READ_ONLY_EXEMPT.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));
}

/**
 * Global, default-deny guard: resolves the session (or, without a session cookie, an integration key limited
 * by the route's scope) and applies the route's declared policy.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly keys: KeyAuthRegistry,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, targets);
    const feature = this.reflector.getAllAndOverride<PlanFeature | undefined>(PLAN_KEY, targets);
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: unknown }>();
    if (policy?.kind === 'public') return true;
    const cookie = request.cookies?.[SESSION_COOKIE];
    const key = policy && !cookie ? presentedKey(request.headers) : null;
    const authenticator = key ? this.keys.get() : null;
    let auth: AuthContext | null = null;
    if (key && authenticator) {
      const scope = this.reflector.getAllAndOverride<IntegrationScope | undefined>(SCOPE_KEY, targets);
      auth = await authenticator.authenticate(key, scope, context.switchToHttp().getResponse<FastifyReply>());
    } else if (policy) auth = await this.sessions.resolve(cookie);
    const decision = decideAccess(policy, feature, auth, {
      userId: header(request, 'x-user-id'),
      establishmentId: header(request, 'x-establishment-id'),
      role: header(request, 'x-user-role'),
    });
    if (!decision.allow) throw fail(decision.status, decision.message);
    if (auth && isReadOnlyStatus(auth.billingStatus) && isBlockedWhenReadOnly(request.method, request.url)) throw fail(402, BILLING_MSG.readOnly);
    request.auth = auth;
    return true;
  }
}
