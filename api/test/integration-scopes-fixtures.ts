import { INTEGRATION_SCOPES, type IntegrationScope } from '@salao/contracts';
import type { RouteInfo } from '../src/platform/http/routes';
import type { AgendaTenant } from './agenda-fixtures';
import { ApiClient } from './support/client';
import { sampleBody, WRITE_METHODS, type VictimIds } from './support/security';

/** A scoped key of the tenant, created through the API by its owner (shown once). */
export async function scopedKey(t: { client: ApiClient }, scopes: readonly IntegrationScope[], name = 'n8n produção'): Promise<{ id: number; key: string }> {
  const res = await t.client.post('/api/integration-keys', { name, scopes });
  if (res.status !== 201) throw new Error(`chave: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const allScopes = (except?: IntegrationScope) => INTEGRATION_SCOPES.filter((s) => s !== except);

/** The tenant's ids by the URL segment that names each kind (support/security's fillPath and sampleBody read them). */
export function idsOf(t: AgendaTenant): VictimIds {
  return { clients: t.clientId, services: t.serviceId, staff: t.staffId, establishment: t.establishmentId };
}

/** A route's path with its params filled: a kind's id where known, a report name, a day, else an id nobody has. */
export function concretePath(path: string, ids: VictimIds): string {
  const segments = path.split('/');
  return segments
    .map((s, i) => {
      if (!s.startsWith(':')) return s;
      if (s === ':name') return 'revenue';
      if (s === ':date') return '2026-03-10';
      const kind = segments[i - 1]!;
      return String(ids[kind] ?? 999999);
    })
    .join('/');
}

/** Calls a route with a key, a valid body on writes. */
export function callWithKey(base: string, route: RouteInfo, key: string, ids: VictimIds, path = concretePath(route.path, ids)) {
  // A valid period, so the lookup of the report (not the query's 400) answers.
  if (route.path.endsWith('/run')) path += '?from=2026-03-01&to=2026-03-31';
  const body = WRITE_METHODS.includes(route.method) && route.method !== 'DELETE' ? sampleBody(route, ids) : undefined;
  return new ApiClient(base).request(route.method, path, body, { authorization: `Bearer ${key}` });
}
