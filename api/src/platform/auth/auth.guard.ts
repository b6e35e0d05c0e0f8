import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { BILLING_MSG, isReadOnlyStatus, SESSION_COOKIE, type PlanFeature } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import { fail } from '../http/errors';
import { decideAccess } from './access';
import { ACCESS_KEY, type AccessPolicy, PLAN_KEY } from './decorators';
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

/** Global, default-deny guard: resolves the session and applies the route's declared policy. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, targets);
    const feature = this.reflector.getAllAndOverride<PlanFeature | undefined>(PLAN_KEY, targets);
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: unknown }>();
    if (policy?.kind === 'public') return true;
    const auth = policy ? await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]) : null;
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
