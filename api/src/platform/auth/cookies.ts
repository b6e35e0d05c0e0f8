import { SESSION_COOKIE } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * httpOnly, SameSite=Lax, a browser-session cookie (the server enforces idle timeout). Secure when the
 * request came over https (directly, or through a proxy with TRUST_PROXY=true) or when the public origin
 * (APP_URL) is https: behind a TLS proxy the API itself may only ever see plain http.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, appUrl: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || appUrl.startsWith('https:'),
    path: '/',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}
