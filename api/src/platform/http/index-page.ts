import { AREA_ROUTES, SESSION_COOKIE } from '@salao/contracts';

/**
 * The paths of the landing page: the shell build's landing.html (index.html with the page's static header and hero)
 * is their first answer, so the heading paints before any script runs (docs/architecture.md ('First visit')).
 */
export const LANDING_PATHS = ['/', '/vendas'];

export type IndexPage = 'landing.html' | 'area.html' | 'index.html';

const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);
const THEME = /(?:^|;\s*)theme=(light|dark)(?:;|$)/;

/** A session cookie is there (only a hint: the session itself is checked by the page, as always). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && SESSION.test(cookieHeader);
}

/** An area route's path, parameters included ('/clientes/:id' matches '/clientes/12'). */
export function isAreaPath(path: string): boolean {
  const parts = path.split('/');
  return AREA_ROUTES.some((r) => {
    const want = r.path.split('/');
    return want.length === parts.length && want.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]));
  });
}

/**
 * The built page that answers a path outside the API: landing.html for the landing page; area.html (SPEC's session
 * check spinner drawn before any script) for an area page asked with a session cookie; index.html otherwise and
 * for a build without those pages.
 */
export function indexPageFor(path: string, cookieHeader: string | undefined, built: { landing: boolean; area: boolean }): IndexPage {
  if (built.landing && LANDING_PATHS.includes(path)) return 'landing.html';
  if (built.area && isAreaPath(path) && hasSessionCookie(cookieHeader)) return 'area.html';
  return 'index.html';
}

/**
 * <html> with the theme the app last applied (its `theme` cookie, shell-tokens.ts), so a page's first paint is in
 * the user's theme and not the system's when the two differ; unchanged without the cookie.
 */
export function withTheme(html: string, cookieHeader: string | undefined): string {
  const theme = cookieHeader ? THEME.exec(cookieHeader)?.[1] : undefined;
  return theme ? html.replace(/<html\b/, `<html data-theme="${theme}"`) : html;
}
