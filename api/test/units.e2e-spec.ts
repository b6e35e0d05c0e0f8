import WebSocket from 'ws';
import { SESSION_COOKIE, UNIT_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { createService, insertClient, insertStaff } from './agenda-fixtures';

/** Several units under one login (docs/product/units.md): the units API, the session's switch and who may act where. */
describe('units: a network, its units and the session that acts in one', () => {
  let t: TestApp;
  let owner: Tenant;
  let stranger: Tenant;
  let unitB: number;

  beforeAll(async () => {
    t = await startApp({ LIVE_SESSION_RECHECK_MS: '500' });
    owner = await createTenant(t.url, t.db, 'Expert');
    stranger = await createTenant(t.url, t.db, 'Expert');
    await createService(owner.client, [await insertStaff(t.db, owner.establishmentId)]);
    await owner.client.put('/api/business-hours', {
      hours: [{ dayOfWeek: 1, isOpen: true, openTime: '10:00', closeTime: '20:00', isHoliday: false }],
    });
  }, 60000);
  afterAll(() => t.close());

  it('a salon of one unit: its unit, as owner, and the session as before', async () => {
    const units = await owner.client.get('/api/units');
    expect(units.status).toBe(200);
    expect(units.body).toEqual([expect.objectContaining({ id: owner.establishmentId, role: 'owner', current: true })]);
    const session = await owner.client.get('/api/session');
    expect(Object.keys(session.body).sort()).toEqual(['email', 'establishmentId', 'id', 'name', 'role', 'staffId']);
    expect(session.body).toMatchObject({ role: 'admin', establishmentId: owner.establishmentId });
  });

  it('the owner adds a unit copying the first, switches to it and works there', async () => {
    const made = await owner.client.post('/api/units', { name: 'Unidade Centro', address: 'Rua B, 2', phone: '11999990000', copyFrom: owner.establishmentId });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Unidade Centro', address: 'Rua B, 2', role: 'owner', current: false });
    unitB = made.body.id;
    expect((await owner.client.get('/api/units')).body.map((u: { id: number }) => u.id)).toEqual([owner.establishmentId, unitB]);

    const switched = await owner.client.post('/api/session/unit', { establishmentId: unitB });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ establishmentId: unitB, role: 'admin', id: owner.admin.id });
    expect((await owner.client.get('/api/session')).body.establishmentId).toBe(unitB);
    expect((await owner.client.get('/api/establishment')).body.name).toBe('Unidade Centro');
    // What was copied: the services with their category, the hours; nothing of the first unit's clients.
    const services = (await owner.client.get('/api/services')).body;
    expect(services.map((s: { name: string; category: string; price: string }) => [s.name, s.category, s.price])).toEqual([
      ['Corte Feminino', 'Cabelo', '80.00'],
    ]);
    const monday = (await owner.client.get('/api/business-hours')).body.find((d: { dayOfWeek: number }) => d.dayOfWeek === 1);
    expect(monday).toMatchObject({ isOpen: true, openTime: expect.stringMatching(/^10:00/), closeTime: expect.stringMatching(/^20:00/) });
    await insertClient(t.db, owner.establishmentId, 'Cliente da Primeira');
    expect((await owner.client.get('/api/clients')).body.map((c: { name: string }) => c.name)).not.toContain('Cliente da Primeira');

    expect((await owner.client.post('/api/session/unit', { establishmentId: owner.establishmentId })).body.establishmentId).toBe(owner.establishmentId);
    expect((await owner.client.get('/api/clients')).body.map((c: { name: string }) => c.name)).toContain('Cliente da Primeira');
  });

  it("switching to another network's unit, or to nonsense, is refused and changes nothing", async () => {
    const foreign = await owner.client.post('/api/session/unit', { establishmentId: stranger.establishmentId });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: UNIT_MSG.forbidden });
    expect((await owner.client.post('/api/session/unit', { establishmentId: 'x' })).status).toBe(400);
    expect((await owner.client.post('/api/session/unit', { establishmentId: 99999999999 })).status).toBe(400);
    expect((await owner.client.get('/api/session')).body.establishmentId).toBe(owner.establishmentId);
    // The stranger can neither enter the owner's unit nor copy from it.
    expect((await stranger.client.post('/api/session/unit', { establishmentId: unitB })).status).toBe(403);
    const copy = await stranger.client.post('/api/units', { name: 'Cópia', copyFrom: owner.establishmentId });
    expect(copy.status).toBe(404);
    expect(copy.body).toEqual({ message: UNIT_MSG.copyFromNotFound });
  });

  it('a staff member sees her unit only, cannot add units, and enters another only with a membership; revoking it ends that session and its socket', async () => {
    const ana = await createStaffLogin(t.url, t.db, owner.establishmentId);
    expect((await ana.client.get('/api/units')).body).toEqual([expect.objectContaining({ id: owner.establishmentId, role: 'staff', current: true })]);
    expect((await ana.client.post('/api/units', { name: 'Minha Unidade' })).body).toEqual({ message: UNIT_MSG.ownerOnly });
    expect((await ana.client.post('/api/session/unit', { establishmentId: unitB })).status).toBe(403);
    // Only the owner grants; not to a user of another network.
    expect((await ana.client.put(`/api/units/${unitB}/members/${ana.userId}`, { role: 'manager' })).status).toBe(403);
    expect((await owner.client.put(`/api/units/${unitB}/members/${stranger.admin.id}`, { role: 'manager' })).status).toBe(404);
    expect((await owner.client.put(`/api/units/${unitB}/members/${ana.userId}`, { role: 'chefe' })).status).toBe(400);

    expect((await owner.client.put(`/api/units/${unitB}/members/${ana.userId}`, { role: 'manager' })).status).toBe(200);
    const roles = (await ana.client.get('/api/units')).body.map((u: { id: number; role: string }) => [u.id, u.role]);
    expect(roles).toEqual([
      [owner.establishmentId, 'staff'],
      [unitB, 'manager'],
    ]);
    const inB = await ana.client.post('/api/session/unit', { establishmentId: unitB });
    expect(inB.body).toMatchObject({ establishmentId: unitB, role: 'manager', staffId: null });
    // A manager there: the management lists of unit B, never unit A's rows.
    const clients = await ana.client.get('/api/clients');
    expect(clients.status).toBe(200);
    expect(clients.body.map((c: { name: string }) => c.name)).not.toContain('Cliente da Primeira');

    const socket = new WebSocket(t.url.replace('http', 'ws') + '/ws', { headers: { cookie: `${SESSION_COOKIE}=${ana.client.token}` } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    expect((await owner.client.delete(`/api/units/${unitB}/members/${ana.userId}`)).status).toBe(200);
    expect(await closed).toBe(4401);
    expect((await ana.client.get('/api/clients')).status).toBe(401);
    expect((await ana.client.post('/api/session/unit', { establishmentId: unitB })).status).toBe(401);
  });

  it('a switch moves the open socket: it closes to reconnect in the new unit', async () => {
    const socket = new WebSocket(t.url.replace('http', 'ws') + '/ws', { headers: { cookie: `${SESSION_COOKIE}=${owner.client.token}` } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    expect((await owner.client.post('/api/session/unit', { establishmentId: unitB })).status).toBe(200);
    expect(await closed).toBe(4000);
    const again = new WebSocket(t.url.replace('http', 'ws') + '/ws', { headers: { cookie: `${SESSION_COOKIE}=${owner.client.token}` } });
    const hello = new Promise<{ establishmentId: number }>((resolve) => again.once('message', (data) => resolve(JSON.parse(String(data)))));
    await new Promise((resolve) => again.once('open', resolve));
    again.send(JSON.stringify({ type: 'auth' }));
    expect((await hello).establishmentId).toBe(unitB);
    again.close();
  });
});
