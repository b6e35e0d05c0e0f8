import { BOOKING_MESSAGES, dayjs, PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { agendaTenant, futureMonday, ZONE, type AgendaTenant } from './agenda-fixtures';

const phone = (i: number) => `(11) 9${String(87650000 + i)}`;
const addDays = (date: string, n: number) => dayjs.tz(date, ZONE).add(n, 'day').format('YYYY-MM-DD');

describe('online booking: public page, bookings, manage link, bounds (issue 14)', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let pub: ApiClient;
  let slug: string;
  let n = 0;
  const next = () => ++n;
  const body = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
    serviceId: x.serviceId,
    staffId: x.staffId,
    date,
    time,
    name: 'Carla Cliente',
    phone: phone(next()),
    email: '',
    website: '',
    ...extra,
  });
  const book = (b: Record<string, unknown>) => pub.post(`/api/public/${slug}/appointments`, b);
  const tokenOf = (manageUrl: string) => manageUrl.split('/').at(-1)!;

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000', APP_URL: 'https://agenda.salao.test' });
    x = await agendaTenant(t.url, t.db);
    pub = new ApiClient(t.url);
    slug = (await x.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it('every establishment has a unique slug, editable in PUT /api/establishment; the page shows services, categories and professionals', async () => {
    expect(slug).toMatch(/^salao-teste(-\d+)?$/);
    const other = await agendaTenant(t.url, t.db);
    const otherSlug = (await other.client.get('/api/establishment')).body.slug;
    expect(otherSlug).not.toBe(slug);
    const info = (await x.client.get('/api/establishment')).body;
    expect(await x.client.put('/api/establishment', { ...info, slug: otherSlug.toUpperCase() })).toMatchObject({
      status: 409,
      body: { message: PUBLIC_BOOKING_MSG.slugTaken },
    });
    expect(await x.client.put('/api/establishment', { ...info, slug: 'x' })).toMatchObject({ status: 400, body: { message: PUBLIC_BOOKING_MSG.slug } });
    expect(await x.client.put('/api/establishment', { ...info, slug: 'reserva' })).toMatchObject({
      status: 400,
      body: { message: PUBLIC_BOOKING_MSG.slugReserved },
    });
    slug = `studio-${x.establishmentId}`;
    const renamed = await x.client.put('/api/establishment', { ...info, slug });
    expect(renamed).toMatchObject({ status: 200, body: { slug } });
    // The form sends back the version it read: the answer's, after its own save.
    expect((await x.client.put('/api/establishment', { ...renamed.body, slug: undefined })).body.slug).toBe(slug);

    const page = await pub.get(`/api/public/${slug.toUpperCase()}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      slug,
      name: 'Salão Teste',
      logoUrl: null,
      timezone: ZONE,
      services: [{ id: x.serviceId, name: 'Corte Feminino', category: 'Cabelo', price: '80.00', duration: 60, staffIds: [x.staffId] }],
      professionals: [{ id: x.staffId, name: 'Ana Colaboradora' }],
      rules: { minNoticeMinutes: 120, maxDaysAhead: 60, cancelCutoffMinutes: 120, releasedMonths: null },
    });
    expect(page.body.rules.closedWeekdays).toContain(0);
    expect(await pub.get('/api/public/nao-existe-mesmo')).toMatchObject({ status: 404, body: { message: PUBLIC_BOOKING_MSG.pageNotFound } });
  });

  it('settings: defaults, pt-BR validation, management only; a disabled page is not found', async () => {
    const got = await x.client.get('/api/online-booking/settings');
    expect(got.body).toMatchObject({
      enabled: true,
      autoConfirm: false,
      minNoticeMinutes: 120,
      maxDaysAhead: 60,
      cancelCutoffMinutes: 120,
      maxOpenPerPhone: 3,
      reminderOffsets: [1440, 120],
      waitlistHoldMinutes: 15,
      slug,
      bookingUrl: `https://agenda.salao.test/agendar/${slug}`,
    });
    expect(got.body.templates.reminder).toContain('{nome}');
    expect(await x.client.put('/api/online-booking/settings', { maxDaysAhead: 0 })).toMatchObject({
      status: 400,
      body: { message: PUBLIC_BOOKING_MSG.maxDaysAheadRange },
    });
    expect(await x.client.put('/api/online-booking/settings', { reminderOffsets: 'x' })).toMatchObject({ status: 400 });
    expect((await x.staffLogin.client.get('/api/online-booking/settings')).status).toBe(403);
    expect((await pub.get('/api/online-booking/settings')).status).toBe(401);
    const saved = await x.client.put('/api/online-booking/settings', { enabled: false, templates: { booked: 'Oi {nome}' } });
    expect(saved.body).toMatchObject({ enabled: false, minNoticeMinutes: 120, templates: { booked: 'Oi {nome}' } });
    expect((await pub.get(`/api/public/${slug}`)).status).toBe(404);
    expect((await x.client.put('/api/online-booking/settings', { enabled: true, templates: { booked: '' } })).body.templates.booked).toContain('Recebemos');
  });

  it('available times: the agenda pipeline, any professional, minimum notice, closed days and the window', async () => {
    const monday = futureMonday();
    const day = await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&staffId=${x.staffId}&date=${monday}`);
    expect(day.status).toBe(200);
    expect(day.body.times[0]).toBe('08:00');
    expect(day.body.times).toContain('17:00');
    expect(day.body.times).not.toContain('17:10');
    const any = await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${monday}`);
    expect(any.body.times).toEqual(day.body.times);
    const sunday = addDays(monday, 6);
    expect((await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${sunday}`)).body).toEqual({
      date: sunday,
      times: [],
      message: BOOKING_MESSAGES.closed,
    });
    const far = addDays(monday, 70);
    expect((await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${far}`)).body.message).toBe(PUBLIC_BOOKING_MSG.tooFarAhead(60));
    const today = dayjs().tz(ZONE);
    const todayTimes: string[] = (await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${today.format('YYYY-MM-DD')}`)).body.times;
    const earliest = today.add(120, 'minute').format('HH:mm');
    expect(todayTimes.every((time) => time >= earliest)).toBe(true);
    expect(await pub.get(`/api/public/${slug}/available-times?serviceId=abc&date=${monday}`)).toMatchObject({
      status: 400,
      body: { message: PUBLIC_BOOKING_MSG.serviceId },
    });
    expect(await pub.get(`/api/public/${slug}/available-times?serviceId=999999&date=${monday}`)).toMatchObject({
      status: 404,
      body: { message: PUBLIC_BOOKING_MSG.serviceNotFound },
    });
  });

  it('50 concurrent online bookings of one time: 1 created (pending, on the bell), 49 refused with a clear pt-BR 409', async () => {
    const monday = futureMonday(2);
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(body(monday, '10:00'))));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ status: 'pending' });
    expect(created[0]!.body.manageUrl).toMatch(/^https:\/\/agenda\.salao\.test\/agendar\/reserva\/\d+\.[\w-]{43}$/);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(Array.from({ length: 49 }, () => [409, PUBLIC_BOOKING_MSG.slotTaken]));
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM appointments WHERE establishment_id = $1 AND status <> 'cancelled'`, [
      x.establishmentId,
    ]);
    expect(count).toBe(1);
    const pending = await x.client.get('/api/appointments/pending');
    expect(pending.body.map((a: { id: number }) => a.id)).toContain(created[0]!.body.id);
    const bell = await x.client.get('/api/notifications');
    expect(JSON.stringify(bell.body)).toContain('Aguardando confirmação');
    const time = await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&staffId=${x.staffId}&date=${monday}`);
    expect(time.body.times).not.toContain('10:00');
  });

  it('finds or creates the client by phone in any Brazilian format', async () => {
    const monday = futureMonday(3);
    const a = await book(body(monday, '08:00', { phone: '+55 (21) 99876-5432', name: 'Joana Nova' }));
    const b = await book(body(monday, '09:00', { phone: '021 99876 5432', name: 'Joana de Novo' }));
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await t.db.query(`SELECT DISTINCT client_id FROM appointments WHERE id = ANY($1)`, [[a.body.id, b.body.id]]);
    expect(rows).toHaveLength(1);
    const [client] = await t.db.query(`SELECT name, phone FROM clients WHERE id = $1`, [rows[0].client_id]);
    expect(client).toEqual({ name: 'Joana Nova', phone: '(21) 99876-5432' });
    expect(await book(body(monday, '11:00', { phone: '123' }))).toMatchObject({ status: 400, body: { message: PUBLIC_BOOKING_MSG.phone } });
  });

  it('refuses outside released months, inside the minimum notice, on a closed day and during an absence (pt-BR)', async () => {
    await x.client.put('/api/online-booking/settings', { maxDaysAhead: 365 });
    await x.client.post('/api/agenda-release/policy', { releaseInterval: 1, releaseDay: 28, isActive: true });
    let late = dayjs().tz(ZONE).add(4, 'month').startOf('month');
    while (late.day() !== 1) late = late.add(1, 'day');
    expect(await book(body(late.format('YYYY-MM-DD'), '10:00'))).toMatchObject({ status: 409, body: { message: PUBLIC_BOOKING_MSG.notReleased } });
    expect((await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${late.format('YYYY-MM-DD')}`)).body.message).toBe(
      PUBLIC_BOOKING_MSG.notReleased,
    );
    await x.client.post('/api/agenda-release/policy', { releaseInterval: 1, releaseDay: 28, isActive: false });

    await x.client.put('/api/online-booking/settings', { minNoticeMinutes: 2880 });
    const soon = dayjs().tz(ZONE).add(1, 'day').format('YYYY-MM-DD');
    expect(await book(body(soon, '10:00'))).toMatchObject({ status: 409, body: { message: PUBLIC_BOOKING_MSG.minNotice('2 dias') } });
    await x.client.put('/api/online-booking/settings', { minNoticeMinutes: 120 });

    const monday = futureMonday(4);
    expect(await book(body(addDays(monday, 6), '10:00'))).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.closed } });
    const absence = await x.client.post(`/api/staff/${x.staffId}/vacations`, { startDate: monday, endDate: monday, type: 'time_off', reason: null });
    expect(absence.status).toBe(201);
    expect(await book(body(monday, '10:00'))).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.absence } });
    expect((await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&staffId=${x.staffId}&date=${monday}`)).body.times).toEqual([]);
    await x.client.delete(`/api/staff/${x.staffId}/vacations/${absence.body.id}`);
    expect(await book(body(dayjs().tz(ZONE).subtract(1, 'day').format('YYYY-MM-DD'), '10:00'))).toMatchObject({
      status: 400,
      body: { message: PUBLIC_BOOKING_MSG.past },
    });
  });

  it('honeypot, malformed bodies and the open-bookings bound per phone', async () => {
    const monday = futureMonday(5);
    expect(await book(body(monday, '08:00', { website: 'http://spam' }))).toMatchObject({ status: 400, body: { message: PUBLIC_BOOKING_MSG.refused } });
    expect(await book({ ...body(monday, '08:00'), serviceId: { $gt: 1 } })).toMatchObject({ status: 400 });
    expect(await book({ ...body(monday, '08:00'), name: '' })).toMatchObject({ status: 400, body: { message: PUBLIC_BOOKING_MSG.name } });
    expect(await pub.post(`/api/public/${slug}/appointments`, '{"x":')).toMatchObject({ status: 400 });
    const same = phone(9000);
    for (const time of ['08:00', '09:00', '10:00']) expect((await book(body(monday, time, { phone: same }))).status).toBe(201);
    expect(await book(body(monday, '11:00', { phone: same }))).toMatchObject({ status: 409, body: { message: PUBLIC_BOOKING_MSG.tooManyOpen(3) } });
  });

  it('the manage link: shows, reschedules and cancels until the cut-off; the time is free at once; a tampered token is 403', async () => {
    const monday = futureMonday(6);
    const made = await book(body(monday, '14:00'));
    expect(made.status).toBe(201);
    const token = tokenOf(made.body.manageUrl);
    const shown = await pub.get(`/api/public/bookings/${token}`);
    expect(shown.body).toMatchObject({
      id: made.body.id,
      status: 'pending',
      date: monday,
      time: '14:00',
      serviceName: 'Corte Feminino',
      staffName: 'Ana Colaboradora',
      canChange: true,
      establishment: { slug },
    });
    // One signature character changed for another (mid-string: every bit of it is signature, never padding).
    const at = token.length - 8;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    for (const bad of [tampered, `${made.body.id + 1}.${token.split('.')[1]}`, 'abc']) {
      expect(await pub.get(`/api/public/bookings/${bad}`)).toMatchObject({ status: 403, body: { message: PUBLIC_BOOKING_MSG.invalidToken } });
      expect(await pub.delete(`/api/public/bookings/${bad}`)).toMatchObject({ status: 403, body: { message: PUBLIC_BOOKING_MSG.invalidToken } });
    }
    const moved = await pub.put(`/api/public/bookings/${token}`, { date: monday, time: '15:00' });
    expect(moved).toMatchObject({ status: 200, body: { time: '15:00' } });
    const times = async () =>
      (await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&staffId=${x.staffId}&date=${monday}`)).body.times as string[];
    expect(await times()).toContain('14:00');
    expect(await times()).not.toContain('15:00');
    const cancelled = await pub.delete(`/api/public/bookings/${token}`);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', canChange: false } });
    expect(await times()).toContain('15:00');
    expect((await book(body(monday, '15:00'))).status).toBe(201);
    expect(await pub.delete(`/api/public/bookings/${token}`)).toMatchObject({ status: 409, body: { message: PUBLIC_BOOKING_MSG.notChangeable } });

    await x.client.put('/api/online-booking/settings', { cancelCutoffMinutes: 43200 });
    const late = await book(body(futureMonday(1), '16:00'));
    expect(await pub.delete(`/api/public/bookings/${tokenOf(late.body.manageUrl)}`)).toMatchObject({
      status: 409,
      body: { message: PUBLIC_BOOKING_MSG.cutoffPassed },
    });
    await x.client.put('/api/online-booking/settings', { cancelCutoffMinutes: 120 });
  });

  it("auto-confirm: bookings arrive confirmed; with 'any professional' the answer names the one assigned", async () => {
    await x.client.put('/api/online-booking/settings', { autoConfirm: true });
    const made = await book(body(futureMonday(7), '10:00', { staffId: null }));
    expect(made).toMatchObject({ status: 201, body: { status: 'confirmed' } });
    const [assigned] = await t.db.query(`SELECT s.id, s.name FROM appointments a JOIN staff s ON s.id = a.staff_id WHERE a.id = $1`, [made.body.id]);
    expect(made.body).toMatchObject({ staffId: assigned.id, staffName: assigned.name });
    await x.client.put('/api/online-booking/settings', { autoConfirm: false });
  });
});

