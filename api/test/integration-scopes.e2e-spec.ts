import { INTEGRATION_SCOPE_MSG, INTEGRATION_SCOPES, type IntegrationScope } from '@salao/contracts';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { allScopes, callWithKey, idsOf, scopedKey } from './integration-scopes-fixtures';
import { startApp, type TestApp } from './support/app';
import { apiRoutes } from './support/security';

/**
 * The scope table (docs/product/api.md 'Integration keys'), read from the router like `npm run cli -- routes
 * --json`: every key-callable route answers a key holding its scope and refuses, naming the scope, one without;
 * every other route refuses every key.
 */
describe('integration key scopes: each scope opens exactly its routes', () => {
  const routes = apiRoutes();
  const keyRoutes = routes.filter((r) => r.key);
  let t: TestApp;
  let a: AgendaTenant;
  const withAll = {} as { key: string };
  const without = new Map<IntegrationScope, string>();

  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db, 'Expert');
    withAll.key = (await scopedKey(a, INTEGRATION_SCOPES, 'todas')).key;
    for (const scope of INTEGRATION_SCOPES) without.set(scope, (await scopedKey(a, allScopes(scope), `sem ${scope}`)).key);
  }, 60000);
  afterAll(() => t.close());

  it('the routes list says which routes a key may call and with which scope', () => {
    expect(keyRoutes.length).toBeGreaterThan(40);
    for (const r of routes) {
      if (r.key) expect(INTEGRATION_SCOPES).toContain(r.scope);
      // Sessions' own business (login, me, password, billing, the keys themselves) is never a key's.
      if (/^\/api\/(login|logout|session|user|billing|integration-keys|register|units|network)/.test(r.path)) expect(r.key).toBe(false);
    }
    expect(keyRoutes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/clients', scope: 'clients:read' }));
    expect(keyRoutes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/appointments', scope: 'agenda:write' }));
    // Every scope opens some route; webhooks:write once the outgoing webhooks' routes declare it.
    expect([...new Set(keyRoutes.map((r) => r.scope))]).toEqual(expect.arrayContaining(allScopes('webhooks:write')));
  });

  it('a key with the scope is let through; a key without it is 403 naming the scope', async () => {
    const problems: string[] = [];
    for (const route of keyRoutes) {
      const scope = route.scope as IntegrationScope;
      const denied = await callWithKey(t.url, route, without.get(scope)!, idsOf(a));
      if (denied.status !== 403 || denied.body?.message !== INTEGRATION_SCOPE_MSG.missing(scope))
        problems.push(`sem ${scope}: ${route.method} ${route.path} -> ${denied.status} ${JSON.stringify(denied.body).slice(0, 120)}`);
      const allowed = await callWithKey(t.url, route, withAll.key, idsOf(a));
      if ([401, 403].includes(allowed.status) || allowed.status >= 500)
        problems.push(`com ${scope}: ${route.method} ${route.path} -> ${allowed.status} ${JSON.stringify(allowed.body).slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  }, 120000);

  it('every other route of a session refuses a key with every scope', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => !r.key && r.access !== 'public')) {
      const res = await callWithKey(t.url, route, withAll.key, idsOf(a));
      if (res.status !== 403 || res.body?.message !== INTEGRATION_SCOPE_MSG.notCallable) problems.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(problems).toEqual([]);
  }, 120000);

  it('no key, an unknown key → 401; a session is unaffected by the new path', async () => {
    const route = keyRoutes.find((r) => r.method === 'GET' && r.path === '/api/clients')!;
    expect((await callWithKey(t.url, route, 'slo_nao-existe', idsOf(a))).status).toBe(401);
    expect((await a.client.get('/api/clients')).status).toBe(200);
    expect((await a.client.get('/api/clients', { authorization: 'Bearer slo_nao-existe' })).status).toBe(200);
  });
});
