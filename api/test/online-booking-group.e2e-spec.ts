import { PUBLIC_BOOKING_MSG, VISIT_CODES } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { agendaTenant, createService, futureMonday, type AgendaTenant } from './agenda-fixtures';

/** A visit of several services from the public page (docs/product/series.md): the public booking's rules, all or none. */
describe('online booking: a visit of several services', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let pub: ApiClient;
  let slug: string;
  let secondId: number;
  let n = 0;
  const phone = () => `(11) 9${String(87660000 + ++n)}`;
  const items = (first: string, second: string) => [
    { serviceId: x.serviceId, staffId: x.staffId, time: first },
    { serviceId: secondId, staffId: x.staffId, time: second },
  ];
  const book = (b: Record<string, unknown>) => pub.post(`/api/public/${slug}/appointment-groups`, b);
  const dayOf = async (date: string) => (await x.client.get(`/api/agenda/day?date=${date}`)).body.appointments as Array<{ id: number; groupId?: string }>;

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000', APP_URL: 'https://agenda.salao.test' });
    x = await agendaTenant(t.url, t.db);
    pub = new ApiClient(t.url);
    slug = (await x.client.get('/api/establishment')).body.slug;
    secondId = (await createService(x.client, [x.staffId], { name: 'Escova', duration: 30, price: '45.00' })).id;
  }, 60000);
  afterAll(() => t.close());

  it('answers the starts where the whole visit fits and books both services at once, pending, for the client found by phone', async () => {
    const date = futureMonday(2);
    const times = await pub.get(`/api/public/${slug}/group-times?date=${date}&items=${x.serviceId}:${x.staffId},${secondId}:${x.staffId}`);
    expect(times.status).toBe(200);
    const at10 = times.body.times.find((s: { time: string }) => s.time === '10:00');
    expect(at10.items.map((i: { time: string }) => i.time)).toEqual(['10:00', '11:00']);
    const tel = phone();
    const res = await book({ date, items: at10.items, name: 'Vera Visita', phone: tel, email: '', website: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      items: [
        { serviceId: x.serviceId, time: '10:00' },
        { serviceId: secondId, time: '11:00' },
      ],
    });
    expect(res.body.items[0].manageUrl).toMatch(/^https:\/\/agenda\.salao\.test\//);
    const mine = (await dayOf(date)).filter((a) => res.body.items.some((i: { id: number }) => i.id === a.id));
    expect(mine.map((a) => a.groupId)).toEqual([res.body.groupId, res.body.groupId]);
    // The visit's times leave its own hours out now.
    const after = await pub.get(`/api/public/${slug}/group-times?date=${date}&items=${x.serviceId}:${x.staffId},${secondId}:${x.staffId}`);
    expect(after.body.times.map((s: { time: string }) => s.time)).not.toContain('10:00');
  });

  it('a second service that collides creates nothing: 409 naming it', async () => {
    const date = futureMonday(3);
    const taken = await pub.post(`/api/public/${slug}/appointments`, {
      serviceId: secondId,
      staffId: x.staffId,
      date,
      time: '15:00',
      name: 'Outra Pessoa',
      phone: phone(),
      email: '',
      website: '',
    });
    expect(taken.status).toBe(201);
    const before = (await dayOf(date)).length;
    const res = await book({ date, items: items('14:00', '15:00'), name: 'Vera Visita', phone: phone(), email: '', website: '' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(VISIT_CODES.itemRefused);
    expect(res.body.message).toMatch(/^O 2º serviço \(Escova às 15:00\) não cabe/);
    expect((await dayOf(date)).length).toBe(before);
  });

  it("keeps the single booking's rules: the honeypot, the window and a professional who does not do the service", async () => {
    const date = futureMonday(2);
    const base = { date, items: items('16:00', '17:00'), name: 'Robô', phone: phone(), email: '' };
    expect(await book({ ...base, website: 'http://spam.test' })).toMatchObject({ status: 400, body: { message: PUBLIC_BOOKING_MSG.refused } });
    const far = futureMonday(20);
    expect((await book({ ...base, date: far, website: '' })).status).toBe(409);
    expect((await pub.get(`/api/public/${slug}/group-times?date=${far}&items=${x.serviceId}:${x.staffId}`)).body).toMatchObject({ times: [] });
    expect((await book({ ...base, items: [{ serviceId: x.serviceId, staffId: 999999, time: '16:00' }], website: '' })).status).toBe(404);
    expect(await book({ ...base, items: [], website: '' })).toMatchObject({ status: 400 });
  });
});
