import { anonymizedClientName, CLIENT_MSG, type ClientExportDto } from '@salao/contracts';
import { agendaTenant, booking, futureMonday, laterClock, type AgendaTenant } from './agenda-fixtures';
import { ApiClient } from './support/client';
import { createTenant } from './support/factories';
import { connectLive, waitForMessage } from './support/live-socket';
import { startApp, type TestApp } from './support/app';

const person = { name: 'Joana Privacidade', phone: '(11) 97777-1234', email: 'joana@privada.com', address: 'Rua Sigilo, 42', notes: 'Alérgica a amônia' };

/** Setup steps must succeed; the reason otherwise. */
function must(res: { status: number; body: unknown }): void {
  if (res.status >= 300) throw new Error(`preparação falhou: ${res.status} ${JSON.stringify(res.body)}`);
}

/** LGPD: a client's data export and erasure, the account holder's alone. */
describe('clients: LGPD export and anonymize', () => {
  let t: TestApp;
  let x: AgendaTenant;
  let clientId: number;
  let completedId: number;
  let pendingId: number;
  const clock = laterClock();

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    x = await agendaTenant(t.url, t.db, 'Expert');
    clientId = (await x.client.post('/api/clients', person)).body.id;
    const date = futureMonday();
    completedId = (await x.client.post('/api/appointments', booking(x, date, '09:00', { clientId, notes: 'Joana pediu tinta sem amônia' }))).body.id;
    must(await clock.during(() => x.client.patch(`/api/appointments/${completedId}/status`, { status: 'completed' })));
    // A collaborator's booking raises a bell notification that names the client.
    pendingId = (await x.staffLogin.client.post('/api/appointments', booking(x, date, '11:00', { clientId }))).body.id;
    const programId = (await x.client.get('/api/loyalty/programs')).body[0].id;
    must(await x.client.post(`/api/loyalty/clients/${clientId}/add-points`, { programId, points: 4 }));
  }, 60000);
  afterAll(() => t.close());

  it('export: the client record, their appointments, money and points, as JSON', async () => {
    const res = await x.client.get(`/api/clients/${clientId}/export`);
    expect(res.status).toBe(200);
    const data = res.body as ClientExportDto;
    expect(data.client).toMatchObject({ id: clientId, ...person, anonymizedAt: null });
    expect(data.establishment.id).toBe(x.establishmentId);
    expect(data.appointments.map((a) => a.id).sort()).toEqual([completedId, pendingId].sort());
    expect(data.appointments.find((a) => a.id === completedId)).toMatchObject({
      status: 'completed',
      price: '80.00',
      notes: 'Joana pediu tinta sem amônia',
      service: 'Corte Feminino',
    });
    expect(data.transactions).toEqual([expect.objectContaining({ type: 'income', amount: '80.00', appointmentId: completedId })]);
    expect(data.loyalty.entries.some((e) => e.points === 4)).toBe(true);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
  });

  it('staff and managers get 403; another establishment gets 404; bad ids get 404', async () => {
    for (const [method, path] of [
      ['GET', `/api/clients/${clientId}/export`],
      ['POST', `/api/clients/${clientId}/anonymize`],
    ] as const) {
      expect((await x.staffLogin.client.request(method, path)).status).toBe(403);
    }
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [x.staffLogin.userId]);
    const manager = new ApiClient(t.url);
    await manager.login(x.staffLogin.email, x.staffLogin.password);
    expect((await manager.post(`/api/clients/${clientId}/anonymize`)).status).toBe(403);
    await t.db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [x.staffLogin.userId]);

    const other = await createTenant(t.url, t.db, 'Expert');
    expect(await other.client.get(`/api/clients/${clientId}/export`)).toMatchObject({ status: 404, body: { message: CLIENT_MSG.notFound } });
    expect(await other.client.post(`/api/clients/${clientId}/anonymize`)).toMatchObject({ status: 404, body: { message: CLIENT_MSG.notFound } });
    expect((await x.client.get(`/api/clients/${clientId}`)).body.name).toBe(person.name);
    for (const id of ['abc', '999999999', '-1']) {
      expect(await x.client.get(`/api/clients/${id}/export`)).toMatchObject({ status: 404, body: { message: CLIENT_MSG.notFound } });
      expect(await x.client.post(`/api/clients/${id}/anonymize`)).toMatchObject({ status: 404, body: { message: CLIENT_MSG.notFound } });
    }
  });

  it('anonymize: personal fields erased everywhere, visits and money kept, announced live, and again changes nothing', async () => {
    const before = await t.db.query(`SELECT id, price, status, starts_at FROM appointments WHERE client_id = $1 ORDER BY id`, [clientId]);
    const money = await t.db.query(`SELECT id, amount FROM transactions WHERE client_id = $1 ORDER BY id`, [clientId]);
    // Her birthday and anamnesis are personal too (docs/product/entities.md 'Client').
    await t.db.query(
      `UPDATE clients SET birthday = '1990-01-02', allergies = 'Amônia', hair_notes = 'Fino', skin_notes = 'Oleosa', anamnesis = '[{"question":"Gestante?","answer":"Não"}]' WHERE id = $1`,
      [clientId],
    );
    const live = await connectLive<{ type: string; clientId?: number }>(t.url, x.client.token);
    try {
      const res = await x.client.post(`/api/clients/${clientId}/anonymize`);
      expect(res.status).toBe(200);
      const name = anonymizedClientName(clientId);
      expect(res.body).toEqual({
        id: clientId,
        name,
        phone: '',
        email: null,
        address: null,
        notes: null,
        birthday: null,
        allergies: null,
        hairNotes: null,
        skinNotes: null,
        anamnesis: [],
        lastVisit: expect.any(String),
        version: expect.any(Number),
      });
      await waitForMessage(live.messages, (m) => m.type === 'client_change' && m.clientId === clientId);
    } finally {
      live.ws.close();
    }

    expect(await t.db.query(`SELECT id, price, status, starts_at FROM appointments WHERE client_id = $1 ORDER BY id`, [clientId])).toEqual(before);
    expect(await t.db.query(`SELECT id, amount FROM transactions WHERE client_id = $1 ORDER BY id`, [clientId])).toEqual(money);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM loyalty_point_entries WHERE client_id = $1`, [clientId]))[0].n).toBeGreaterThan(0);

    const exported = (await x.client.get(`/api/clients/${clientId}/export`)).body as ClientExportDto;
    const text = JSON.stringify(exported);
    for (const value of [person.name, 'Joana', person.email, person.address, person.notes, '97777']) expect(text).not.toContain(value);
    expect(exported.client.anonymizedAt).not.toBeNull();
    expect(exported.appointments.every((a) => a.notes === null)).toBe(true);
    expect(exported.transactions[0]!.description).toContain(anonymizedClientName(clientId));
    const bell = await t.db.query(`SELECT message FROM notifications WHERE appointment_id = $1`, [pendingId]);
    expect(bell.length).toBeGreaterThan(0);
    expect(bell.every((n: { message: string }) => !n.message.includes(person.name) && n.message.includes(anonymizedClientName(clientId)))).toBe(true);

    const again = await x.client.post(`/api/clients/${clientId}/anonymize`);
    expect(again.status).toBe(200);
    expect(again.body.name).toBe(anonymizedClientName(clientId));
    expect((await x.client.get('/api/clients')).body.map((c: { name: string }) => c.name)).toContain(anonymizedClientName(clientId));
  });
});
