import WebSocket from 'ws';
import { SESSION_COOKIE } from '@salao/contracts';
import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createTenant, type Tenant } from '../support/factories';

/** HTTP status of a /ws upgrade attempt: 101 when accepted. */
function upgradeStatus(base: string, headers: Record<string, string>): Promise<number> {
  const ws = new WebSocket(base.replace('http', 'ws') + '/ws', { headers });
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

/** Finding 8: state-changing requests and the /ws upgrade from a foreign Origin are refused. */
describe('Origin check', () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await startApp({ APP_URL: 'https://salao.example', ALLOWED_ORIGINS: 'https://parceiro.example, http://localhost:5173' });
    a = await createTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('refuses writes from a foreign origin with 403 in pt-BR, and changes nothing', async () => {
    for (const [method, path] of [
      ['POST', '/api/clients'],
      ['PUT', '/api/establishment'],
      ['PATCH', '/api/establishment/timezone'],
      ['DELETE', '/api/clients/1'],
      ['POST', '/api/login'],
    ]) {
      const res = await a.client.request(method!, path!, method === 'DELETE' ? undefined : { name: 'Invasor', phone: '11999990000' }, {
        origin: 'https://evil.example',
      });
      expect([path, res.status, res.body]).toEqual([path, 403, { message: 'Origem não permitida.' }]);
    }
    expect((await t.db.query(`SELECT count(*)::int AS n FROM clients WHERE establishment_id = $1`, [a.establishmentId]))[0].n).toBe(0);
    expect((await a.client.request('POST', '/api/clients', { name: 'Cliente', phone: '11999990000' }, { origin: 'null' })).status).toBe(403);
  });

  it('allows the configured origins, the request’s own origin and requests without Origin', async () => {
    const body = { name: 'Cliente', phone: '11999990000', confirmDuplicate: true };
    for (const origin of ['https://salao.example', 'https://parceiro.example', 'http://localhost:5173', t.url]) {
      expect((await a.client.post('/api/clients', body, { origin })).status).toBe(201);
    }
    expect((await a.client.post('/api/clients', body)).status).toBe(201);
    // Reads are not checked: a foreign page cannot read the answer without CORS.
    expect((await a.client.get('/api/clients', { origin: 'https://evil.example' })).status).toBe(200);
  });

  it('refuses the /ws upgrade from a foreign origin', async () => {
    const cookie = `${SESSION_COOKIE}=${a.client.token}`;
    expect(await upgradeStatus(t.url, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(t.url, { cookie, origin: 'https://salao.example' })).toBe(101);
    expect(await upgradeStatus(t.url, { cookie, origin: t.url })).toBe(101);
    expect(await upgradeStatus(t.url, { cookie })).toBe(101);
  });

  it('a login form posted from a foreign page cannot log anyone in', async () => {
    const anon = new ApiClient(t.url);
    const res = await anon.post('/api/login', { email: a.admin.email, password: a.admin.password }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(anon.token).toBeNull();
  });
});
