import { INTEGRATION_MSG, INTEGRATION_SCOPE_MSG } from '@salao/contracts';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { changes, historyOf } from './audit-support';
import { waitFor } from './support/wait';
import { scopedKey } from './integration-scopes-fixtures';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { createTenant } from './support/factories';

const LIMIT = 5;

/** Rate limits, the audit actor and the plan of scoped keys (docs/product/api.md 'Integration keys'). */
describe('integration key scopes: limits, audit, plans, old keys', () => {
  let t: TestApp;
  let a: AgendaTenant;
  const asKey = (key: string) => ({ authorization: `Bearer ${key}` });
  const anon = () => new ApiClient(t.url);

  beforeAll(async () => {
    t = await startApp({ INTEGRATION_RATE_LIMIT: String(LIMIT) });
    a = await agendaTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(() => t.close());

  it('every key call carries RateLimit headers; past the limit in the minute → 429 in pt-BR', async () => {
    // The window is the clock minute: start early in one, so the calls below share it.
    if (new Date().getUTCSeconds() > 50) await new Promise((r) => setTimeout(r, (61 - new Date().getUTCSeconds()) * 1000));
    const { key } = await scopedKey(a, ['clients:read']);
    for (let i = 1; i <= LIMIT; i++) {
      const res = await anon().get('/api/clients', asKey(key));
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(res.headers.get('ratelimit-remaining')).toBe(String(LIMIT - i));
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    }
    const over = await anon().get('/api/clients', asKey(key));
    expect(over).toMatchObject({ status: 429, body: { message: INTEGRATION_SCOPE_MSG.rateLimited } });
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another key of the same establishment has its own count; a session has none.
    expect((await anon().get('/api/clients', asKey((await scopedKey(a, ['clients:read'], 'outra')).key))).status).toBe(200);
    expect((await a.client.get('/api/clients')).headers.get('ratelimit-limit')).toBeNull();
  }, 70000);

  it("a key's writes name the key in the audit log; the list shows scopes and last use, never the key", async () => {
    const { id, key } = await scopedKey(a, ['clients:write', 'clients:read'], 'n8n produção');
    const created = await anon().post('/api/clients', { name: 'Cliente da Chave', phone: '11912345678', confirmDuplicate: true }, asKey(key));
    expect(created.status).toBe(201);
    const edited = await anon().put(`/api/clients/${created.body.id}`, { name: 'Cliente Editada', phone: '11912345678' }, asKey(key));
    expect(edited.status).toBe(200);
    const history = await historyOf(a.client, 'client', created.body.id);
    expect(history.map((h) => [h.action, h.userName, h.userId])).toEqual([
      ['create', 'Chave: n8n produção', null],
      ['update', 'Chave: n8n produção', null],
    ]);
    const list = await a.client.get('/api/integration-keys');
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body).toContainEqual(
      expect.objectContaining({ id, name: 'n8n produção', scopes: ['clients:write', 'clients:read'], lastUsedAt: expect.any(String) }),
    );
  });

  it('every call by a key, read or write, allowed or refused, is in the audit log under its name (path without the query)', async () => {
    const { id, key } = await scopedKey(a, ['clients:read', 'clients:write'], 'Relatórios n8n');
    expect((await anon().get('/api/clients?search=Maria', asKey(key))).status).toBe(200);
    expect((await anon().post('/api/clients', { name: 'Cliente Auditada', phone: '11912340000', confirmDuplicate: true }, asKey(key))).status).toBe(201);
    expect((await anon().get('/api/products', asKey(key))).status).toBe(403);
    const calls = await waitFor(
      async () => {
        const rows = await historyOf(a.client, 'integration_key', id);
        return rows.length === 3 && rows;
      },
      'as três chamadas no histórico',
      10000,
    );
    expect(calls.map((c) => [c.action, c.userName, c.userId])).toEqual(Array(3).fill(['call', 'Chave: Relatórios n8n', null]));
    expect(calls.map(changes)).toEqual([
      { method: [null, 'GET'], path: [null, '/api/clients'], httpStatus: [null, 200] },
      { method: [null, 'POST'], path: [null, '/api/clients'], httpStatus: [null, 201] },
      { method: [null, 'GET'], path: [null, '/api/products'], httpStatus: [null, 403] },
    ]);
    // The n8n routes' keys too, as 'Integração'.
    const old = (await a.client.post('/api/integration-keys', { name: 'n8n antigo' })).body as { id: number; key: string };
    expect((await anon().get(`/api/n8n/establishment/${a.establishmentId}/info`, asKey(old.key))).status).toBe(200);
    const [n8n] = await waitFor(
      async () =>
        (await historyOf(a.client, 'integration_key', old.id)).filter((r) => r.action === 'call').length === 1 &&
        historyOf(a.client, 'integration_key', old.id),
      'a chamada do n8n',
      10000,
    );
    expect([n8n!.userName, changes(n8n!)]).toEqual([
      'Integração',
      { method: [null, 'GET'], path: [null, `/api/n8n/establishment/${a.establishmentId}/info`], httpStatus: [null, 200] },
    ]);
  });

  it('Base and Core: 403 creating a scoped key; their keys without scopes keep the n8n routes and nothing else', async () => {
    for (const plan of ['Base', 'Core'] as const) {
      const x = await createTenant(t.url, t.db, plan);
      expect(await x.client.post('/api/integration-keys', { name: 'n8n', scopes: ['clients:read'] })).toMatchObject({
        status: 403,
        body: { message: INTEGRATION_SCOPE_MSG.plan(plan) },
      });
      const old = await x.client.post('/api/integration-keys', { name: 'n8n' });
      expect(old.body).toMatchObject({ scopes: [], key: expect.stringMatching(/^slo_/) });
      expect((await anon().get(`/api/n8n/establishment/${x.establishmentId}/info`, asKey(old.body.key))).status).toBe(200);
      expect(await anon().get('/api/clients', asKey(old.body.key))).toMatchObject({
        status: 403,
        body: { message: INTEGRATION_SCOPE_MSG.missing('clients:read') },
      });
    }
    expect(await a.client.post('/api/integration-keys', { name: 'n8n', scopes: ['clientes:tudo'] })).toMatchObject({
      status: 400,
      body: { message: INTEGRATION_SCOPE_MSG.invalid },
    });
  });

  it('a scoped key keeps the n8n routes; the plan going down stops its /api calls at once', async () => {
    const x = await agendaTenant(t.url, t.db, 'Expert');
    const { key } = await scopedKey(x, ['catalog:read']);
    expect((await anon().get(`/api/n8n/establishment/${x.establishmentId}/info`, asKey(key))).status).toBe(200);
    expect((await anon().get('/api/services/list', asKey(key))).status).toBe(200);
    await t.db.query(`UPDATE establishments SET plan = 'Core' WHERE id = $1`, [x.establishmentId]);
    expect(await anon().get('/api/services/list', asKey(key))).toMatchObject({ status: 403, body: { message: INTEGRATION_SCOPE_MSG.plan('Core') } });
    await t.db.query(`UPDATE establishments SET plan = 'Expert' WHERE id = $1`, [x.establishmentId]);
    expect((await anon().get('/api/services/list', asKey(key))).status).toBe(200);
    expect(await anon().get('/api/services/list', asKey('slo_revogada'))).toMatchObject({ status: 401, body: { message: INTEGRATION_MSG.missingKey } });
  });
});
