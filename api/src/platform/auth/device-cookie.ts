import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from './tokens';

/** A browser that logged in once stays known for a year (each login renews it). */
const DEVICE_COOKIE_DAYS = 365;
/** Sent to the login call only: nothing else needs it. */
const DEVICE_COOKIE_PATH = '/api/login';

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** One cookie per account on a browser (a shared salon computer knows each of its users); the name hides the e-mail. */
export function deviceCookieName(secret: string, email: string): string {
  return `salao_dev_${mac(secret, `device-name|${email}`).slice(0, 16).replace(/[-_]/g, 'x')}`;
}

/**
 * The device id a login request proves for this account (OWASP 'device cookies': `<nonce>.<HMAC(account, nonce)>`),
 * or null: no cookie, another account's, or a forged one.
 */
export function trustedDevice(request: FastifyRequest, secret: string, email: string): string | null {
  const raw = request.cookies?.[deviceCookieName(secret, email)];
  const [nonce, signature, extra] = (raw ?? '').split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, `device|${email}|${nonce}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** After a successful login: the browser's device cookie for this account (its id kept when it had one). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, secret: string, email: string, appUrl: string): void {
  const nonce = trustedDevice(request, secret, email) ?? randomToken(18);
  reply.setCookie(deviceCookieName(secret, email), `${nonce}.${mac(secret, `device|${email}|${nonce}`)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || appUrl.startsWith('https:'),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
