import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant } from './support/factories';
import { booking, createService, futureMonday, insertClient } from './agenda-fixtures';

const staffBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Nova Colaboradora',
  role: 'Manicure',
  email: `nova.${Date.now()}@teste.com`,
  phone: null,
  password: null,
  hasSystemAccess: false,
  salaryAmount: null,
  commissionRate: '30',
  ...extra,
});

// docs/product/screens.md ('First-run checklist'): the owner's first-run checklist ticks itself from the data; new staff work the business hours.
describe('setup guidance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('a new member gets the establishment hours as working hours, and can change them', async () => {
    const tenant = await createTenant(t.url, t.db, 'Core');
    const hours = [
      { dayOfWeek: 0, isOpen: false, openTime: '09:00', closeTime: '18:00', isHoliday: false },
      { dayOfWeek: 1, isOpen: true, openTime: '10:00', closeTime: '19:00', isHoliday: false },
      { dayOfWeek: 3, isOpen: true, openTime: '09:00', closeTime: '18:00', isHoliday: true },
    ];
    expect((await tenant.client.put('/api/business-hours', { hours })).status).toBe(200);
    const business = (await tenant.client.get('/api/business-hours')).body as {
      dayOfWeek: number;
      isOpen: boolean;
      isHoliday: boolean;
      openTime: string;
      closeTime: string;
    }[];

    const created = await tenant.client.post('/api/staff', staffBody());
    expect(created.status).toBe(201);
    const week = await tenant.client.get(`/api/staff/${created.body.id}/working-hours`);
    expect(week.status).toBe(200);
    expect(week.body).toHaveLength(7);
    for (const day of business) {
      expect(week.body[day.dayOfWeek]).toMatchObject({
        dayOfWeek: day.dayOfWeek,
        isAvailable: day.isOpen && !day.isHoliday,
        openTime: day.openTime,
        closeTime: day.closeTime,
      });
    }
    expect(week.body[1]).toMatchObject({ isAvailable: true, openTime: '10:00', closeTime: '19:00' });
    expect(week.body[0].isAvailable).toBe(false);
    expect(week.body[3].isAvailable).toBe(false);

    const changed = await tenant.client.post(`/api/staff/${created.body.id}/working-hours`, {
      workingHours: [{ dayOfWeek: 1, isAvailable: true, openTime: '12:00', closeTime: '16:00' }],
    });
    expect(changed.status).toBe(200);
    expect((await tenant.client.get(`/api/staff/${created.body.id}/working-hours`)).body).toEqual([
      expect.objectContaining({ dayOfWeek: 1, openTime: '12:00', closeTime: '16:00' }),
    ]);
  });

  it('GET /api/dashboard/setup ticks each step as the data appears; staff may not read it', async () => {
    const tenant = await createTenant(t.url, t.db, 'Expert');
    const setup = async () => {
      const res = await tenant.client.get('/api/dashboard/setup');
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await setup()).toEqual({ businessHours: false, service: false, staffHours: false, whatsapp: false, firstBooking: false, whatsappGateway: false });

    expect(
      (await tenant.client.put('/api/business-hours', { hours: [{ dayOfWeek: 1, isOpen: true, openTime: '08:00', closeTime: '18:00', isHoliday: false }] }))
        .status,
    ).toBe(200);
    expect(await setup()).toMatchObject({ businessHours: true, staffHours: false });

    const member = await tenant.client.post('/api/staff', staffBody());
    expect(member.status).toBe(201);
    expect(await setup()).toMatchObject({ staffHours: true, service: false });

    const staffLogin = await createStaffLogin(t.url, t.db, tenant.establishmentId);
    const service = await createService(tenant.client, [member.body.id, staffLogin.staffId]);
    expect(await setup()).toMatchObject({ service: true, firstBooking: false });

    await t.db.query(`INSERT INTO evolution_instances (establishment_id, instance_name, status) VALUES ($1, $2, 'connected')`, [
      tenant.establishmentId,
      `setup-${tenant.establishmentId}`,
    ]);
    expect(await setup()).toMatchObject({ whatsapp: true });

    const clientId = await insertClient(t.db, tenant.establishmentId);
    const booked = await tenant.client.post(
      '/api/appointments',
      booking({ ...tenant, staffLogin, staffId: member.body.id, serviceId: service.id, clientId }, futureMonday(), '10:00'),
    );
    expect(booked.status).toBe(201);
    expect(await setup()).toEqual({ businessHours: true, service: true, staffHours: true, whatsapp: true, firstBooking: true, whatsappGateway: false });

    expect((await staffLogin.client.get('/api/dashboard/setup')).status).toBe(403);
  });
});
