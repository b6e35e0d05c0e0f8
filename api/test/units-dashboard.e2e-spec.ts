import { dayjs, INCOME_CATEGORY_SERVICES, UNIT_MSG, type DashboardStats } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { ZONE, createService, insertStaff, laterClock } from './agenda-fixtures';
import type { ApiClient } from './support/client';

/** 'Todas as unidades' (docs/product/units.md): GET /api/dashboard/stats?scope=network sums the network's units' cards, for its owner only. */
describe('units: the consolidated dashboard', () => {
  let t: TestApp;
  let owner: Tenant;
  let unitB: number;
  const today = dayjs().tz(ZONE).format('YYYY-MM-DD');
  // The API's clock at today's first minutes, so today's bookings are ahead of it whenever the suite runs.
  const clock = laterClock(0);
  const allWeek = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, openTime: '06:00', closeTime: '23:00', isHoliday: false }));

  /** In the session's unit: a service with a professional, clients, today's bookings, income and a product to restock. */
  async function fill(c: ApiClient, establishmentId: number, n: { clients: number; bookings: number; income: number[]; lowStock: number }) {
    expect((await c.put('/api/business-hours', { hours: allWeek })).status).toBe(200);
    const staffId = await insertStaff(t.db, establishmentId);
    const service = await createService(c, [staffId], { name: `Escova ${establishmentId}` });
    const clients: number[] = [];
    for (let i = 0; i < n.clients; i++) {
      const made = await c.post('/api/clients', { name: `Cliente ${establishmentId}-${i}`, phone: `1199999${String(establishmentId).slice(-2)}${i}0` });
      expect(made.status).toBe(201);
      clients.push(made.body.id);
    }
    for (let i = 0; i < n.bookings; i++) {
      const booked = await c.post('/api/appointments', {
        clientId: clients[i % clients.length],
        serviceId: service.id,
        staffId,
        appointmentDate: today,
        appointmentTime: `${String(8 + 2 * i).padStart(2, '0')}:00`,
        notes: null,
      });
      expect(booked.status).toBe(201);
    }
    for (const amount of n.income) {
      const tx = await c.post('/api/transactions', {
        type: 'income',
        amount,
        description: 'Venda',
        category: INCOME_CATEGORY_SERVICES,
        paymentMethod: 'PIX',
        date: today,
      });
      expect(tx.status).toBe(201);
    }
    for (let i = 0; i < n.lowStock; i++) {
      const p = await c.post('/api/products', { name: `Produto ${establishmentId}-${i}`, category: 'Cabelo', price: '10.00', currentStock: 0, minStock: 2 });
      expect(p.status).toBe(201);
    }
  }

  const stats = async (c: ApiClient, network = false) => {
    const res = await c.get(`/api/dashboard/stats${network ? '?scope=network' : ''}`);
    expect(res.status).toBe(200);
    return res.body as DashboardStats;
  };

  beforeAll(async () => {
    clock.set(dayjs.tz(`${today} 00:05`, ZONE).toISOString());
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    owner = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(() => t.close());

  it("a salon of one unit: the network's figures are its own", async () => {
    await fill(owner.client, owner.establishmentId, { clients: 2, bookings: 1, income: [12.5], lowStock: 1 });
    expect(await stats(owner.client, true)).toEqual(await stats(owner.client));
  });

  it('with two units: each figure is the sum of the units, whichever unit the session is in', async () => {
    const made = await owner.client.post('/api/units', { name: 'Unidade Centro', copyFrom: owner.establishmentId });
    expect(made.status).toBe(201);
    unitB = made.body.id;
    expect((await owner.client.post('/api/session/unit', { establishmentId: unitB })).status).toBe(200);
    await fill(owner.client, unitB, { clients: 3, bookings: 2, income: [100, 0.55], lowStock: 2 });
    const b = await stats(owner.client);
    expect((await owner.client.post('/api/session/unit', { establishmentId: owner.establishmentId })).status).toBe(200);
    const a = await stats(owner.client);
    expect(a).toEqual({ todaysAppointments: 1, totalClients: 2, lowStockProducts: 1, todayIncome: '12.50' });
    expect(b).toEqual({ todaysAppointments: 2, totalClients: 3, lowStockProducts: 2, todayIncome: '100.55' });
    const sum: DashboardStats = {
      todaysAppointments: a.todaysAppointments + b.todaysAppointments,
      totalClients: a.totalClients + b.totalClients,
      lowStockProducts: a.lowStockProducts + b.lowStockProducts,
      todayIncome: '113.05',
    };
    expect(await stats(owner.client, true)).toEqual(sum);
    // The session's unit is not changed by asking.
    expect((await owner.client.get('/api/session')).body.establishmentId).toBe(owner.establishmentId);
    expect((await owner.client.post('/api/session/unit', { establishmentId: unitB })).status).toBe(200);
    expect(await stats(owner.client, true)).toEqual(sum);
    expect((await owner.client.post('/api/session/unit', { establishmentId: owner.establishmentId })).status).toBe(200);
  });

  it('a staff member, a manager or another network is refused; a scope that is not network is a 400', async () => {
    const manager = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Gerente');
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [manager.userId]);
    await manager.client.login(manager.email, manager.password);
    const refused = await manager.client.get('/api/dashboard/stats?scope=network');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: UNIT_MSG.networkOwnerOnly });
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Bia');
    expect((await staff.client.get('/api/dashboard/stats?scope=network')).status).toBe(403);
    const stranger = await createTenant(t.url, t.db, 'Expert');
    expect(await stats(stranger.client, true)).toEqual(await stats(stranger.client));
    const bad = await owner.client.get('/api/dashboard/stats?scope=tudo');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: UNIT_MSG.scope });
  });
});
