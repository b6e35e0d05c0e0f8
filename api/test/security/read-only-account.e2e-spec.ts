import { PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { startApp, type TestApp } from '../support/app';
import { ApiClient } from '../support/client';
import { expectReadOnly } from '../support/read-only';
import { createApiKey } from '../support/security';
import { agendaTenant, futureMonday, type AgendaTenant } from '../agenda-fixtures';

const notAccepting = { status: 409, body: { message: PUBLIC_BOOKING_MSG.notAccepting } };

/** A canceled subscription: nobody would confirm new bookings, but the account's own security stays in its users' hands. */
describe('a canceled (read-only) account', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let slug: string;
  let key: string;
  const appointments = async () => (await t.db.query(`SELECT count(*)::int AS n FROM appointments WHERE establishment_id = $1`, [x.establishmentId]))[0].n;

  beforeAll(async () => {
    t = await startApp({ SESSION_CACHE_MS: '0' });
    x = await agendaTenant(t.url, t.db);
    slug = (await x.client.get('/api/establishment')).body.slug;
    key = (await createApiKey(x)).key;
    await x.client.post('/api/clients', { name: 'Cliente Guardada', phone: '11999990000' });
    await t.db.query(`UPDATE establishments SET billing_status = 'canceled' WHERE id = $1`, [x.establishmentId]);
  }, 60000);
  afterAll(() => t.close());

  it('its booking page and its integration API say plainly that it takes no bookings, and create none', async () => {
    const before = await appointments();
    const pub = new ApiClient(t.url);
    const visitor = { serviceId: x.serviceId, staffId: x.staffId, date: futureMonday(2), name: 'Carla', phone: '(11) 98765-4321' };
    expect(await pub.get(`/api/public/${slug}`)).toMatchObject(notAccepting);
    expect(await pub.get(`/api/public/${slug}/available-times?serviceId=${x.serviceId}&date=${futureMonday(2)}`)).toMatchObject(notAccepting);
    expect(await pub.post(`/api/public/${slug}/appointments`, { ...visitor, time: '10:00' })).toMatchObject(notAccepting);
    expect(await pub.post(`/api/public/${slug}/waitlist`, visitor)).toMatchObject(notAccepting);
    const n8n = await pub.post(
      `/api/n8n/establishment/${x.establishmentId}/appointment`,
      {
        clientData: { name: 'Cliente n8n', phone: '11988887777' },
        appointmentData: { staffId: x.staffId, serviceId: x.serviceId, dataInicio: `${futureMonday(2)}T11:00:00` },
      },
      { 'x-api-key': key },
    );
    expect(n8n).toMatchObject(notAccepting);
    expect(await appointments()).toBe(before);
  });

  it('its users still change their password and e-mail, log out and read (export) their data; other writes stay 402', async () => {
    await expectReadOnly(x.client, 'Cliente Guardada');
    expect((await x.client.put('/api/user/email', { email: `novo-${x.establishmentId}@teste.com`, currentPassword: x.admin.password })).status).toBe(200);
    expect((await x.client.put('/api/user/password', { password: 'novaSenha456', currentPassword: x.admin.password })).status).toBe(200);
    expect((await x.client.get('/api/clients')).status).toBe(200);
    expect((await x.client.post('/api/logout')).status).toBe(200);
    expect((await new ApiClient(t.url).post('/api/login', { email: x.admin.email, password: 'novaSenha456' })).status).toBe(200);
  });
});
