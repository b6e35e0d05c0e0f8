export const FOREIGN_ORIGIN_MESSAGE = 'Origem não permitida.';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Integrations (n8n, payment providers) call these from their own servers with their own keys. */
const EXEMPT_PREFIXES = ['/webhook/', '/api/webhook/', '/api/stripe/'];

/**
 * A browser names the page that made a request in Origin and a page cannot forge it. Allowed: no Origin
 * (curl, n8n, server-to-server), the configured origins, and the request's own host (same-origin).
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (allowed.includes(url.origin)) return true;
  return !!host && url.host === host.toLowerCase();
}

/** Only state-changing requests are checked: a foreign page's GET cannot read the answer (no CORS). */
export function needsOriginCheck(method: string, url: string): boolean {
  return WRITE_METHODS.has(method) && !EXEMPT_PREFIXES.some((p) => url.startsWith(p));
}
