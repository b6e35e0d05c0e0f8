import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { apiRoutes, createApiKey, seedVictim, sweepRoutes, tenantDigest, type SweepCaller, type Victim } from '../support/security';
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
    const callers: SweepCaller[] = [
      ['admin B', b.client],
      ['staff B', b.staffLogin.client],
      ['anônimo', new ApiClient(t.url)],
      ['chave B', new ApiClient(t.url), { authorization: `Bearer ${keyB}` }],
    ];
    const { problems, calls } = await sweepRoutes(routes, a, callers);
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(150);
    expect(await tenantDigest(t.db, a.establishmentId)).toEqual(before);
  }, 120000);
});
