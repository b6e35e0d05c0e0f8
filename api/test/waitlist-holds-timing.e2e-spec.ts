import { dayjs, ERROR_CODES, PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { agendaTenant, createService, futureMonday, ZONE, type AgendaTenant } from './agenda-fixtures';

/**
 * docs/architecture.md 'The time a professional is busy': a waitlist hold keeps the professional busy as the held
 * service does, around its pause and through its cleanup, and a booking's own pause and cleanup count against it.
 */
describe('waitlist holds respect the pause and the cleanup', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let slug: string;
  const pub = () => new ApiClient(t.url);
  const date = futureMonday(1);

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000' });
    a = await agendaTenant(t.url, t.db);
    slug = (await a.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it("a hold's pause takes another client and its cleanup refuses one; a booking's cleanup may not run into a hold", async () => {
    // Held: 10:00-11:30 with its pause 10:30-11:00 and 15 min cleanup: busy 10:00-10:30 and 11:00-11:45.
    const colour = await createService(a.client, [a.staffId], {
      name: 'Coloração',
      duration: 90,
      processingStartMinutes: 30,
      processingMinutes: 30,
      cleanupMinutes: 15,
    });
    const fringe = await createService(a.client, [a.staffId], { name: 'Franja', duration: 30 });
    const blowDry = await createService(a.client, [a.staffId], { name: 'Escova', duration: 30, cleanupMinutes: 20 });
    const [entry] = await t.db.query(
      `INSERT INTO online_booking_waitlist (establishment_id, service_id, staff_id, date, name, phone, status) VALUES ($1, $2, $3, $4, 'Primeira da Fila', '11955550001', 'offered') RETURNING id`,
      [a.establishmentId, colour.id, a.staffId, date],
    );
    const at = (time: string) => dayjs.tz(`${date} ${time}`, ZONE).toISOString();
    await t.db.query(
      `INSERT INTO online_booking_offers (establishment_id, waitlist_id, service_id, staff_id, starts_at, ends_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, now() + interval '1 day')`,
      [a.establishmentId, entry.id, colour.id, a.staffId, at('10:00'), at('11:30')],
    );

    const times = async (serviceId: number) =>
      (await pub().get(`/api/public/${slug}/available-times?serviceId=${serviceId}&staffId=${a.staffId}&date=${date}`)).body.times as string[];
    const short = await times(fringe.id);
    expect(short).toEqual(expect.arrayContaining(['09:30', '10:30', '11:50']));
    for (const time of ['09:40', '10:00', '10:10', '10:40', '10:50', '11:00', '11:30', '11:40']) expect([time, short.includes(time)]).toEqual([time, false]);
    // Escova's 20 min cleanup: from 09:10 she is free at 10:00; from 09:20 the cleanup runs into the hold.
    const withCleanup = await times(blowDry.id);
    expect(withCleanup).toContain('09:10');
    expect(withCleanup).not.toContain('09:20');
    // In the hold's pause, Escova's cleanup (until 11:20) would run into its second part.
    expect(withCleanup).not.toContain('10:30');

    const book = (serviceId: number, time: string, phone: string) =>
      pub().post(`/api/public/${slug}/appointments`, { serviceId, staffId: a.staffId, date, time, name: 'Carla Cliente', phone, email: '', website: '' });
    expect(await book(fringe.id, '11:30', '(11) 98765-4001')).toMatchObject({
      status: 409,
      body: { message: PUBLIC_BOOKING_MSG.slotTaken, code: ERROR_CODES.slotTaken },
    });
    expect(await book(blowDry.id, '09:20', '(11) 98765-4002')).toMatchObject({ status: 409, body: { message: PUBLIC_BOOKING_MSG.slotTaken } });
    expect((await book(fringe.id, '10:30', '(11) 98765-4003')).status).toBe(201);
    expect((await book(fringe.id, '11:50', '(11) 98765-4004')).status).toBe(201);
  });
});
