import { WRITE_SAFETY_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { apiRoutes, useAgendaApp } from './support/security';

const MALFORMED = { 'Idempotency-Key': 'chave com espaços' };

/**
 * docs/architecture.md 'Idempotency keys': the interceptor is put on each keyed route at start, not globally. Every
 * POST and PATCH the router lists (but the NoIdempotency ones) must check its key before it runs: a malformed key is
 * refused with 400 on each, and a read ignores the header.
 */
describe('every keyed write route checks its Idempotency-Key', () => {
  const ctx = useAgendaApp();
  const routes = apiRoutes();

  it('a malformed key is a 400 on every POST and PATCH before the route runs (never a write)', async () => {
    const keyed = routes.filter((r) => r.idempotent);
    expect(keyed.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.idempotent && !['POST', 'PATCH'].includes(r.method))).toEqual([]);
    expect(routes.find((r) => r.method === 'POST' && r.path === '/api/login')?.idempotent).toBe(false);
    const { t, x } = ctx;
    const anonymous = new ApiClient(t.url);
    const problems: string[] = [];
    let refused = 0;
    for (const r of keyed) {
      const path = r.path.replace(/:[A-Za-z]+/g, '1');
      const client = r.access === 'public' ? anonymous : x.client;
      const res = r.method === 'POST' ? await client.post(path, {}, MALFORMED) : await client.patch(path, {}, MALFORMED);
      // A guard (no session, no permission, another plan) may answer first; the route itself never may.
      if (res.status === 400 && res.body.message === WRITE_SAFETY_MSG.invalidKey) refused++;
      else if (res.status !== 401 && res.status !== 403) problems.push(`${r.method} ${r.path}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(keyed.length * 0.8);
  }, 120000);

  it('a read and a NoIdempotency route ignore the header', async () => {
    const { t, x } = ctx;
    expect((await x.client.get('/api/clients', MALFORMED)).status).toBe(200);
    const login = await new ApiClient(t.url).post('/api/login', { email: x.admin.email, password: x.admin.password }, MALFORMED);
    expect(login.status).toBe(200);
  });
});
