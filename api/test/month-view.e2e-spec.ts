import { dayjs } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, futureMonday, insertStaff, ZONE } from './agenda-fixtures';

/** The agenda's month view is one request: the whole month (up to 500), filtered by status and staff on the server. */
describe('GET /api/appointments for the month view', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a busy month in one page of up to 500, and refuses more', async () => {
    const b = await agendaTenant(t.url, t.db);
    const other = await insertStaff(t.db, b.establishmentId, 'Outra');
    const date = futureMonday(2);
    const month = date.slice(0, 7);
    const start = dayjs.tz(`${date} 00:00`, ZONE);
    // 120 appointments straight in SQL, 10-minute steps, two staff members, a tenth of them (all of the first one) cancelled.
    await t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
       SELECT $1, $2, $3, CASE WHEN i % 2 = 0 THEN $4::int ELSE $5::int END, $6::timestamptz + i * interval '10 minutes',
              $6::timestamptz + i * interval '10 minutes' + interval '10 minutes', 10, 50, CASE WHEN i % 10 = 0 THEN 'cancelled' ELSE 'scheduled' END
         FROM generate_series(0, 119) i`,
      [b.establishmentId, b.clientId, b.serviceId, b.staffId, other, start.toISOString()],
    );
    const shown = 'pending,scheduled,confirmed,in_progress,completed';
    const all = await b.client.get(`/api/appointments?page=1&limit=500&month=${month}&status=${shown}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(108);
    expect(all.body.appointments).toHaveLength(108);
    const mine = await b.client.get(`/api/appointments?page=1&limit=500&month=${month}&status=${shown}&staffId=${other}`);
    expect(mine.body.appointments).toHaveLength(60);
    expect(mine.body.appointments.every((a: { staffId: number }) => a.staffId === other)).toBe(true);
    expect(await b.client.get(`/api/appointments?limit=501&month=${month}`)).toMatchObject({
      status: 400,
      body: { message: 'Parâmetro de paginação inválido.' },
    });
  });
});
