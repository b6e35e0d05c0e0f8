import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { apiRoutes, createApiKey, fillPath, isKeyRoute, sampleBody, seedVictim, tenantDigest, WRITE_METHODS, type Victim } from '../support/security';
import { agendaTenant, type AgendaTenant } from '../agenda-fixtures';

/**
 * Every route of the API (listed from the router, not by hand) called as another establishment's admin,
 * its staff and anonymously, against establishment A's real ids: never A's data, never a write to A's
 * rows, 401 without a session unless the route is public, never a 5xx.
 */
describe('cross-tenant sweep over every route', () => {
  let t: TestApp;
  let a: Victim;
  let b: AgendaTenant;
  let keyB: string;
  const routes = apiRoutes();

  beforeAll(async () => {
    t = await startApp();
    a = await seedVictim(t.url, t.db);
    b = await agendaTenant(t.url, t.db, 'Expert');
    keyB = (await createApiKey(b)).key;
  }, 60000);
  afterAll(() => t.close());

  it('lists the whole API from the router', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/api/clients/:id', access: 'permission' }));
    expect(routes.filter((r) => r.access === 'none')).toEqual([]);
  });

  it("A's own admin sees the marker through the same paths (the sweep's probe works)", async () => {
    for (const path of [`/api/clients/${a.ids.clients}`, `/api/staff/${a.ids.staff}/vacations`, '/api/notifications']) {
      expect(JSON.stringify((await a.client.get(path)).body)).toContain(a.marker);
    }
  });

  it("B's admin, B's staff and anonymous never read or change A's rows", async () => {
    const before = await tenantDigest(t.db, a.establishmentId);
    const callers: [string, ApiClient, Record<string, string>?][] = [
      ['admin B', b.client],
      ['staff B', b.staffLogin.client],
      ['anônimo', new ApiClient(t.url)],
      ['chave B', new ApiClient(t.url), { authorization: `Bearer ${keyB}` }],
    ];
    const problems: string[] = [];
    let calls = 0;
    // Logout and session-ending routes last, so they do not end the callers' sessions mid-sweep.
    const ordered = [...routes].sort((x, y) => Number(x.path === '/api/logout') - Number(y.path === '/api/logout'));
    for (const route of ordered) {
      if (route.path === '/api/logout') continue;
      for (const path of fillPath(route.path, a.ids)) {
        for (const [who, client, headers] of callers) {
          // A key only matters on key routes; elsewhere it is one more anonymous caller.
          if (headers && !isKeyRoute(route)) continue;
          const body = WRITE_METHODS.includes(route.method) && route.method !== 'DELETE' ? sampleBody(route, a.ids) : undefined;
          const res = await client.request(route.method, path, body, headers);
          calls += 1;
          const where = `${who} ${route.method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
          if (res.status >= 500) problems.push(`5xx: ${where}`);
          if (who === 'anônimo' && route.access !== 'public' && res.status !== 401) problems.push(`sem sessão deveria ser 401: ${where}`);
          // Key routes: a session is not a key (401); B's key on A's establishment is 403.
          if (isKeyRoute(route) && !headers && res.status !== 401) problems.push(`rota de integração sem chave deveria ser 401: ${where}`);
          if (isKeyRoute(route) && headers && res.status !== 403) problems.push(`chave de B em A deveria ser 403: ${where}`);
          if (JSON.stringify(res.body ?? '').includes(a.marker)) problems.push(`dados de A vazaram: ${where}`);
          if (path !== route.path && WRITE_METHODS.includes(route.method) && res.status < 300 && route.access !== 'public')
            problems.push(`escrita 2xx com id de A: ${where}`);
          if (res.status >= 400 && typeof res.body?.message !== 'string') problems.push(`erro sem {message}: ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(150);
    expect(await tenantDigest(t.db, a.establishmentId)).toEqual(before);
  }, 120000);
});
