import { createHmac, timingSafeEqual } from 'node:crypto';
import { PUBLIC_BOOKING_PATHS } from '@salao/contracts';

/** What a public link is for: a booking's manage page or a waitlist offer. The purpose is signed too. */
export type TokenPurpose = 'manage' | 'offer';

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, purpose: TokenPurpose, id: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

/** `<id>.<HMAC-SHA256(secret, purpose:id)>`: nothing stored, nothing guessable, one per row. */
export function signToken(secret: string, purpose: TokenPurpose, id: number): string {
  return `${id}.${mac(secret, purpose, id)}`;
}

/** The id a token was signed for, or null when it was altered, is of another purpose, or is not a token. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string): number | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
  const expected = Buffer.from(mac(secret, purpose, id));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The address of a booking's manage page (APP_URL + its signed path), as the booking's answer and messages give it. */
export function manageUrl(config: { appUrl: string; secrets: { booking: string } }, appointmentId: number): string {
  return `${config.appUrl}${PUBLIC_BOOKING_PATHS.manage(signToken(config.secrets.booking, 'manage', appointmentId))}`;
}