describe('online booking: rate limits per address and per phone (429)', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let slug: string;

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '3', ONLINE_BOOKINGS_PER_PHONE: '2', TRUST_PROXY: 'true' });
    x = await agendaTenant(t.url, t.db);
    slug = (await x.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it('answers 429 in pt-BR past the limits', async () => {
    const pub = new ApiClient(t.url);
    const monday = futureMonday(2);
    const attempt = (address: string, p: string, time: string) =>
      pub.post(
        `/api/public/${slug}/appointments`,
        { serviceId: x.serviceId, staffId: x.staffId, date: monday, time, name: 'Rita', phone: p },
        { 'x-forwarded-for': address },
      );
    const fromOne = [];
    for (const [i, time] of ['08:00', '09:00', '10:00', '11:00'].entries()) fromOne.push(await attempt('203.0.113.7', phone(100 + i), time));
    expect(fromOne.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(fromOne[3]!.body.message).toBe(PUBLIC_BOOKING_MSG.rateLimited);
    const p = phone(500);
    const byPhone = [await attempt('203.0.113.8', p, '13:00'), await attempt('203.0.113.9', p, '14:00'), await attempt('203.0.113.10', p, '15:00')];
    expect(byPhone.map((a) => a.status)).toEqual([201, 201, 429]);
    expect((await attempt('203.0.113.11', phone(600), '16:00')).status).toBe(201);
  });
});
