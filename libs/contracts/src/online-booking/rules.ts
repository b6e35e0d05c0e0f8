import { digitsOnly } from '../format';

// The online booking rules the public page needs without yup (its first visit is budgeted at 150 KB gzip):
// schema.ts re-exports them, so imports from '@salao/contracts' are unchanged.

/** Browser paths of the public pages (the API prefixes APP_URL; the shell routes them). */
export const PUBLIC_BOOKING_PATHS = {
  page: (slug: string) => `/agendar/${slug}`,
  manage: (token: string) => `/agendar/reserva/${token}`,
  waitlistOffer: (token: string) => `/agendar/oferta/${token}`,
} as const;

/** Slugs that would shadow the public pages' own paths (networks: /api/public/networks/{slug}, docs/product/units.md). */
export const RESERVED_SLUGS = ['reserva', 'oferta', 'bookings', 'waitlist-offers', 'api', 'admin', 'agendar', 'networks'] as const;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value) && !value.includes('--');
}

/** 'Studio Bela Demo' → 'studio-bela-demo' (accents dropped); short or empty names are padded to a valid slug. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  const slug = base.length >= 3 ? base : `salao-${base || 'online'}`.replace(/-+$/g, '');
  return (RESERVED_SLUGS as readonly string[]).includes(slug) ? `${slug}-salao` : slug;
}

/**
 * A Brazilian phone as its 10 or 11 national digits (DDD + number): '+55 (11) 98765-4321', '011 98765 4321',
 * '5511987654321' all give '11987654321'. null when it is not one.
 */
export function normalizeBrazilPhone(value: string | null | undefined): string | null {
  let d = digitsOnly(value);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  else if ((d.length === 11 || d.length === 12) && d.startsWith('0')) d = d.slice(1);
  if (d.length !== 10 && d.length !== 11) return null;
  if (d.startsWith('0') || d[1] === '0') return null;
  if (d.length === 11 && d[2] !== '9') return null;
  return d;
}
