import { ApiClient } from '../support/client';
import { englishWords, PORTUGUESE } from '../support/portuguese';
import { useAgendaApp } from '../support/security';
import { futureMonday } from '../agenda-fixtures';

const PUSH_KEYS = { p256dh: 'BL_AlliqSSQx-gQrMFanZhpSXbKOiYFNpYjmUGKwhx2rWeONB5YAlLZFTiybbWX1oV1OCsy8Y9YH3HEILcwy2Cs', auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

/** The probe's English answers (yup's defaults) and their neighbours: each is now a 4xx with a pt-BR message. */
describe('every 4xx is a pt-BR { message }: yup never answers in English', () => {
  const ctx = useAgendaApp();
  let slug: string;
  beforeAll(async () => {
    slug = (await ctx.x.client.get('/api/establishment')).body.slug;
  });

  const expectPortuguese = (res: { status: number; body: { message?: unknown } }, what: string) => {
    expect({ what, status: res.status >= 400 && res.status < 500 }).toEqual({ what, status: true });
    const message = String(res.body?.message);
    expect({ what, message, english: englishWords(message) }).toEqual({ what, message: expect.stringMatching(PORTUGUESE), english: [] });
  };

  it('authenticated write routes with wrong types and nulls', async () => {
    const c = ctx.x.client;
    const cases: [string, Promise<{ status: number; body: { message?: unknown } }>][] = [
      ['business-hours string', c.put('/api/business-hours', { hours: 'x' })],
      ['business-hours null', c.put('/api/business-hours', { hours: null })],
      ['business-hours isOpen', c.put('/api/business-hours', { hours: [{ dayOfWeek: 1, isOpen: 'talvez', openTime: '08:00', closeTime: '18:00' }] })],
      ['settings null', c.put('/api/settings', { sessionTimeout: null })],
      ['settings twoFactor null', c.put('/api/settings', { twoFactorAuth: null })],
      ['staff hasSystemAccess', c.post('/api/staff', { name: 'Nova Pessoa', role: 'Manicure', hasSystemAccess: 'yes' })],
      ['staff name null', c.post('/api/staff', { name: null, role: 'Manicure' })],
      ['working hours', c.post(`/api/staff/${ctx.x.staffId}/working-hours`, { workingHours: 'x' })],
      [
        'working hours item',
        c.post(`/api/staff/${ctx.x.staffId}/working-hours`, { workingHours: [{ dayOfWeek: 1, isAvailable: 'x', openTime: '09:00', closeTime: '17:00' }] }),
      ],
      ['push endpoint number', c.post('/api/push/subscriptions', { endpoint: 5, keys: PUSH_KEYS })],
      ['push keys null', c.post('/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: null })],
      ['online-booking enabled', c.put('/api/online-booking/settings', { enabled: null })],
      ['online-booking templates', c.put('/api/online-booking/settings', { templates: 'x' })],
      [
        'loyalty services',
        c.post('/api/loyalty/programs', { name: 'Programa', pointsPerService: 1, pointsToReward: 5, rewardDescription: 'Brinde', services: 'x' }),
      ],
      ['loyalty name null', c.post('/api/loyalty/programs', { name: null, pointsPerService: 1, pointsToReward: 5, rewardDescription: 'Brinde', services: [] })],
      ['agenda release', c.post('/api/agenda-release/policy', { releaseInterval: null, releaseDay: 28, isActive: false })],
      [
        'transaction notes object',
        c.post('/api/transactions', {
          type: 'income',
          amount: 30,
          description: 'x',
          category: 'Outros Rendimentos',
          paymentMethod: 'PIX',
          date: futureMonday(),
          notes: {},
        }),
      ],
    ];
    for (const [what, answer] of cases) expectPortuguese(await answer, what);
  });

  it("a message with a word both languages use ('Data final é obrigatória') reads as ours", async () => {
    const res = await ctx.x.client.get(`/api/staff/${ctx.x.staffId}/blocks?from=2026-01-05`);
    expect(res.body).toEqual({ message: 'Data final é obrigatória' });
    expectPortuguese(res, 'staff blocks without an end date');
  });

  it('the public booking page: website null is an empty honeypot; a bad date says so in pt-BR', async () => {
    const pub = new ApiClient(ctx.t.url);
    const body = { serviceId: ctx.x.serviceId, staffId: null, date: futureMonday(), time: '10:00', name: 'Carla', phone: '(11) 98765-4321', email: null };
    expect(await pub.post(`/api/public/${slug}/appointments`, { ...body, website: null })).toMatchObject({ status: 201 });
    expect(await pub.post(`/api/public/${slug}/waitlist`, { ...body, phone: '(11) 98765-4322', website: null })).toMatchObject({ status: 201 });
    expectPortuguese(await pub.post(`/api/public/${slug}/appointments`, { ...body, name: ['x'] }), 'public booking name list');
    for (const date of ['x', '2026-02-30', '2026-13-01', '']) {
      expectPortuguese(
        await pub.get(`/api/public/${slug}/available-times?serviceId=${ctx.x.serviceId}&date=${encodeURIComponent(date)}`),
        `public available-times ${date}`,
      );
      expectPortuguese(
        await ctx.x.client.get(`/api/appointments/available-times?staffId=${ctx.x.staffId}&serviceId=${ctx.x.serviceId}&date=${encodeURIComponent(date)}`),
        `available-times ${date}`,
      );
    }
  });
});
