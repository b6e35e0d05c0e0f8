import { CURSOR_MSG, WEBHOOK_MSG, WRITE_SAFETY_MSG, planRequiredMessage } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { key } from './checkouts-visit';
import { walkCursor } from './support/cursor-walk';

/** /api/webhooks (docs/product/webhooks.md): the owner's, plan Expert, secret shown once, versioned, audited, tenant-scoped. */
describe('webhooks: endpoints of the owner', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  const hook = { url: 'https://hooks.example.com/salao', events: ['appointment.created', 'client.created'] };

  beforeAll(async () => {
    t = await startApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    a = await createTenant(t.url, t.db, 'Expert');
    b = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(() => t.close());

  it('creates with a whsec_ secret shown once; the list and the record never show it', async () => {
    const created = await a.client.post('/api/webhooks', hook, key());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: hook.url,
      events: hook.events,
      active: true,
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
    });
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(24);
    const list = await a.client.get('/api/webhooks');
    const { secret: _, ...shown } = created.body;
    expect(list.body).toEqual([{ ...shown, disabledAt: null }]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(JSON.stringify((await a.client.get(`/api/webhooks/${created.body.id}`)).body)).not.toContain('whsec_');
    // Audited without the secret.
    const [row] = await t.db.query(`SELECT action, after FROM audit_log WHERE entity = 'webhook' AND entity_id = $1`, [created.body.id]);
    expect(row).toEqual({ action: 'create', after: { url: hook.url, events: hook.events, active: true } });
  });

  it('Idempotency-Key on POST: the same request answers the first answer, creating one webhook', async () => {
    const headers = key();
    const first = await a.client.post('/api/webhooks', { ...hook, url: 'https://hooks.example.com/uma-vez' }, headers);
    const again = await a.client.post('/api/webhooks', { ...hook, url: 'https://hooks.example.com/uma-vez' }, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM webhooks WHERE url = $1`, ['https://hooks.example.com/uma-vez'])).toEqual([{ n: 1 }]);
  });

  it('refuses bad input in pt-BR: http, no events, unknown events, credentials in the URL', async () => {
    const cases: [object, string][] = [
      [{ ...hook, url: 'http://hooks.example.com/x' }, WEBHOOK_MSG.urlHttps],
      [{ ...hook, url: 'ftp://hooks.example.com/x' }, WEBHOOK_MSG.urlHttps],
      [{ ...hook, url: 'nada' }, WEBHOOK_MSG.urlInvalid],
      [{ ...hook, url: 'https://eu:senha@hooks.example.com/x' }, WEBHOOK_MSG.urlInvalid],
      [{ ...hook, url: '' }, WEBHOOK_MSG.url],
      [{ ...hook, events: [] }, WEBHOOK_MSG.events],
      [{ ...hook, events: ['appointment.deleted'] }, WEBHOOK_MSG.eventInvalid],
      [{ ...hook, active: 'talvez' }, WEBHOOK_MSG.active],
    ];
    for (const [body, message] of cases) {
      const res = await a.client.post('/api/webhooks', body, key());
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    // http only to the tests' allowlisted host.
    expect((await a.client.post('/api/webhooks', { ...hook, url: 'http://127.0.0.1:9/x' }, key())).status).toBe(201);
  });

  it('PUT takes the version: a stale one is 409 and writes nothing; turning it off and on', async () => {
    const { body: w } = await a.client.post('/api/webhooks', hook, key());
    const saved = await a.client.put(`/api/webhooks/${w.id}`, { ...hook, events: ['client.updated'], active: false, version: 1 });
    expect(saved.body).toMatchObject({ events: ['client.updated'], active: false, version: 2 });
    const stale = await a.client.put(`/api/webhooks/${w.id}`, { ...hook, url: 'https://outro.example.com/', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(WRITE_SAFETY_MSG.staleVersion);
    expect((await a.client.get(`/api/webhooks/${w.id}`)).body).toMatchObject({ url: hook.url, version: 2 });
    const [row] = await t.db.query(`SELECT before, after FROM audit_log WHERE entity = 'webhook' AND entity_id = $1 AND action = 'update'`, [w.id]);
    expect(row).toEqual({ before: { events: hook.events, active: true }, after: { events: ['client.updated'], active: false } });
  });

  it("another establishment's webhook is 404 on every route; DELETE removes it", async () => {
    const { body: w } = await a.client.post('/api/webhooks', hook, key());
    for (const res of [
      await b.client.get(`/api/webhooks/${w.id}`),
      await b.client.put(`/api/webhooks/${w.id}`, hook),
      await b.client.delete(`/api/webhooks/${w.id}`),
      await b.client.get(`/api/webhooks/${w.id}/deliveries`),
      await b.client.get(`/api/webhooks/${w.id}/deliveries?after=0`),
      await b.client.post(`/api/webhooks/${w.id}/deliveries/1/redeliver`, {}, key()),
    ]) {
      expect([res.status, res.body]).toEqual([404, { message: WEBHOOK_MSG.notFound }]);
    }
    expect((await b.client.get('/api/webhooks')).body).toEqual([]);
    expect((await a.client.delete(`/api/webhooks/${w.id}`)).body).toEqual({ success: true });
    expect((await a.client.get(`/api/webhooks/${w.id}`)).status).toBe(404);
  });

  it('the delivery log: the 100 newest, or all of it by cursor in id order', async () => {
    const { body: w } = await a.client.post('/api/webhooks', { ...hook, url: 'https://hooks.example.com/registro' }, key());
    const rows: { id: number }[] = await t.db.query(
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event, resource, body)
       SELECT $1, 'msg_' || g, 'client.created', 'client:' || g, '{}' FROM generate_series(1, 130) g RETURNING id::int AS id`,
      [w.id],
    );
    const ids = rows.map((r) => r.id).sort((x, y) => x - y);
    const newest = (await a.client.get(`/api/webhooks/${w.id}/deliveries`)).body as { id: number }[];
    expect(newest.map((d) => d.id)).toEqual(ids.slice(30).reverse());
    const { items, pages } = await walkCursor<{ id: number; messageId: string }>((p) => a.client.get(p), `/api/webhooks/${w.id}/deliveries`, 'deliveries', 50);
    expect(items.map((d) => d.id)).toEqual(ids);
    expect(items[0]).toMatchObject({ messageId: 'msg_1', event: 'client.created', status: 'pending' });
    expect(pages).toBe(3);
    for (const q of ['after=x', 'after=-1'])
      expect(await a.client.get(`/api/webhooks/${w.id}/deliveries?${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.after } });
    expect(await a.client.get(`/api/webhooks/${w.id}/deliveries?after=0&limit=500`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.limit } });
  });

  it('the Expert plan only, and the owner only', async () => {
    const base = await createTenant(t.url, t.db, 'Core');
    const res = await base.client.get('/api/webhooks');
    expect([res.status, res.body.message]).toEqual([403, planRequiredMessage('webhooks', 'Core')]);
    const staff = await createStaffLogin(t.url, t.db, a.establishmentId);
    expect((await staff.client.get('/api/webhooks')).status).toBe(403);
    expect((await staff.client.post('/api/webhooks', hook, key())).status).toBe(403);
  });
});
