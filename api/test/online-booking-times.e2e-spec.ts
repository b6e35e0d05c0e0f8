import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { agendaTenant, booking, createService, futureMonday, insertStaff, type AgendaTenant } from './agenda-fixtures';

/**
 * The public day of 'any professional' loads every candidate's day in one query (docs/architecture.md, 'Online
 * booking: the public day'); its answer is still the union of each professional's free times as the agenda has them.
 */
describe('online booking: the public day of a service several professionals perform', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let pub: ApiClient;
  let slug: string;

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000' });
    x = await agendaTenant(t.url, t.db);
    pub = new ApiClient(t.url);
    slug = (await x.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it("answers the union of each professional's free times: bookings, staff hours and absences of each apply", async () => {
    const monday = futureMonday(2);
    const [bia, carla, dora] = [
      await insertStaff(t.db, x.establishmentId, 'Bia'),
      await insertStaff(t.db, x.establishmentId, 'Carla'),
      await insertStaff(t.db, x.establishmentId, 'Dora'),
    ];
    const staff = [x.staffId, bia, carla, dora];
    const service = await createService(x.client, staff, { name: 'Escova' });
    const book = async (staffId: number, time: string) =>
      expect((await x.client.post('/api/appointments', booking(x, monday, time, { serviceId: service.id, staffId }))).status).toBe(201);
    await book(x.staffId, '09:00');
    await book(bia, '09:00');
    await book(bia, '10:00');
    expect(
      (await x.client.post(`/api/staff/${carla}/working-hours`, { workingHours: [{ dayOfWeek: 1, isAvailable: true, openTime: '13:00', closeTime: '18:00' }] }))
        .status,
    ).toBe(200);
    expect((await x.client.post(`/api/staff/${dora}/vacations`, { startDate: monday, endDate: monday, type: 'time_off', reason: null })).status).toBe(201);

    const agendaFree = async (staffId: number) =>
      (
        (await x.client.get(`/api/appointments/available-times?staffId=${staffId}&serviceId=${service.id}&date=${monday}`)).body.timeSlots as {
          time: string;
          available: boolean;
        }[]
      )
        .filter((s) => s.available)
        .map((s) => s.time);
    const publicDay = async (staffId?: number) =>
      (await pub.get(`/api/public/${slug}/available-times?serviceId=${service.id}&date=${monday}${staffId ? `&staffId=${staffId}` : ''}`)).body;

    const each = await Promise.all(staff.map(agendaFree));
    expect(each[3]).toEqual([]);
    for (const [i, staffId] of staff.entries()) expect(await publicDay(staffId)).toEqual({ date: monday, times: each[i], message: null });
    const any = await publicDay();
    expect(any).toEqual({ date: monday, times: [...new Set(each.flat())].sort(), message: null });
    expect(any.times).not.toContain('09:00');
    expect(any.times).toContain('10:00');
    expect(any.times).toContain('13:00');
  });
});
