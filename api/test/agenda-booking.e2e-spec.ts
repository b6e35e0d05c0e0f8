import { dayjs } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, booking, createService, futureMonday, insertClient, insertStaff, ZONE, type AgendaTenant } from './agenda-fixtures';

const CONFLICT = 'Horário indisponível para este profissional.';

describe('agenda: booking without double booking', () => {
  let t: TestApp;
  let a: AgendaTenant;
  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('creates an appointment and answers it on the establishment wall clock', async () => {
    const date = futureMonday(1);
    const res = await a.client.post('/api/appointments', booking(a, `${date}T00:00:00`, '09:00', { notes: 'Primeira vez' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      clientId: a.clientId,
      serviceId: a.serviceId,
      staffId: a.staffId,
      appointmentDate: `${date}T09:00:00`,
      appointmentTime: '09:00',
      duration: 60,
      notes: 'Primeira vez',
      status: 'scheduled',
      establishmentId: a.establishmentId,
      clientName: 'Cliente Teste',
      clientPhone: '11999998888',
      serviceName: 'Corte Feminino',
      servicePrice: '80.00',
      staffName: 'Ana Colaboradora',
    });
    const [row] = await t.db.query(`SELECT starts_at, ends_at FROM appointments WHERE id = $1`, [res.body.id]);
    expect(row.starts_at.toISOString()).toBe(dayjs.tz(`${date} 09:00`, ZONE).toISOString());
    expect(row.ends_at.getTime() - row.starts_at.getTime()).toBe(60 * 60000);
  });

  it('40 concurrent requests for the same staff member and slot create exactly one appointment', async () => {
    const date = futureMonday(2);
    const answers = await Promise.all(Array.from({ length: 40 }, () => a.client.post('/api/appointments', booking(a, date, '10:00'))));
    const created = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(39);
    for (const r of refused) expect(r.body).toEqual({ message: CONFLICT, code: 'slot_taken' });
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM appointments WHERE staff_id = $1 AND starts_at = $2::timestamptz`, [
      a.staffId,
      dayjs.tz(`${date} 10:00`, ZONE).toISOString(),
    ]);
    expect(count).toBe(1);
  });

  it('an overlap by one minute is refused; starting when the other ends is accepted', async () => {
    const date = futureMonday(3);
    expect((await a.client.post('/api/appointments', booking(a, date, '13:00'))).status).toBe(201);
    const overlapEnd = await a.client.post('/api/appointments', booking(a, date, '13:59'));
    expect(overlapEnd.status).toBe(409);
    expect(overlapEnd.body.message).toBe(CONFLICT);
    const overlapStart = await a.client.post('/api/appointments', booking(a, date, '12:01'));
    expect(overlapStart.status).toBe(409);
    expect((await a.client.post('/api/appointments', booking(a, date, '14:00'))).status).toBe(201);
    expect((await a.client.post('/api/appointments', booking(a, date, '12:00'))).status).toBe(201);
  });

  it('cancelled and rejected appointments free their slot', async () => {
    const date = futureMonday(4);
    const first = await a.client.post('/api/appointments', booking(a, date, '15:00'));
    expect((await a.client.post('/api/appointments', booking(a, date, '15:00'))).status).toBe(409);
    const cancelled = await a.client.delete(`/api/appointments/${first.body.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const second = await a.client.post('/api/appointments', booking(a, date, '15:00'));
    expect(second.status).toBe(201);

    // A collaborator's own booking arrives pending; rejecting it frees the time too.
    const pending = await a.staffLogin.client.post('/api/appointments', booking(a, date, '16:00'));
    expect(pending.status).toBe(201);
    expect(pending.body.status).toBe('pending');
    expect((await a.client.post('/api/appointments', booking(a, date, '16:00'))).status).toBe(409);
    const rejected = await a.client.patch(`/api/appointments/${pending.body.id}/status`, { status: 'rejected' });
    expect(rejected.body.status).toBe('rejected');
    expect((await a.client.post('/api/appointments', booking(a, date, '16:00'))).status).toBe(201);
  });

  it('refuses bookings outside business hours, outside staff hours, during an absence, for a staff member the service does not allow, and in the past', async () => {
    const date = futureMonday(5);
    const sunday = dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
    const cases: [Record<string, unknown>, string][] = [
      [booking(a, sunday, '10:00'), 'O estabelecimento está fechado nesta data.'],
      [booking(a, date, '07:30'), 'Horário fora do horário de funcionamento do estabelecimento.'],
      [booking(a, date, '17:30'), 'Horário fora do horário de funcionamento do estabelecimento.'],
      [booking(a, dayjs().tz(ZONE).subtract(1, 'day').format('YYYY-MM-DD'), '10:00'), 'Não é possível agendar em um horário que já passou.'],
    ];
    for (const [body, message] of cases) {
      const res = await a.client.post('/api/appointments', body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    const other = await insertStaff(t.db, a.establishmentId, 'Outra Pessoa');
    const notAllowed = await a.client.post('/api/appointments', booking(a, date, '10:00', { staffId: other }));
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.message).toBe('Este profissional não realiza este serviço.');

    // Staff hours: mornings only on Mondays.
    const hours = await a.client.post(`/api/staff/${a.staffId}/working-hours`, {
      workingHours: [{ dayOfWeek: 1, isAvailable: true, openTime: '08:00', closeTime: '12:00' }],
    });
    expect(hours.status).toBe(200);
    const afternoon = await a.client.post('/api/appointments', booking(a, date, '13:00'));
    expect(afternoon.body.message).toBe('Horário fora do expediente do profissional.');
    const tuesday = dayjs(date).add(1, 'day').format('YYYY-MM-DD');
    expect((await a.client.post('/api/appointments', booking(a, tuesday, '10:00'))).body.message).toBe('Horário fora do expediente do profissional.');
    expect((await a.client.post('/api/appointments', booking(a, date, '11:00'))).status).toBe(201);

    const absence = await a.client.post(`/api/staff/${a.staffId}/vacations`, { startDate: date, endDate: date, type: 'time_off', reason: null });
    expect(absence.status).toBe(201);
    const during = await a.client.post('/api/appointments', booking(a, date, '09:00'));
    expect(during.status).toBe(400);
    expect(during.body.message).toBe('O profissional está ausente nesta data (férias, folga ou atestado).');
    await a.client.delete(`/api/staff/${a.staffId}/vacations/${absence.body.id}`);
    await a.client.post(`/api/staff/${a.staffId}/working-hours`, { workingHours: [] });
  });

  it('available-times answers the grid for the service, with booked and past slots', async () => {
    const date = futureMonday(6);
    await a.client.post('/api/appointments', booking(a, date, '10:00'));
    const res = await a.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=${date}`);
    expect(res.status).toBe(200);
    expect(res.body.closed).toBe(false);
    expect(res.body.businessHours).toEqual({ open: '08:00', close: '18:00' });
    const slots = new Map<string, { available: boolean; isBooked: boolean; isPast: boolean }>(res.body.timeSlots.map((s: { time: string }) => [s.time, s]));
    expect(res.body.timeSlots).toHaveLength(60);
    expect(slots.get('08:00')).toEqual({ time: '08:00', available: true, isPast: false, isBooked: false });
    expect(slots.get('09:10')).toMatchObject({ available: false, isBooked: false });
    expect(slots.get('10:00')).toMatchObject({ available: false, isBooked: true });
    expect(slots.get('11:00')).toMatchObject({ available: true });
    expect(slots.get('17:00')).toMatchObject({ available: true });
    expect(slots.get('17:10')).toMatchObject({ available: false });

    const sunday = dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
    const closed = await a.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=${sunday}`);
    expect(closed.body).toEqual({ timeSlots: [], closed: true, businessHours: null });
    const past = await a.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=2020-01-06`);
    expect(past.body.timeSlots.every((s: { isPast: boolean; available: boolean }) => s.isPast && !s.available)).toBe(true);
    const bad = await a.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=2024-02-31`);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Data inválida' } });
    const missing = await a.client.get(`/api/appointments/available-times?serviceId=${a.serviceId}&date=${date}`);
    expect(missing).toMatchObject({ status: 400, body: { message: 'Profissional é obrigatório' } });
  });

  it('edits move the appointment and are checked like a booking; the edited one does not conflict with itself', async () => {
    const date = futureMonday(7);
    const first = await a.client.post('/api/appointments', booking(a, date, '09:00'));
    const other = await a.client.post('/api/appointments', booking(a, date, '11:00'));
    const moved = await a.client.put(`/api/appointments/${first.body.id}`, booking(a, date, '09:30', { notes: 'Atrasou' }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ appointmentTime: '09:30', appointmentDate: `${date}T09:30:00`, notes: 'Atrasou' });
    const clash = await a.client.put(`/api/appointments/${first.body.id}`, booking(a, date, '10:30'));
    expect(clash).toMatchObject({ status: 409, body: { message: CONFLICT } });
    expect((await a.client.put(`/api/appointments/${other.body.id}`, booking(a, date, '19:00'))).status).toBe(400);
  });

  it('the month list pages by 50, filters by status, and counts the total', async () => {
    const b = await agendaTenant(t.url, t.db);
    const staff2 = await insertStaff(t.db, b.establishmentId, 'Segunda');
    await t.db.query(`INSERT INTO service_staff (service_id, staff_id) VALUES ($1, $2)`, [b.serviceId, staff2]);
    const date = futureMonday(2);
    const month = date.slice(0, 7);
    const start = dayjs.tz(`${date} 00:00`, ZONE);
    // 60 appointments straight in SQL (two staff members, 30-minute steps around the clock).
    await t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
       SELECT $1, $2, $3, CASE WHEN i % 2 = 0 THEN $4::int ELSE $5::int END, $6::timestamptz + (i / 2) * interval '30 minutes',
              $6::timestamptz + (i / 2) * interval '30 minutes' + interval '30 minutes', 30, 80, CASE WHEN i < 10 THEN 'completed' ELSE 'scheduled' END
         FROM generate_series(0, 59) i`,
      [b.establishmentId, b.clientId, b.serviceId, b.staffId, staff2, start.toISOString()],
    );
    const page1 = await b.client.get(`/api/appointments?page=1&limit=50&month=${month}`);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(60);
    expect(page1.body.appointments).toHaveLength(50);
    const page2 = await b.client.get(`/api/appointments?page=2&limit=50&month=${month}`);
    expect(page2.body.appointments).toHaveLength(10);
    const all = [...page1.body.appointments, ...page2.body.appointments].map((x: { appointmentDate: string }) => x.appointmentDate);
    expect([...all].sort()).toEqual(all);
    const completed = await b.client.get(`/api/appointments?month=${month}&status=completed`);
    expect(completed.body.total).toBe(10);
    expect((await b.client.get(`/api/appointments?month=${month}&status=scheduled,confirmed`)).body.total).toBe(50);
    expect((await b.client.get(`/api/appointments?month=${month}&staffId=${staff2}`)).body.total).toBe(30);
    // The month view asks once for exactly what it shows: the whole month, filtered on the server.
    const whole = await b.client.get(`/api/appointments?month=${month}&limit=500&status=completed&staffId=${b.staffId}`);
    expect(whole.body.total).toBe(5);
    expect(whole.body.appointments).toHaveLength(5);
    expect(whole.body.appointments.every((x: { status: string; staffId: number }) => x.status === 'completed' && x.staffId === b.staffId)).toBe(true);
    expect((await b.client.get(`/api/appointments?month=${month}&limit=500`)).body.appointments).toHaveLength(60);
    expect(await b.client.get(`/api/appointments?month=${month}&limit=501`)).toMatchObject({
      status: 400,
      body: { message: 'Parâmetro de paginação inválido.' },
    });
    const empty = await b.client.get(`/api/appointments?page=9&month=${month}`);
    expect(empty.body).toEqual({ appointments: [], total: 60 });
    expect(await b.client.get(`/api/appointments?month=2025-13`)).toMatchObject({ status: 400, body: { message: 'Mês inválido. Use o formato AAAA-MM.' } });
    expect(await b.client.get(`/api/appointments?month=${month}&status=feito`)).toMatchObject({ status: 400, body: { message: 'Status inválido.' } });
    // The staff login of b sees only their own 30.
    expect((await b.staffLogin.client.get(`/api/appointments?month=${month}`)).body.total).toBe(30);
  });

  it('a booking for a client of another establishment answers 404', async () => {
    const other = await agendaTenant(t.url, t.db);
    const foreignClient = await insertClient(t.db, other.establishmentId);
    const res = await a.client.post('/api/appointments', booking(a, futureMonday(8), '09:00', { clientId: foreignClient }));
    expect(res).toMatchObject({ status: 404, body: { message: 'Cliente não encontrado.' } });
    const foreignService = await createService(other.client, [other.staffId]);
    expect((await a.client.post('/api/appointments', booking(a, futureMonday(8), '09:00', { serviceId: foreignService.id }))).status).toBe(404);
    expect((await a.client.post('/api/appointments', booking(a, futureMonday(8), '09:00', { staffId: other.staffId }))).status).toBe(404);
    const newClient = await insertClient(t.db, a.establishmentId, 'Outra Cliente');
    expect((await a.client.post('/api/appointments', booking(a, futureMonday(8), '09:00', { clientId: newClient }))).status).toBe(201);
  });
});
