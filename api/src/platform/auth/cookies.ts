import { SESSION_COOKIE } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** httpOnly, SameSite=Lax, Secure under https; a browser-session cookie (the server enforces idle timeout). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}
