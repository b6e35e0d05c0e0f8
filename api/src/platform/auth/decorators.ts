import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { IntegrationScope, Permission, PlanFeature } from '@salao/contracts';
import type { AuthContext } from './auth-context';

export const ACCESS_KEY = 'salao:access';
export const PLAN_KEY = 'salao:plan';
export const SCOPE_KEY = 'salao:scope';

/** A route's access policy. Routes without one are refused: the guard is default-deny. */
export type AccessPolicy = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; permission: Permission };

/** No session needed (login, registration, health, integrations with their own key). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessPolicy);
/** Any logged-in user. */
export const Authenticated = () => SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies AccessPolicy);
/** A permission of the contracts matrix (docs/product/roles.md). */
export const RequirePermission = (permission: Permission) => SetMetadata(ACCESS_KEY, { kind: 'permission', permission } satisfies AccessPolicy);
/** A plan feature: financial and loyalty need Core, inventory Expert. */
export const RequirePlan = (feature: PlanFeature) => SetMetadata(PLAN_KEY, feature);

/**
 * The integration-key scope that lets a key call this route as the establishment's owner (docs/product/api.md
 * 'Integration keys'). A route without one is never callable by a key; the session policy still applies.
 */
export const Scope = (scope: IntegrationScope) => SetMetadata(SCOPE_KEY, scope);

/** The caller's AuthContext, set by the guard. */
export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  return ctx.switchToHttp().getRequest().auth;
});
