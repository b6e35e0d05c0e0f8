import { ApiClient } from './support/client';
import { createStaffLogin, createTenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

describe('default-deny access and tenancy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('routes without a session answer 401', async () => {
    const anon = new ApiClient(t.url);
    for (const path of ['/api/session', '/api/establishment', '/api/establishment/permissions']) {
      const res = await anon.get(path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Sessão expirada ou inexistente. Faça login novamente.');
    }
    expect((await anon.put('/api/establishment', { name: 'Invasor' })).status).toBe(401);
  });

  it('a staff user calling an admin-only route gets 403 and nothing changes', async () => {
    const tenant = await createTenant(t.url, t.db);
    const staff = await createStaffLogin(t.url, t.db, tenant.establishmentId);
    const res = await staff.client.put('/api/establishment', { name: 'Tomado pela equipe' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Você não tem permissão para acessar esta página.');
    expect((await tenant.client.get('/api/establishment')).body.name).toBe('Salão Teste');
    // Staff may still read settings and their own identity.
    expect((await staff.client.get('/api/establishment')).status).toBe(200);
    expect((await staff.client.get('/api/session')).body).toMatchObject({ role: 'staff', staffId: staff.staffId });
  });

  it('an admin sees and edits only their own establishment', async () => {
    const a = await createTenant(t.url, t.db);
    const b = await createTenant(t.url, t.db);
    await a.client.put('/api/establishment', { name: 'Salão A', email: 'a@teste.com' });
    const seenByB = await b.client.get('/api/establishment');
    expect(seenByB.body.id).toBe(b.establishmentId);
    expect(seenByB.body.name).toBe('Salão Teste');
    expect((await a.client.get('/api/establishment')).body).toMatchObject({ id: a.establishmentId, name: 'Salão A' });
  });

  it('a forged x-establishment-id, x-user-id or x-user-role gets 403', async () => {
    const a = await createTenant(t.url, t.db);
    const b = await createTenant(t.url, t.db);
    const staff = await createStaffLogin(t.url, t.db, a.establishmentId);
    const forgedEst = await a.client.get('/api/establishment', { 'x-establishment-id': String(b.establishmentId) });
    expect(forgedEst.status).toBe(403);
    expect(forgedEst.body.message).toBe('Identificação da requisição não corresponde à sessão.');
    expect((await a.client.get('/api/establishment', { 'x-user-id': String(b.admin.id) })).status).toBe(403);
    const forgedRole = await staff.client.put('/api/establishment', { name: 'X' }, { 'x-user-role': 'admin' });
    expect(forgedRole.status).toBe(403);
    // Headers that agree with the session are fine (the browser always sends them).
    const honest = await a.client.get('/api/establishment', {
      'x-establishment-id': String(a.establishmentId),
      'x-user-id': String(a.admin.id),
      'x-user-role': 'admin',
    });
    expect(honest.status).toBe(200);
  });

  it('permissions answer the plan, flags and staff limit', async () => {
    const base = await createTenant(t.url, t.db);
    const res = await base.client.get('/api/establishment/permissions');
    expect(res.body).toEqual({
      hasFinancialAccess: false,
      hasInventoryAccess: false,
      hasLoyaltyAccess: false,
      canViewAllTransactions: true,
      canCreateTransactions: true,
      plan: { name: 'Base' },
      staffLimit: { currentCount: 0, maxAllowed: 2, isWithinLimit: true },
    });
    const expert = await createTenant(t.url, t.db, 'Expert');
    const staff = await createStaffLogin(t.url, t.db, expert.establishmentId);
    expect((await expert.client.get('/api/establishment/permissions')).body).toMatchObject({
      hasFinancialAccess: true,
      hasInventoryAccess: true,
      hasLoyaltyAccess: true,
      plan: { name: 'Expert' },
      staffLimit: { currentCount: 1, maxAllowed: null, isWithinLimit: true },
    });
    expect((await staff.client.get('/api/establishment/permissions')).body).toMatchObject({
      hasFinancialAccess: true,
      hasInventoryAccess: false,
      hasLoyaltyAccess: false,
      canViewAllTransactions: false,
      canCreateTransactions: false,
    });
  });

  it('plans list Base R$ 59, Core R$ 79 and Expert R$ 129 without a session', async () => {
    const res = await new ApiClient(t.url).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string; price: string; maxStaffMembers: number | null }) => [p.name, p.price, p.maxStaffMembers])).toEqual([
      ['Base', '59.00', 2],
      ['Core', '79.00', 5],
      ['Expert', '129.00', null],
    ]);
    expect(res.body[1]).toMatchObject({ id: 2, hasFinancialModule: true, hasInventoryModule: false, hasWhatsappIntegration: true });
  });

  it('time zone: one of the listed zones only', async () => {
    const tenant = await createTenant(t.url, t.db);
    expect((await tenant.client.patch('/api/establishment/timezone', { timezone: 'America/Manaus' })).body.timezone).toBe('America/Manaus');
    const bad = await tenant.client.patch('/api/establishment/timezone', { timezone: 'Europe/Lisbon' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Fuso horário inválido.');
  });

  it('a body-less DELETE with the JSON content type, as the browser sends it, is not refused', async () => {
    const tenant = await createTenant(t.url, t.db);
    const created = await tenant.client.post('/api/service-categories', { name: 'Cabelo' });
    expect(created.status).toBe(201);
    const res = await tenant.client.request('DELETE', `/api/service-categories/${created.body.id}`, undefined, { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
  });

  it('the staff limit counts only collaborators that were not removed', async () => {
    const tenant = await createTenant(t.url, t.db);
    const add = (name: string) =>
      tenant.client.post('/api/staff', {
        name,
        role: 'Manicure',
        email: `${name.toLowerCase()}.${Date.now()}@teste.com`,
        password: 'segredo123',
        hasSystemAccess: false,
        commissionRate: 30,
      });
    const first = await add('Bia');
    expect(first.status).toBe(201);
    expect((await add('Caio')).status).toBe(201);
    expect((await tenant.client.get('/api/establishment/permissions')).body.staffLimit).toEqual({ currentCount: 2, maxAllowed: 2, isWithinLimit: false });
    expect((await tenant.client.delete(`/api/staff/${first.body.id}`)).status).toBe(200);
    expect((await tenant.client.get('/api/establishment/permissions')).body.staffLimit).toEqual({ currentCount: 1, maxAllowed: 2, isWithinLimit: true });
  });
});
