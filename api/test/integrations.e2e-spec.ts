import { AGENDA_RELEASE_MSG, INTEGRATION_MSG, dayjs } from '@salao/contracts';
import { ApiClient } from './support/client';
import { connectLive, waitForMessage } from './support/live-socket';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, futureMonday, type AgendaTenant } from './agenda-fixtures';

const LIMIT = 40;

async function newKey(t: AgendaTenant, name = 'n8n produção'): Promise<string> {
  const res = await t.client.post('/api/integration-keys', { name });
  expect(res.status).toBe(201);
  return res.body.key;
}

function appointment(t: AgendaTenant, date: string, time: string, phone = '11 97777-0000') {
  return {
    clientData: { name: 'Cliente Via N8N', email: 'n8n@teste.com', phone, notes: 'veio pelo WhatsApp' },
    appointmentData: {
      staffId: t.staffId,
      serviceId: t.serviceId,
      dataInicio: `${date}T${time}:00`,
      dataFim: `${date}T${dayjs(`2000-01-01T${time}`).add(60, 'minute').format('HH:mm')}:00`,
      duration: 60,
      notes: 'pelo n8n',
    },
  };
}

describe('integration API with keys (/api/integration-keys, /api/n8n/*)', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let b: AgendaTenant;
  let keyA: string;
  let keyB: string;
  const anon = () => new ApiClient(t.url);

  beforeAll(async () => {
    t = await startApp({ INTEGRATION_RATE_LIMIT: String(LIMIT) });
    a = await agendaTenant(t.url, t.db);
    b = await agendaTenant(t.url, t.db);
    keyA = await newKey(a);
    keyB = await newKey(b);
  }, 60000);
  afterAll(() => t.close());

  it('keys are shown once, stored hashed, listed without the key, admin only, and revocable', async () => {
    const created = await a.client.post('/api/integration-keys', { name: 'Teste' });
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Teste',
      scopes: [],
      prefix: created.body.key.slice(0, 12),
      createdAt: expect.any(String),
      key: expect.stringMatching(/^slo_[0-9a-f]{40}$/),
    });
    const list = await a.client.get('/api/integration-keys');
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    expect(list.body).toContainEqual({
      id: created.body.id,
      name: 'Teste',
      prefix: created.body.key.slice(0, 12),
      scopes: [],
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const [row] = await t.db.query(`SELECT key_hash FROM integration_keys WHERE id = $1`, [created.body.id]);
    expect(row.key_hash).not.toContain(created.body.key.slice(4));
    expect((await a.client.post('/api/integration-keys', { name: 'x' })).body).toEqual({ message: INTEGRATION_MSG.name });
    expect((await a.staffLogin.client.post('/api/integration-keys', { name: 'Colaboradora' })).status).toBe(403);
    expect((await a.staffLogin.client.get('/api/integration-keys')).status).toBe(403);
    expect((await b.client.delete(`/api/integration-keys/${created.body.id}`)).status).toBe(404);

    const info = `/api/n8n/establishment/${a.establishmentId}/info`;
    expect((await anon().get(info, { 'x-api-key': created.body.key })).status).toBe(200);
    expect((await a.client.delete(`/api/integration-keys/${created.body.id}`)).body).toEqual({ success: true });
    expect(await anon().get(info, { 'x-api-key': created.body.key })).toMatchObject({ status: 401, body: { message: INTEGRATION_MSG.missingKey } });
    expect((await a.client.get('/api/integration-keys')).body.map((k: { id: number }) => k.id)).not.toContain(created.body.id);
  });

  it('no key or a wrong key → 401, even with a session; a key of A on B → 403', async () => {
    const info = `/api/n8n/establishment/${a.establishmentId}/info`;
    expect(await anon().get(info)).toMatchObject({ status: 401, body: { message: INTEGRATION_MSG.missingKey } });
    expect((await a.client.get(info)).status).toBe(401);
    expect((await anon().get(info, { authorization: 'Bearer slo_nao-existe' })).status).toBe(401);
    expect(await anon().get(`/api/n8n/establishment/${b.establishmentId}/info`, { authorization: `Bearer ${keyA}` })).toMatchObject({
      status: 403,
      body: { message: INTEGRATION_MSG.wrongEstablishment },
    });
    expect(
      (await anon().post(`/api/n8n/establishment/${b.establishmentId}/appointment`, appointment(b, futureMonday(), '10:00'), { 'x-api-key': keyA })).status,
    ).toBe(403);
    expect((await anon().post('/webhook/n8n-data', { establishment_id: b.establishmentId, update_type: 'qrcode' }, { 'x-api-key': keyA })).status).toBe(403);
    const ok = await anon().get(info, { authorization: `Bearer ${keyA}` });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id: a.establishmentId,
      timezone: 'America/Sao_Paulo',
      services: [expect.objectContaining({ id: a.serviceId, duration: 60 })],
      staff: [expect.objectContaining({ id: a.staffId })],
    });
  });

  it('availability on the wall clock; a booking finds or creates the client by phone and is pending with a notification', async () => {
    const date = futureMonday();
    const times = await anon().get(`/api/n8n/establishment/${a.establishmentId}/availability?date=${date}&staffId=${a.staffId}`, { 'x-api-key': keyA });
    expect(times.status).toBe(200);
    expect(times.body.staff[0].availableTimes).toContain('10:00');
    expect((await anon().get(`/api/n8n/establishment/${a.establishmentId}/availability?date=2026-02-30`, { 'x-api-key': keyA })).status).toBe(400);
    // A bad id is named as such, not as a bad date.
    expect(await anon().get(`/api/n8n/establishment/${a.establishmentId}/availability?date=${date}&staffId=ana`, { 'x-api-key': keyA })).toMatchObject({
      status: 400,
      body: { message: INTEGRATION_MSG.staffId },
    });

    const res = await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '10:00'), { 'x-api-key': keyA });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', dataInicio: `${date}T10:00:00`, dataFim: `${date}T11:00:00`, duration: 60 });
    const again = await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '14:00', '(11) 97777-0000'), {
      'x-api-key': keyA,
    });
    expect(again.body.clientId).toBe(res.body.clientId);
    const pending = await a.client.get('/api/appointments/pending');
    expect(pending.body.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([res.body.id, again.body.id]));
    const [n] = await t.db.query(`SELECT count(*)::int AS c FROM notifications WHERE establishment_id = $1 AND appointment_id = $2`, [
      a.establishmentId,
      res.body.id,
    ]);
    expect(n.c).toBeGreaterThan(0);
    const after = await anon().get(`/api/n8n/establishment/${a.establishmentId}/availability?date=${date}&staffId=${a.staffId}`, { 'x-api-key': keyA });
    expect(after.body.staff[0].availableTimes).not.toContain('10:00');
    // An ISO instant with an offset is read as that instant (13:00Z = 10:00 in São Paulo): taken.
    const iso = appointment(a, date, '10:00');
    iso.appointmentData.dataInicio = `${date}T13:00:00Z`;
    expect((await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, iso, { 'x-api-key': keyA })).status).toBe(409);
    // Every availability rule applies: outside business hours is refused.
    expect((await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '22:00'), { 'x-api-key': keyA })).status).toBe(
      400,
    );
  });

  it("a client created by a booking is the clients module's: any Brazilian format finds it, open screens hear client_change", async () => {
    const date = futureMonday();
    const live = await connectLive<{ type: string; clientId?: number }>(t.url, a.client.token);
    try {
      const res = await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '16:00', '+55 11 96543-2100'), {
        'x-api-key': keyA,
      });
      expect(res.status).toBe(201);
      await waitForMessage(live.messages, (m) => m.type === 'client_change' && m.clientId === res.body.clientId);
      const [client] = await t.db.query(`SELECT phone, notes FROM clients WHERE id = $1`, [res.body.clientId]);
      expect(client).toEqual({ phone: '(11) 96543-2100', notes: 'veio pelo WhatsApp' });
      const again = await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '17:00', '11965432100'), {
        'x-api-key': keyA,
      });
      expect(again.body.clientId).toBe(res.body.clientId);
    } finally {
      live.ws.close();
    }
  });

  it('30 concurrent bookings of one slot → exactly 1 created', async () => {
    const date = futureMonday(2);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        anon().post(`/api/n8n/establishment/${b.establishmentId}/appointment`, appointment(b, date, '15:00', `1198888${String(i).padStart(4, '0')}`), {
          'x-api-key': keyB,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || (r.status === 409 && typeof r.body.message === 'string'))).toBe(true);
    const [row] = await t.db.query(`SELECT count(*)::int AS c FROM appointments WHERE establishment_id = $1 AND staff_id = $2 AND status <> 'cancelled'`, [
      b.establishmentId,
      b.staffId,
    ]);
    expect(row.c).toBe(1);
  });

  it('with an active policy, a booking outside the released months → 409; the app itself is not limited', async () => {
    await a.client.post('/api/agenda-release/policy', { releaseInterval: 1, releaseDay: 28, isActive: true });
    const far = dayjs().tz('America/Sao_Paulo').add(4, 'month').startOf('month').add(7, 'day');
    let d = far;
    while (d.day() !== 1) d = d.add(1, 'day');
    const date = d.format('YYYY-MM-DD');
    const res = await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '10:00'), { 'x-api-key': keyA });
    expect(res).toMatchObject({ status: 409, body: { message: AGENDA_RELEASE_MSG.notReleased } });
    expect((await anon().get(`/api/n8n/establishment/${a.establishmentId}/availability?date=${date}`, { 'x-api-key': keyA })).body.released).toBe(false);
    const app = await a.client.post('/api/appointments', {
      clientId: a.clientId,
      serviceId: a.serviceId,
      staffId: a.staffId,
      appointmentDate: date,
      appointmentTime: '10:00',
    });
    expect(app.status).toBe(201);
    // A manual extra release opens that month to integrations.
    expect((await a.client.post('/api/agenda-release/months', { month: date.slice(0, 7) })).body.currentReleasedMonths).toContain(date.slice(0, 7));
    expect((await anon().post(`/api/n8n/establishment/${a.establishmentId}/appointment`, appointment(a, date, '14:00'), { 'x-api-key': keyA })).status).toBe(
      201,
    );
    await a.client.post('/api/agenda-release/policy', { releaseInterval: 1, releaseDay: 28, isActive: false });
  });

  it('rate limited per key (429), counted in PostgreSQL; another key is not affected', async () => {
    const info = `/api/n8n/establishment/${a.establishmentId}/info`;
    const minute = async () => (await t.db.query(`SELECT date_trunc('minute', now())::text AS m`))[0].m as string;
    // Counted per minute: a burst that straddles a minute boundary is tried again with a new key.
    for (let attempt = 0; ; attempt++) {
      const key = await newKey(a, `limite ${attempt}`);
      const start = await minute();
      const statuses = await Promise.all(
        Array.from({ length: LIMIT + 5 }, () =>
          anon()
            .get(info, { 'x-api-key': key })
            .then((r) => r.status),
        ),
      );
      const limited = await anon().get(info, { 'x-api-key': key });
      if ((await minute()) !== start && attempt < 2) continue;
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(limited).toMatchObject({ status: 429, body: { message: INTEGRATION_MSG.rateLimited } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      break;
    }
    expect((await anon().get(`/api/n8n/establishment/${b.establishmentId}/info`, { 'x-api-key': keyB })).status).toBe(200);
  });
});
