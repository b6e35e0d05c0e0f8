import { PUBLIC_BOOKING_PATHS } from '@salao/contracts';
import { REMOTES_LINK, remoteLinks, type WebFiles } from './landing-preload';

const prefix = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** Each public page (shell/src/routes/public-booking-routes.ts) and the GET its mf-agenda page makes first (mf-agenda/src/public-booking). */
const PAGES: [start: string, data: (param: string) => string][] = [
  [prefix(PUBLIC_BOOKING_PATHS.manage('x')), (token) => `/api/public/bookings/${token}`],
  [prefix(PUBLIC_BOOKING_PATHS.waitlistOffer('x')), (token) => `/api/public/waitlist-offers/${token}`],
  [prefix(PUBLIC_BOOKING_PATHS.page('x')), (slug) => `/api/public/${slug}`],
];

/** The data path the public page at `path` fetches first, encoded as the page encodes it; null for any other path. */
export function publicDataPath(path: string): string | null {
  const trimmed = path.replace(/\/+$/, '');
  for (const [start, data] of PAGES) {
    if (!trimmed.startsWith(start)) continue;
    const rest = trimmed.slice(start.length);
    if (!rest || rest.includes('/')) return null;
    try {
      return data(encodeURIComponent(decodeURIComponent(rest)));
    } catch {
      return null; // a malformed escape: the page says it is not found, and fetches nothing
    }
  }
  return null;
}

/**
 * A `Link` header for the end client's public pages (/agendar/…, docs/architecture.md ('First visit')): the runtime
 * list of remotes, mf-agenda's manifest, entry and './public-booking' scripts, and the page's data, all from the
 * first response. Without it a phone asked for each after the one before arrived (HTML → shell → list →
 * manifest → page → data). The data is preloaded as the page fetches it (fetch(), same-origin credentials, no
 * custom header: mf-agenda/src/public-booking/api.ts), so the page's own request is served by the preload.
 * No cookie is read: every visitor gets the same hints. Null for paths that are not a public page.
 */
export function publicPreloadLinks(path: string, readRemotes: () => Record<string, unknown> | null, files: WebFiles): string | null {
  const data = publicDataPath(path);
  if (!data) return null;
  const remotes = readRemotes();
  const code = remotes ? [REMOTES_LINK, ...remoteLinks(remotes.mf_agenda, 'public-booking', files)] : [];
  return [...code, `<${data}>; rel=preload; as=fetch; crossorigin=anonymous`].join(', ');
}
