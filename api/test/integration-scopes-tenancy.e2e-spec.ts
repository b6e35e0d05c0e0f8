import { INTEGRATION_MSG, INTEGRATION_SCOPES } from '@salao/contracts';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { callWithKey, scopedKey } from './integration-scopes-fixtures';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { apiRoutes, fillPath, seedVictim, tenantDigest, type Victim } from './support/security';

/** A key is its establishment's, like a session: another's ids are 404/403, and a revoked key stops at once everywhere. */
describe('integration key scopes: tenancy and revocation', () => {
  const routes = apiRoutes().filter((r) => r.key && /:\w*[iI]d\b/.test(r.path));
  let t: TestApp;
  let t2: TestApp;
  let a: Victim;
  let b: AgendaTenant;
  let keyB: string;

  beforeAll(async () => {
    // Two API processes on one database: what one revokes, the other refuses. One after the other: their start-ups
    // both create the job queues.
    t = await startApp();
    t2 = await startApp();
    a = await seedVictim(t.url, t.db);
    b = await agendaTenant(t.url, t.db, 'Expert');
    keyB = (await scopedKey(b, INTEGRATION_SCOPES)).key;
  }, 90000);
  afterAll(() => Promise.all([t?.close(), t2?.close()]));

  it("B's key with every scope on A's ids: 403/404 on every key-callable route with an id, nothing of A read or changed", async () => {
    expect(routes.length).toBeGreaterThan(15);
    const before = await tenantDigest(t.db, a.establishmentId);
    const problems: string[] = [];
    for (const route of routes) {
      for (const path of fillPath(route.path, a.ids)) {
        const res = await callWithKey(t.url, route, keyB, a.ids, path);
        const where = `${route.method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
        if (![403, 404].includes(res.status)) problems.push(where);
        if (JSON.stringify(res.body ?? '').includes(a.marker)) problems.push(`vazou: ${where}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await tenantDigest(t.db, a.establishmentId)).toEqual(before);
  }, 120000);

  it("A's own key reads A's row through the same path (the probe works)", async () => {
    const keyA = (await scopedKey(a, ['clients:read'])).key;
    const res = await new ApiClient(t.url).get(`/api/clients/${a.ids.clients}`, { authorization: `Bearer ${keyA}` });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(a.marker);
  });

  it('a revoked key is 401 at once, on this instance and on another', async () => {
    const created = await scopedKey(b, ['clients:read', 'agenda:read'], 'revogar');
    const call = (app: TestApp, path: string) => new ApiClient(app.url).get(path, { authorization: `Bearer ${created.key}` });
    for (const app of [t, t2]) {
      expect((await call(app, '/api/clients')).status).toBe(200);
      expect((await call(app, '/api/appointments')).status).toBe(200);
    }
    expect((await b.client.delete(`/api/integration-keys/${created.id}`)).body).toEqual({ success: true });
    for (const app of [t2, t]) {
      for (const path of ['/api/clients', '/api/appointments']) {
        expect(await call(app, path)).toMatchObject({ status: 401, body: { message: INTEGRATION_MSG.missingKey } });
      }
    }
  });
});
