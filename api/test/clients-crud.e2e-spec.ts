import { CLIENT_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

const valid = {
  name: 'Maria Cliente',
  phone: '(11) 98888-7777',
  email: 'maria@cliente.com',
  address: 'Rua A, 10',
  notes: 'Prefere manhã',
  establishmentId: 999,
  // The suite creates many clients with this phone (a duplicate is refused without it: clients-duplicates).
  confirmDuplicate: true,
};

describe('clients API', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('creates, reads, updates and lists a client of the session establishment', async () => {
    const created = await tenant.client.post('/api/clients', valid);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Maria Cliente',
      phone: '(11) 98888-7777',
      email: 'maria@cliente.com',
      address: 'Rua A, 10',
      notes: 'Prefere manhã',
      birthday: null,
      allergies: null,
      hairNotes: null,
      skinNotes: null,
      anamnesis: [],
      lastVisit: null,
      version: 1,
    });
    const [row] = await t.db.query(`SELECT establishment_id FROM clients WHERE id = $1`, [created.body.id]);
    expect(row.establishment_id).toBe(tenant.establishmentId); // the body's establishmentId is ignored

    const updated = await tenant.client.put(`/api/clients/${created.body.id}`, {
      name: 'Maria Souza',
      phone: '11988887777',
      email: '',
      address: '',
      notes: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Maria Souza', phone: '11988887777', email: null, address: null, notes: null });
    expect((await tenant.client.get(`/api/clients/${created.body.id}`)).body.name).toBe('Maria Souza');
    const list = await tenant.client.get('/api/clients');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: number }) => c.id)).toContain(created.body.id);
  });

  it.each([
    [{ ...valid, name: '' }, CLIENT_MSG.name],
    [{ ...valid, name: 'A' }, CLIENT_MSG.name],
    [{ ...valid, name: undefined }, CLIENT_MSG.name],
    [{ ...valid, name: 'x'.repeat(121) }, CLIENT_MSG.nameMax],
    [{ ...valid, phone: '' }, CLIENT_MSG.phone],
    [{ ...valid, phone: '(11) 9888-777' }, CLIENT_MSG.phone],
    [{ ...valid, phone: undefined }, CLIENT_MSG.phone],
    [{ ...valid, phone: '1'.repeat(21) }, CLIENT_MSG.phoneMax],
    [{ ...valid, email: 'não-é-email' }, CLIENT_MSG.email],
    [{ ...valid, address: 'x'.repeat(301) }, CLIENT_MSG.addressMax],
    [{ ...valid, notes: 'x'.repeat(2001) }, CLIENT_MSG.notesMax],
  ])('answers 400 with the SPEC message for %j', async (body, message) => {
    const before = await t.db.query(`SELECT count(*)::int AS n FROM clients WHERE establishment_id = $1`, [tenant.establishmentId]);
    const res = await tenant.client.post('/api/clients', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    const after = await t.db.query(`SELECT count(*)::int AS n FROM clients WHERE establishment_id = $1`, [tenant.establishmentId]);
    expect(after[0].n).toBe(before[0].n);
  });

  it('applies the same rules on update, and the first broken field answers', async () => {
    const { body: c } = await tenant.client.post('/api/clients', valid);
    const res = await tenant.client.put(`/api/clients/${c.id}`, { name: 'B', phone: '1', email: 'x' });
    expect(res).toMatchObject({ status: 400, body: { message: CLIENT_MSG.name } });
    expect((await tenant.client.put(`/api/clients/${c.id}`, { name: 'Bia', phone: '1', email: 'x' })).body.message).toBe(CLIENT_MSG.phone);
    expect((await tenant.client.put(`/api/clients/${c.id}`, { name: 'Bia', phone: '11999998888', email: 'x' })).body.message).toBe(CLIENT_MSG.email);
    expect((await tenant.client.put(`/api/clients/${c.id}`, 'not json', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await tenant.client.get(`/api/clients/${c.id}`)).body.name).toBe('Maria Cliente');
  });

  it("another establishment's client ids answer 404 on read, update and delete, and nothing changes", async () => {
    const other = await createTenant(t.url, t.db);
    const { body: theirs } = await other.client.post('/api/clients', { ...valid, name: 'Cliente Alheio' });
    for (const res of [
      await tenant.client.get(`/api/clients/${theirs.id}`),
      await tenant.client.put(`/api/clients/${theirs.id}`, valid),
      await tenant.client.delete(`/api/clients/${theirs.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: CLIENT_MSG.notFound });
    }
    expect((await other.client.get(`/api/clients/${theirs.id}`)).body).toMatchObject({ name: 'Cliente Alheio' });
    expect((await tenant.client.get('/api/clients')).body.some((c: { id: number }) => c.id === theirs.id)).toBe(false);
    expect((await tenant.client.get('/api/clients/list')).body.some((c: { id: number }) => c.id === theirs.id)).toBe(false);
    for (const id of ['abc', '0', '99999999999', '-1']) expect((await tenant.client.get(`/api/clients/${id}`)).status).toBe(404);
  });

  it('staff get 403 on the admin-only client routes, 200 on /api/clients/list', async () => {
    const staff = await createStaffLogin(t.url, t.db, tenant.establishmentId);
    const { body: c } = await tenant.client.post('/api/clients', valid);
    const denied = [
      await staff.client.get('/api/clients'),
      await staff.client.get(`/api/clients/${c.id}`),
      await staff.client.post('/api/clients', valid),
      await staff.client.put(`/api/clients/${c.id}`, valid),
      await staff.client.delete(`/api/clients/${c.id}`),
    ];
    for (const res of denied) expect(res).toMatchObject({ status: 403, body: { message: 'Você não tem permissão para acessar esta página.' } });
    const list = await staff.client.get('/api/clients/list');
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: number }) => x.id)).toContain(c.id);
    expect((await new ApiClient(t.url).get('/api/clients/list')).status).toBe(401);
  });

  it('delete is soft: the client leaves the lists, answers 404, and its appointment history stays readable', async () => {
    const { body: c } = await tenant.client.post('/api/clients', { ...valid, name: 'Cliente Antigo' });
    const [service] = await t.db.query(`INSERT INTO services (establishment_id, name, duration_minutes, price) VALUES ($1, 'Corte', 30, 50) RETURNING id`, [
      tenant.establishmentId,
    ]);
    const [staff] = await t.db.query(`INSERT INTO staff (establishment_id, name, role) VALUES ($1, 'Pro', 'Cabeleireira') RETURNING id`, [
      tenant.establishmentId,
    ]);
    const [appt] = await t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
       VALUES ($1, $2, $3, $4, now() - interval '3 days', now() - interval '3 days' + interval '30 minutes', 30, 50, 'completed') RETURNING id`,
      [tenant.establishmentId, c.id, service.id, staff.id],
    );
    // As the browser sends it: JSON content type, no body.
    const removed = await tenant.client.delete(`/api/clients/${c.id}`, { 'content-type': 'application/json' });
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect((await tenant.client.get(`/api/clients/${c.id}`)).status).toBe(404);
    expect((await tenant.client.delete(`/api/clients/${c.id}`)).status).toBe(404);
    expect((await tenant.client.put(`/api/clients/${c.id}`, valid)).status).toBe(404);
    expect((await tenant.client.get('/api/clients')).body.some((x: { id: number }) => x.id === c.id)).toBe(false);
    const [history] = await t.db.query(
      `SELECT c.name, c.deleted_at IS NOT NULL AS deleted FROM appointments a JOIN clients c ON c.id = a.client_id WHERE a.id = $1`,
      [appt.id],
    );
    expect(history).toEqual({ name: 'Cliente Antigo', deleted: true });
  });
});
