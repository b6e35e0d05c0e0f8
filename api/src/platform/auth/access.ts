import { HTTP_MSG, hasPermission, planIncludes, planRequiredMessage, type PlanFeature } from '@salao/contracts';
import type { AuthContext } from './auth-context';
import type { AccessPolicy } from './decorators';

export type AccessDecision = { allow: true } | { allow: false; status: 401 | 403; message: string };

export const MESSAGES = {
  noSession: HTTP_MSG.noSession,
  noPermission: HTTP_MSG.noPermission,
  forgedHeaders: 'Identificação da requisição não corresponde à sessão.',
  noPolicy: 'Rota sem política de acesso definida.',
} as const;

export type IdentityHeaders = { userId?: string; establishmentId?: string; role?: string };

/**
 * The whole access decision as a pure function: the session decides who you are; headers may only agree
 * with it; the route's permission and plan feature come from the contracts matrix.
 */
export function decideAccess(
  policy: AccessPolicy | undefined,
  feature: PlanFeature | undefined,
  auth: AuthContext | null,
  headers: IdentityHeaders,
): AccessDecision {
  if (!policy) return { allow: false, status: 403, message: MESSAGES.noPolicy };
  if (policy.kind === 'public') return { allow: true };
  if (!auth) return { allow: false, status: 401, message: MESSAGES.noSession };
  const forged =
    (headers.userId !== undefined && headers.userId !== String(auth.userId)) ||
    (headers.establishmentId !== undefined && headers.establishmentId !== String(auth.establishmentId)) ||
    (headers.role !== undefined && headers.role !== auth.role);
  if (forged) return { allow: false, status: 403, message: MESSAGES.forgedHeaders };
  if (policy.kind === 'permission' && !hasPermission(auth.role, policy.permission)) {
    return { allow: false, status: 403, message: MESSAGES.noPermission };
  }
  if (feature && !planIncludes(auth.plan, feature)) {
    return { allow: false, status: 403, message: planRequiredMessage(feature, auth.plan) };
  }
  return { allow: true };
}
