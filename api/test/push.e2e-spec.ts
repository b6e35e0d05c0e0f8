import { BOOKING_NOTIFICATION, PUSH_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { startFakePush, type FakeDevice, type FakePushService } from './support/fake-push';
import { waitFor } from './support/wait';
import { agendaTenant, booking, futureMonday, type AgendaTenant } from './agenda-fixtures';

const subscribe = (client: ApiClient, device: FakeDevice) => client.post('/api/push/subscriptions', device.subscription);
/** Time for a wrongly queued push to arrive, so "nothing arrived" means something. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('web push (/api/push/*): subscriptions per device, pushes for new bookings and notifications', () => {
  let t: TestApp;
  let push: FakePushService;
  let a: AgendaTenant;
  let b: AgendaTenant;
  let keyA: string;
  const anon = () => new ApiClient(t.url);
  const integrationBooking = (time: string, date = futureMonday()) =>
    anon().post(
      `/api/n8n/establishment/${a.establishmentId}/appointment`,
      {
        clientData: { name: 'Cliente Push', phone: '11977776666' },
        appointmentData: { staffId: a.staffId, serviceId: a.serviceId, dataInicio: `${date}T${time}:00`, duration: 60 },
      },
      { 'x-api-key': keyA },
    );

  beforeAll(async () => {
    push = await startFakePush();
    t = await startApp({ PUSH_ALLOWED_HOSTS: '127.0.0.1' });
    a = await agendaTenant(t.url, t.db);
    b = await agendaTenant(t.url, t.db);
    keyA = (await a.client.post('/api/integration-keys', { name: 'n8n push' })).body.key;
  }, 60000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('answers the VAPID public key to a session only', async () => {
    const res = await a.client.get('/api/push/public-key');
    expect(res).toMatchObject({ status: 200, body: { publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) } });
    expect((await b.client.get('/api/push/public-key')).body).toEqual(res.body);
    expect((await anon().get('/api/push/public-key')).status).toBe(401);
  });

  it('a pending integration booking reaches the owner with the pt-BR payload; never staff, never another tenant', async () => {
    const owner = push.device('a-owner');
    const staff = push.device('a-staff');
    const other = push.device('b-owner');
    expect(await subscribe(a.client, owner)).toMatchObject({ status: 201, body: { success: true } });
    expect((await subscribe(a.staffLogin.client, staff)).status).toBe(201);
    expect((await subscribe(b.client, other)).status).toBe(201);
    expect((await subscribe(a.client, owner)).status).toBe(201); // upsert by endpoint
    expect(await t.db.query(`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1`, [owner.subscription.endpoint])).toEqual([{ n: 1 }]);

    expect((await integrationBooking('09:00')).status).toBe(201);
    const [got] = await waitFor(async () => owner.received.length > 0 && owner.received, 'push do agendamento pendente');
    expect(got!.payload).toEqual({ title: BOOKING_NOTIFICATION.pendingTitle, body: expect.stringContaining('Cliente Push'), url: '/agendamentos' });
    expect(got!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: expect.stringMatching(/^\d+$/),
      authorization: expect.stringMatching(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/),
    });
    // The booked collaborator hears only of their own new appointment, never the management's pending push.
    const [own] = await waitFor(async () => staff.received.length > 0 && staff.received, 'push do próprio agendamento');
    expect(own!.payload).toEqual({ title: BOOKING_NOTIFICATION.bookedTitle, body: expect.stringContaining('Cliente Push'), url: '/agendamentos' });
    await settle();
    expect(owner.received).toHaveLength(1); // sent once
    expect(staff.received).toHaveLength(1);
    expect(other.received).toEqual([]);

    // The owner books for the collaborator: scheduled, so only the collaborator is told.
    expect((await a.client.post('/api/appointments', booking(a, futureMonday(), '14:00'))).status).toBe(201);
    await waitFor(async () => staff.received.length === 2, 'segundo push da colaboradora');
    expect(staff.received.map((r) => r.payload.title)).toEqual([BOOKING_NOTIFICATION.bookedTitle, BOOKING_NOTIFICATION.bookedTitle]);
    await settle();
    expect(owner.received).toHaveLength(1);
    expect(other.received).toEqual([]);
  });

  it("a subscription the push service answers 410 is removed; DELETE removes only the caller's own", async () => {
    const gone = push.device('a-owner-gone');
    expect((await subscribe(a.client, gone)).status).toBe(201);
    gone.status = 410;
    expect((await integrationBooking('11:00', futureMonday(2))).status).toBe(201);
    await waitFor(
      async () => (await t.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [gone.subscription.endpoint])).length === 0,
      'inscrição 410 removida',
    );

    const kept = push.device('a-owner-kept');
    expect((await subscribe(a.client, kept)).status).toBe(201);
    const remove = (client: ApiClient) => client.request('DELETE', '/api/push/subscriptions', { endpoint: kept.subscription.endpoint });
    expect((await remove(b.client)).status).toBe(200);
    expect((await remove(a.staffLogin.client)).status).toBe(200);
    expect(await t.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [kept.subscription.endpoint])).toHaveLength(1);
    expect(await remove(a.client)).toMatchObject({ status: 200, body: { success: true } });
    expect(await t.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [kept.subscription.endpoint])).toHaveLength(0);
  });

  it('a logout forgets the device that login subscribed (a shared device stops receiving at once)', async () => {
    const phone = new ApiClient(t.url);
    expect((await phone.login(a.admin.email, a.admin.password)).status).toBe(200);
    const device = push.device('a-owner-phone');
    expect((await subscribe(phone, device)).status).toBe(201);
    const rows = () => t.db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [device.subscription.endpoint]);
    expect(await rows()).toHaveLength(1);
    expect((await phone.post('/api/logout')).status).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses endpoints on private addresses, loopback names or plain http (no SSRF), in pt-BR', async () => {
    const keys = push.device('x').subscription.keys;
    for (const endpoint of [
      'https://10.0.0.8/push/1',
      'https://169.254.169.254/latest',
      'https://localhost/push',
      'https://[::1]/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.2/push',
      'http://127.0.0.1.nip.io/push',
    ]) {
      expect([endpoint, await a.client.post('/api/push/subscriptions', { endpoint, keys })]).toMatchObject([
        endpoint,
        { status: 400, body: { message: PUSH_MSG.endpointNotAllowed } },
      ]);
    }
    expect(await a.client.post('/api/push/subscriptions', { endpoint: 'nada', keys })).toMatchObject({ status: 400, body: { message: PUSH_MSG.endpoint } });
    // A real push service's name is accepted even where DNS does not answer (as on this test machine); every
    // send resolves it again and refuses private addresses.
    expect((await a.client.post('/api/push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/${Date.now()}`, keys })).status).toBe(201);
    expect(
      await a.client.post('/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'x', auth: 'y' } }),
    ).toMatchObject({ status: 400, body: { message: PUSH_MSG.keys } });
    // Well-formed text that is no P-256 point: refused now rather than failing every push later.
    expect(
      await a.client.post('/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } }),
    ).toMatchObject({ status: 400, body: { message: PUSH_MSG.keys } });
  });
});
