import { BOOKING_MESSAGES, dayjs, ERROR_CODES, FIELD_MSG, STAFF_BLOCK_MSG, STAFF_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { createApiKey } from './support/security';
import { agendaTenant, booking, futureMonday, insertStaff, ZONE, type AgendaTenant } from './agenda-fixtures';
import { changes, historyOf } from './audit-support';

const addDays = (date: string, n: number) => dayjs.tz(date, ZONE).add(n, 'day').format('YYYY-MM-DD');
const blocked = { status: 409, body: { message: BOOKING_MESSAGES.blocked, code: ERROR_CODES.staffBlocked } };

/** docs/product/states.md 'Time blocks': a professional's lunch, course or meeting. */
describe('time blocks (/api/staff/{id}/blocks)', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let other: AgendaTenant;
  let slug: string;
  const monday = futureMonday(2);
  const blocksOf = (staffId: number) => `/api/staff/${staffId}/blocks`;
  const list = (client: ApiClient, staffId: number, from: string, to: string) => client.get(`${blocksOf(staffId)}?from=${from}&to=${to}`);
  const block = (extra: Record<string, unknown> = {}) => ({ date: monday, startTime: '12:00', endTime: '13:00', reason: 'Almoço', repeat: 'none', ...extra });

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000' });
    x = await agendaTenant(t.url, t.db);
    other = await agendaTenant(t.url, t.db);
    slug = (await x.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it('creates, lists and deletes a series or one of its occurrences, with an audit row each', async () => {
    const staffId = await insertStaff(t.db, x.establishmentId, 'Carla Série');
    const single = await x.client.post(blocksOf(staffId), block({ startTime: '09:00', endTime: '09:30', reason: 'Reunião' }));
    expect(single).toMatchObject({ status: 201, body: { staffId, date: monday, startTime: '09:00', endTime: '09:30', reason: 'Reunião', repeat: 'none' } });
    const weekly = await x.client.post(blocksOf(staffId), block({ repeat: 'weekly', until: addDays(monday, 21), reason: 'Curso' }));
    expect(weekly).toMatchObject({ status: 201, body: { repeat: 'weekly', until: addDays(monday, 21), excludedDates: [] } });
    const seriesId = weekly.body.id as number;

    const month = await list(x.client, staffId, monday, addDays(monday, 27));
    expect(month.status).toBe(200);
    expect(month.body.map((o: { date: string; startTime: string }) => `${o.date} ${o.startTime}`)).toEqual([
      `${monday} 09:00`,
      `${monday} 12:00`,
      `${addDays(monday, 7)} 12:00`,
      `${addDays(monday, 14)} 12:00`,
      `${addDays(monday, 21)} 12:00`,
    ]);
    expect(month.body[2]).toEqual({
      blockId: seriesId,
      date: addDays(monday, 7),
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Curso',
      repeat: 'weekly',
      seriesStart: monday,
      until: addDays(monday, 21),
    });

    expect(await x.client.delete(`${blocksOf(staffId)}/${seriesId}?date=${addDays(monday, 8)}`)).toMatchObject({
      status: 404,
      body: { message: STAFF_BLOCK_MSG.occurrenceNotFound },
    });
    expect(await x.client.delete(`${blocksOf(staffId)}/${seriesId}?date=${addDays(monday, 7)}`)).toMatchObject({
      status: 200,
      body: { message: STAFF_BLOCK_MSG.occurrenceRemoved },
    });
    const dates = async () => (await list(x.client, staffId, monday, addDays(monday, 27))).body.map((o: { date: string }) => o.date);
    expect(await dates()).toEqual([monday, monday, addDays(monday, 14), addDays(monday, 21)]);
    expect(await x.client.delete(`${blocksOf(staffId)}/${seriesId}`)).toMatchObject({ status: 200, body: { message: STAFF_BLOCK_MSG.removed } });
    expect(await dates()).toEqual([monday]);
    expect((await x.client.delete(`${blocksOf(staffId)}/${seriesId}`)).status).toBe(404);

    const history = await historyOf(x.client, 'staff', staffId);
    expect(history.map((r) => r.action)).toEqual(['create', 'create', 'delete', 'delete']);
    expect(changes(history[1]!)['block.reason']).toEqual([null, 'Curso']);
    expect(changes(history[2]!)['block.date']).toEqual([addDays(monday, 7), null]);
  });

  it('a staff member manages her own blocks only (403); another establishment’s professional is 404', async () => {
    const me = x.staffLogin;
    const own = await me.client.post(blocksOf(me.staffId), block({ date: addDays(monday, 3), reason: 'Dentista' }));
    expect(own.status).toBe(201);
    expect((await list(me.client, me.staffId, monday, addDays(monday, 6))).body).toHaveLength(1);
    expect((await me.client.delete(`${blocksOf(me.staffId)}/${own.body.id}`)).status).toBe(200);

    const colleague = await insertStaff(t.db, x.establishmentId, 'Daniela Colega');
    const ownOnly = { status: 403, body: { message: STAFF_BLOCK_MSG.ownOnly } };
    expect(await me.client.post(blocksOf(colleague), block())).toMatchObject(ownOnly);
    expect(await list(me.client, colleague, monday, monday)).toMatchObject(ownOnly);
    const theirs = await x.client.post(blocksOf(colleague), block());
    expect(await me.client.delete(`${blocksOf(colleague)}/${theirs.body.id}`)).toMatchObject(ownOnly);

    const notFound = { status: 404, body: { message: STAFF_MSG.staffMemberNotFound } };
    expect(await x.client.post(blocksOf(other.staffId), block())).toMatchObject(notFound);
    expect(await list(x.client, other.staffId, monday, monday)).toMatchObject(notFound);
    expect((await x.client.delete(`${blocksOf(x.staffId)}/${theirs.body.id}`)).status).toBe(404);
    expect((await other.client.delete(`${blocksOf(colleague)}/${theirs.body.id}`)).status).toBe(404);
  });

  it('refuses bad input with a pt-BR message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [block({ endTime: '12:00' }), STAFF_BLOCK_MSG.endAfterStart],
      [block({ endTime: '11:00' }), STAFF_BLOCK_MSG.endAfterStart],
      [block({ repeat: 'daily', until: addDays(monday, -1) }), STAFF_BLOCK_MSG.untilBeforeDate],
      [block({ repeat: 'monthly' }), STAFF_BLOCK_MSG.repeat],
      [block({ date: '2027-02-30' }), FIELD_MSG.invalidDate],
      [block({ startTime: '25:00' }), FIELD_MSG.invalidTime],
      [block({ reason: ' ' }), STAFF_BLOCK_MSG.reason],
    ];
    for (const [body, message] of cases) expect(await x.client.post(blocksOf(x.staffId), body)).toMatchObject({ status: 400, body: { message } });
    expect(await list(x.client, x.staffId, monday, addDays(monday, -1))).toMatchObject({ status: 400, body: { message: STAFF_BLOCK_MSG.toBeforeFrom } });
    expect(await x.client.get(`${blocksOf(x.staffId)}?from=${monday}`)).toMatchObject({ status: 400, body: { message: STAFF_BLOCK_MSG.to } });
    expect(await list(x.client, x.staffId, monday, addDays(monday, 400))).toMatchObject({ status: 400, body: { message: STAFF_BLOCK_MSG.periodTooLong } });
  });

  it('a block refuses bookings on every path and its times vanish from the agenda and the public page', async () => {
    const day = addDays(monday, 7);
    const lunch = await x.client.post(blocksOf(x.staffId), block({ date: day, repeat: 'daily', until: addDays(day, 1) }));
    expect(lunch.status).toBe(201);

    // The 60-minute service may end at 12:00 and start at 13:00, not in between.
    expect(await x.client.post('/api/appointments', booking(x, day, '11:30'))).toMatchObject(blocked);
    expect(await x.client.post('/api/appointments', booking(x, day, '12:00'))).toMatchObject(blocked);
    expect(await x.staffLogin.client.post('/api/appointments', booking(x, day, '12:30'))).toMatchObject(blocked);
    const key = (await createApiKey(x)).key;
    const viaKey = {
      clientData: { name: 'Cliente Via N8N', email: 'n8n@teste.com', phone: '11 97777-0001', notes: null },
      appointmentData: { staffId: x.staffId, serviceId: x.serviceId, dataInicio: `${day}T12:00:00`, dataFim: `${day}T13:00:00`, duration: 60 },
    };
    expect(await new ApiClient(t.url).post(`/api/n8n/establishment/${x.establishmentId}/appointment`, viaKey, { 'x-api-key': key })).toMatchObject(blocked);
    const pub = new ApiClient(t.url);
    const publicBody = (staffId: number | null, phone: string) => ({
      serviceId: x.serviceId,
      staffId,
      date: day,
      time: '12:00',
      name: 'Carla Cliente',
      phone,
      email: '',
      website: '',
    });
    expect(await pub.post(`/api/public/${slug}/appointments`, publicBody(x.staffId, '(11) 98765-1111'))).toMatchObject(blocked);
    expect((await pub.post(`/api/public/${slug}/appointments`, publicBody(null, '(11) 98765-2222'))).status).toBe(409);

    const grid = (await x.client.get(`/api/appointments/available-times?staffId=${x.staffId}&serviceId=${x.serviceId}&date=${day}`)).body.timeSlots as {
      time: string;
      available: boolean;
    }[];
    const free = grid.filter((s) => s.available).map((s) => s.time);
    expect(free).toContain('11:00');
    expect(free).toContain('13:00');
    for (const time of ['11:10', '11:30', '12:00', '12:50']) expect(free).not.toContain(time);
    const publicTimes = (await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&staffId=${x.staffId}&date=${day}`)).body.times as string[];
    expect(publicTimes).toEqual(free);
    const anyTimes = (await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${addDays(day, 1)}`)).body.times as string[];
    expect(anyTimes).not.toContain('12:00');

    // Right after the block, and once the day's occurrence is removed, every path books again.
    expect((await x.client.post('/api/appointments', booking(x, day, '13:00'))).status).toBe(201);
    expect((await x.client.delete(`${blocksOf(x.staffId)}/${lunch.body.id}?date=${addDays(day, 1)}`)).status).toBe(200);
    expect((await pub.post(`/api/public/${slug}/appointments`, { ...publicBody(x.staffId, '(11) 98765-3333'), date: addDays(day, 1) })).status).toBe(201);
  });
});
