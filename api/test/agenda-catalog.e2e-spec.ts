import { ERROR_CODES } from '@salao/contracts';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { createService, insertStaff } from './agenda-fixtures';

const staffBody = (i: number, extra: Record<string, unknown> = {}) => ({
  name: `Colaborador ${i}`,
  role: 'Cabeleireiro',
  email: `colab${i}.${Date.now()}@teste.com`,
  phone: null,
  password: null,
  hasSystemAccess: false,
  salaryAmount: '1500.00',
  commissionRate: null,
  ...extra,
});

describe('agenda: services, staff and business hours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('enforces the plan staff limit on the server: Base 2, Core 5, Expert unlimited', async () => {
    for (const [plan, max] of [
      ['Base', 2],
      ['Core', 5],
    ] as const) {
      const tenant = await createTenant(t.url, t.db, plan);
      for (let i = 0; i < max; i += 1) expect((await tenant.client.post('/api/staff', staffBody(i))).status).toBe(201);
      const over = await tenant.client.post('/api/staff', staffBody(99));
      expect(over.status).toBe(403);
      expect(over.body.message).toContain('Limite de colaboradores atingido');
      expect(over.body.code).toBe(ERROR_CODES.staffLimit);
      expect(over.body.message).toContain(`(${max}/${max})`);
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM staff WHERE establishment_id = $1`, [tenant.establishmentId]);
      expect(count).toBe(max);
    }
    const expert = await createTenant(t.url, t.db, 'Expert');
    for (let i = 0; i < 7; i += 1) expect((await expert.client.post('/api/staff', staffBody(i))).status).toBe(201);
  });

  it('concurrent creations cannot pass the limit together', async () => {
    const tenant = await createTenant(t.url, t.db, 'Base');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => tenant.client.post('/api/staff', staffBody(i))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(4);
  });

  it('hasSystemAccess with a password creates a staff login; removing access or the member disables it', async () => {
    const tenant = await createTenant(t.url, t.db, 'Core');
    const email = `login.${Date.now()}@teste.com`;
    const created = await tenant.client.post(
      '/api/staff',
      staffBody(1, { email, password: 'segredo1', hasSystemAccess: true, salaryAmount: '', commissionRate: '35.5' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hasSystemAccess: true, salaryAmount: null, commissionRate: '35.50', establishmentId: tenant.establishmentId });
    const staff = new ApiClient(t.url);
    const login = await staff.login(email, 'segredo1');
    expect(login.body).toMatchObject({ role: 'staff', staffId: created.body.id, establishmentId: tenant.establishmentId });
    expect((await tenant.client.post('/api/staff', staffBody(2, { email }))).status).toBe(201);
    const taken = await tenant.client.post('/api/staff', staffBody(3, { email, hasSystemAccess: true, password: 'segredo1' }));
    expect(taken).toMatchObject({ status: 409, body: { message: 'Este e-mail já está cadastrado.' } });

    const blocked = await tenant.client.put(`/api/staff/${created.body.id}`, { ...staffBody(1, { email }), hasSystemAccess: false });
    expect(blocked.body.hasSystemAccess).toBe(false);
    expect((await staff.get('/api/session')).status).toBe(401);
    expect((await new ApiClient(t.url).post('/api/login', { email, password: 'segredo1' })).status).toBe(401);
    await tenant.client.put(`/api/staff/${created.body.id}`, { ...staffBody(1, { email }), hasSystemAccess: true, password: 'novasenha' });
    await new ApiClient(t.url).login(email, 'novasenha');
    expect((await tenant.client.delete(`/api/staff/${created.body.id}`)).body).toEqual({ message: 'Colaborador removido.' });
    expect((await new ApiClient(t.url).post('/api/login', { email, password: 'novasenha' })).status).toBe(401);
    expect((await tenant.client.get('/api/staff')).body.map((s: { id: number }) => s.id)).not.toContain(created.body.id);
  });

  it('a removed member performs no service any more', async () => {
    const tenant = await createTenant(t.url, t.db, 'Expert');
    const [gone, stays] = [await insertStaff(t.db, tenant.establishmentId, 'Sai'), await insertStaff(t.db, tenant.establishmentId, 'Fica')];
    const service = await createService(tenant.client, [gone, stays]);
    expect((await tenant.client.delete(`/api/staff/${gone}`)).status).toBe(200);
    const listed = (await tenant.client.get('/api/services')).body.find((s: { id: number }) => s.id === service.id);
    expect(listed.staffIds).toBe(`["${stays}"]`);
  });

  it('services list staffIds as a JSON-encoded string array in one query, grouped by category', async () => {
    const tenant = await createTenant(t.url, t.db, 'Expert');
    const s1 = await insertStaff(t.db, tenant.establishmentId, 'Um');
    const s2 = await insertStaff(t.db, tenant.establishmentId, 'Dois');
    await createService(tenant.client, [s2, s1], { name: 'Manicure', category: 'Unhas', duration: 30, price: 35 });
    const cut = await createService(tenant.client, [s1], { name: 'Corte', category: 'Cabelo' });
    const list = await tenant.client.get('/api/services');
    expect(list.body.map((s: { name: string; category: string; staffIds: string }) => [s.name, s.category, s.staffIds])).toEqual([
      ['Corte', 'Cabelo', `["${s1}"]`],
      ['Manicure', 'Unhas', JSON.stringify([String(Math.min(s1, s2)), String(Math.max(s1, s2))])],
    ]);
    expect((await tenant.client.get('/api/services/list')).body).toEqual(list.body);
    const categories = await tenant.client.get('/api/service-categories');
    expect(categories.body.map((c: { name: string }) => c.name)).toEqual(['Cabelo', 'Unhas']);
    const dup = await tenant.client.post('/api/service-categories', { name: 'cabelo' });
    expect(dup).toMatchObject({ status: 409, body: { message: 'Já existe uma categoria com este nome.' } });
    // Deleting a category leaves its services 'Sem categoria' (category null).
    const cabelo = categories.body.find((c: { name: string }) => c.name === 'Cabelo');
    expect((await tenant.client.delete(`/api/service-categories/${cabelo.id}`)).status).toBe(200);
    expect((await tenant.client.get('/api/services')).body.find((s: { id: number }) => s.id === cut.id).category).toBeNull();
    const updated = await tenant.client.put(`/api/services/${cut.id}`, { name: 'Corte', duration: 45, price: '90,50', category: 'Cabelo', staffIds: [s1, s2] });
    expect(updated.body).toMatchObject({ duration: 45, price: '90.50', category: 'Cabelo' });
    const foreign = await createTenant(t.url, t.db, 'Base');
    const foreignStaff = await insertStaff(t.db, foreign.establishmentId);
    const res = await tenant.client.put(`/api/services/${cut.id}`, { name: 'Corte', duration: 45, price: '90', category: 'Cabelo', staffIds: [foreignStaff] });
    expect(res).toMatchObject({ status: 400, body: { message: 'Profissional não encontrado.' } });
    expect((await tenant.client.delete(`/api/services/${cut.id}`)).body).toEqual({ message: 'Serviço removido.' });
    expect((await tenant.client.get('/api/services')).body).toHaveLength(1);
  });

  it('business hours answer SPEC §9 defaults, then what was saved', async () => {
    const tenant = await createTenant(t.url, t.db, 'Base');
    const defaults = await tenant.client.get('/api/business-hours');
    expect(defaults.body).toEqual([
      { dayOfWeek: 0, isOpen: false, openTime: '09:00', closeTime: '18:00', isHoliday: false, version: 1 },
      ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, openTime: '08:00', closeTime: '18:00', isHoliday: false, version: 1 })),
      { dayOfWeek: 6, isOpen: true, openTime: '08:00', closeTime: '16:00', isHoliday: false, version: 1 },
    ]);
    const saved = await tenant.client.put('/api/business-hours', {
      hours: [{ dayOfWeek: 0, isOpen: true, openTime: '10:00', closeTime: '14:00', isHoliday: false }],
    });
    expect(saved.body[0]).toEqual({ dayOfWeek: 0, isOpen: true, openTime: '10:00', closeTime: '14:00', isHoliday: false, version: 2 });
    expect(saved.body[1]).toEqual({ ...defaults.body[1], version: 2 });
  });
});
