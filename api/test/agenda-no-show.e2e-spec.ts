import { startApp, type TestApp } from './support/app';
import { changes, historyOf } from './audit-support';
import { agendaTenant, booking, futureMonday, laterClock, type AgendaTenant } from './agenda-fixtures';

/** docs/product/states.md ('No-show'): only once started; no income, no points; the time is free again. */
describe('agenda: no-show', () => {
  let t: TestApp;
  let a: AgendaTenant;
  const clock = laterClock();
  const noShow = (id: number) => a.client.patch(`/api/appointments/${id}/status`, { status: 'no_show' });
  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db);
    const program = (await a.client.get('/api/loyalty/programs')).body[0];
    await a.client.put(`/api/loyalty/programs/${program.id}`, { ...program, pointsPerService: 2, services: [a.serviceId] });
  });
  afterAll(() => t.close());

  it('is refused before the start, then marks the appointment without income or points, audited', async () => {
    const created = await a.client.post('/api/appointments', booking(a, futureMonday(1), '09:00'));
    expect(created.status).toBe(201);
    const early = await noShow(created.body.id);
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'Este agendamento ainda não começou: só pode ser marcado como não compareceu a partir do horário marcado.' },
    });
    const marked = await clock.during(() => noShow(created.body.id));
    expect(marked).toMatchObject({ status: 200, body: { status: 'no_show' } });
    expect((await clock.during(() => noShow(created.body.id))).status).toBe(200);
    const completed = await clock.during(() => a.client.patch(`/api/appointments/${created.body.id}/status`, { status: 'completed' }));
    expect(completed).toMatchObject({ status: 409, body: { message: 'Não é possível alterar um agendamento Não compareceu para Realizado.' } });

    expect(await t.db.query(`SELECT id FROM transactions WHERE appointment_id = $1`, [created.body.id])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM loyalty_point_entries WHERE client_id = $1`, [a.clientId])).toEqual([]);
    const [client] = await t.db.query(`SELECT last_visit FROM clients WHERE id = $1`, [a.clientId]);
    expect(client.last_visit).toBeNull();
    const rows = await historyOf(a.client, 'appointment', created.body.id);
    const status = rows.find((r) => r.action === 'status');
    expect(changes(status!)).toEqual({ status: ['scheduled', 'no_show'] });
  });

  it('frees the time: the slot can be booked again', async () => {
    const date = futureMonday(2);
    const first = await a.client.post('/api/appointments', booking(a, date, '10:00'));
    expect((await a.client.post('/api/appointments', booking(a, date, '10:00'))).status).toBe(409);
    expect((await clock.during(() => noShow(first.body.id))).status).toBe(200);
    const times = await a.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=${date}`);
    expect(times.body.timeSlots.find((s: { time: string }) => s.time === '10:00')).toMatchObject({ available: true, isBooked: false });
    expect((await a.client.post('/api/appointments', booking(a, date, '10:00'))).status).toBe(201);
  });

  it('a pending appointment cannot be marked', async () => {
    const date = futureMonday(3);
    const pending = await a.staffLogin.client.post('/api/appointments', booking(a, date, '09:00'));
    expect(pending.body.status).toBe('pending');
    const refused = await clock.during(() => noShow(pending.body.id));
    expect(refused).toMatchObject({ status: 409, body: { message: 'Não é possível alterar um agendamento Pendente para Não compareceu.' } });
  });
});
