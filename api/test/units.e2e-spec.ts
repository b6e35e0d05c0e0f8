import WebSocket from 'ws';
import { SESSION_COOKIE, UNIT_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { createService, futureMonday, insertClient, insertStaff } from './agenda-fixtures';
import { ApiClient } from './support/client';

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
    // Its own plan and subscription: the first unit's plan, in its trial, no card yet.
    expect((await owner.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Expert', status: 'trialing' });
    // What was copied: the services with their category, the hours.
    const services = (await owner.client.get('/api/services')).body;
    expect(services.map((s: { name: string; category: string; price: string }) => [s.name, s.category, s.price])).toEqual([
      ['Corte Feminino', 'Cabelo', '80.00'],
    ]);
    const monday = (await owner.client.get('/api/business-hours')).body.find((d: { dayOfWeek: number }) => d.dayOfWeek === 1);
    expect(monday).toMatchObject({ isOpen: true, openTime: expect.stringMatching(/^10:00/), closeTime: expect.stringMatching(/^20:00/) });
    // Clients are the network's (on by default): the first unit's client is one record here too; off, each unit's own.
    await insertClient(t.db, owner.establishmentId, 'Cliente da Primeira');
    const clientNames = async () => (await owner.client.get('/api/clients')).body.map((c: { name: string }) => c.name);
    expect(await clientNames()).toContain('Cliente da Primeira');
    await t.db.query(`UPDATE networks SET shares_clients = false WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [unitB]);
    expect(await clientNames()).not.toContain('Cliente da Primeira');
    await t.db.query(`UPDATE networks SET shares_clients = true WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [unitB]);

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
    // A manager there: the management lists of unit B, never unit A's rows (the network's clients are shared).
    const clients = await ana.client.get('/api/clients');
    expect(clients.status).toBe(200);
    expect(clients.body.map((c: { name: string }) => c.name)).toContain('Cliente da Primeira');
    const teamA: { id: number }[] = await t.db.query(`SELECT id FROM staff WHERE establishment_id = $1`, [owner.establishmentId]);
    const teamB = (await ana.client.get('/api/staff')).body.map((s: { id: number }) => s.id);
    expect(teamA.length).toBeGreaterThan(0);
    expect(teamB.filter((id: number) => teamA.some((a) => a.id === id))).toEqual([]);

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

  it('a professional in two units is one person: 40 simultaneous tries at the same time in both book her once', async () => {
    await owner.client.post('/api/session/unit', { establishmentId: owner.establishmentId });
    const bia = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Bia Duas Unidades');
    const serviceA = await createService(owner.client, [bia.staffId], { name: 'Escova' });
    const added = await owner.client.post(`/api/units/${unitB}/staff`, { staffId: bia.staffId });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Bia Duas Unidades' });
    const biaB = added.body.id as number;
    expect((await owner.client.post(`/api/units/${unitB}/staff`, { staffId: bia.staffId })).body).toEqual({ message: UNIT_MSG.staffAlreadyThere });
    expect((await owner.client.post(`/api/units/${stranger.establishmentId}/staff`, { staffId: bia.staffId })).status).toBe(403);
    // Her login may act in unit B now, as that unit's professional.
    expect((await bia.client.post('/api/session/unit', { establishmentId: unitB })).body).toMatchObject({ role: 'staff', staffId: biaB });

    const inB = new ApiClient(t.url);
    await inB.login(owner.admin.email, owner.admin.password);
    await inB.post('/api/session/unit', { establishmentId: unitB });
    const serviceB = await createService(inB, [biaB], { name: 'Escova' });
    const clientA = await insertClient(t.db, owner.establishmentId, 'Cliente A');
    const clientB = await insertClient(t.db, unitB, 'Cliente B');
    const date = futureMonday(3);
    const tries = Array.from({ length: 40 }, (_, k) =>
      k % 2
        ? owner.client.post('/api/appointments', {
            clientId: clientA,
            serviceId: serviceA.id,
            staffId: bia.staffId,
            appointmentDate: date,
            appointmentTime: '11:00',
          })
        : inB.post('/api/appointments', { clientId: clientB, serviceId: serviceB.id, staffId: biaB, appointmentDate: date, appointmentTime: '11:00' }),
    );
    const statuses = (await Promise.all(tries)).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM appointments a JOIN staff s ON s.id = a.staff_id WHERE s.person_id = (SELECT person_id FROM staff WHERE id = $1) AND a.status <> 'cancelled'`,
      [bia.staffId],
    );
    expect(count).toBe(1);
    // Both units' agendas show her busy at 11:00, whichever unit booked her.
    for (const [client, staffId, serviceId] of [
      [owner.client, bia.staffId, serviceA.id],
      [inB, biaB, serviceB.id],
    ] as const) {
      const day = (await client.get(`/api/appointments/available-times?staffId=${staffId}&serviceId=${serviceId}&date=${date}`)).body;
      expect(day.timeSlots.find((s: { time: string }) => s.time === '11:00')).toMatchObject({ available: false, isBooked: true });
      expect(day.timeSlots.find((s: { time: string }) => s.time === '15:00')).toMatchObject({ available: true });
    }
  }, 60000);
});
