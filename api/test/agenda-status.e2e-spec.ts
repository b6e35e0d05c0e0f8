import WebSocket from 'ws';
import { dayjs, SESSION_COOKIE } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin } from './support/factories';
import { changes, historyOf } from './audit-support';
import { agendaTenant, booking, futureMonday, insertClient, laterClock, ZONE, type AgendaTenant } from './agenda-fixtures';

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A slot later today when the day still has one, else tomorrow's (weekend-proof: the test opens every day). */
async function openEveryDay(t: TestApp, a: AgendaTenant) {
  const hours = Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, isOpen: true, openTime: '00:00', closeTime: '23:59', isHoliday: false }));
  expect((await a.client.put('/api/business-hours', { hours })).status).toBe(200);
}

describe('agenda: status changes, completion, scope and notifications', () => {
  let t: TestApp;
  let a: AgendaTenant;
  // The appointments completed here are in the future: completing them needs "now" past their start.
  const clock = laterClock();
  const complete = (client: AgendaTenant['client'], id: number) => clock.during(() => client.patch(`/api/appointments/${id}/status`, { status: 'completed' }));
  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('completing creates exactly one income transaction even when called twice (and concurrently)', async () => {
    const created = await a.client.post('/api/appointments', booking(a, futureMonday(1), '09:00'));
    const id = created.body.id;
    const first = await complete(a.client, id);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('completed');
    const second = await complete(a.client, id);
    expect(second.status).toBe(200);
    const tx = await t.db.query(`SELECT type, amount::text, category, staff_id, client_id, establishment_id FROM transactions WHERE appointment_id = $1`, [id]);
    expect(tx).toEqual([
      { type: 'income', amount: '80.00', category: 'Serviços Realizados', staff_id: a.staffId, client_id: a.clientId, establishment_id: a.establishmentId },
    ]);
    const [appt] = await t.db.query(`SELECT completed_at FROM appointments WHERE id = $1`, [id]);
    expect(appt.completed_at).not.toBeNull();
    const [client] = await t.db.query(`SELECT last_visit FROM clients WHERE id = $1`, [a.clientId]);
    expect(client.last_visit).not.toBeNull();

    const other = await a.client.post('/api/appointments', booking(a, futureMonday(1), '11:00'));
    const answers = await clock.during(() =>
      Promise.all(Array.from({ length: 10 }, () => a.client.patch(`/api/appointments/${other.body.id}/status`, { status: 'completed' }))),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM transactions WHERE appointment_id = $1`, [other.body.id]);
    expect(count).toBe(1);
  });

  it("the completion's income is in the audit log, created by whoever completed it; a product sale's too", async () => {
    const created = await a.client.post('/api/appointments', booking(a, futureMonday(1), '14:00'));
    expect((await complete(a.client, created.body.id)).status).toBe(200);
    const [income] = await t.db.query(`SELECT id FROM transactions WHERE appointment_id = $1`, [created.body.id]);
    const rows = await historyOf(a.client, 'transaction', income.id);
    expect(rows.map((r) => [r.action, r.userId, r.userName])).toEqual([['create', a.admin.id, 'Maria Teste']]);
    expect(changes(rows[0]!)).toMatchObject({ type: [null, 'income'], amount: [null, '80.00'], category: [null, 'Serviços Realizados'] });

    const product = await a.client.post('/api/products', { name: 'Pomada Auditada', category: 'Cabelo', price: '25.00', currentStock: 5, minStock: 1 });
    const sale = await a.client.post('/api/products/sell', { productId: product.body.id, quantity: 2, unitPrice: '25.00' });
    expect(sale.status).toBe(200);
    const saleRows = await historyOf(a.client, 'transaction', sale.body.transactionId);
    expect(saleRows.map((r) => [r.action, r.userId])).toEqual([['create', a.admin.id]]);
    expect(changes(saleRows[0]!)).toMatchObject({ amount: [null, '50.00'], category: [null, 'Produtos Vendidos'] });
  });

  it('follows SPEC §4 transitions and refuses the rest in pt-BR', async () => {
    const date = futureMonday(2);
    const pending = await a.staffLogin.client.post('/api/appointments', booking(a, date, '09:00'));
    expect(pending.body.status).toBe('pending');
    const early = await complete(a.client, pending.body.id);
    expect(early).toMatchObject({ status: 409, body: { message: 'Não é possível alterar um agendamento Pendente para Realizado.' } });
    expect((await a.client.patch(`/api/appointments/${pending.body.id}/status`, { status: 'confirmed' })).body.status).toBe('confirmed');
    expect((await a.client.patch(`/api/appointments/${pending.body.id}/status`, { status: 'rejected' })).status).toBe(409);
    const bad = await a.client.patch(`/api/appointments/${pending.body.id}/status`, { status: 'feito' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Status inválido.' } });
    expect((await a.client.delete(`/api/appointments/${pending.body.id}`)).body.status).toBe('cancelled');
    const again = await complete(a.client, pending.body.id);
    expect(again).toMatchObject({ status: 409, body: { message: 'Não é possível alterar um agendamento Cancelado para Realizado.' } });
    const edit = await a.client.put(`/api/appointments/${pending.body.id}`, booking(a, date, '10:00'));
    expect(edit).toMatchObject({ status: 409, body: { message: 'Apenas agendamentos pendentes, agendados ou confirmados podem ser alterados.' } });
  });

  it('staff see and act only on their own appointments; delete is admin-only', async () => {
    const colleague = await createStaffLogin(t.url, t.db, a.establishmentId, 'Colega');
    await t.db.query(`INSERT INTO service_staff (service_id, staff_id) VALUES ($1, $2)`, [a.serviceId, colleague.staffId]);
    const date = futureMonday(3);
    const mine = await a.client.post('/api/appointments', booking(a, date, '09:00'));
    const theirs = await a.client.post('/api/appointments', booking(a, date, '09:00', { staffId: colleague.staffId }));
    expect(theirs.status).toBe(201);
    const month = date.slice(0, 7);
    const seen = await a.staffLogin.client.get(`/api/appointments?month=${month}`);
    expect(seen.body.appointments.every((x: { staffId: number }) => x.staffId === a.staffId)).toBe(true);
    expect(seen.body.appointments.map((x: { id: number }) => x.id)).toContain(mine.body.id);
    expect(seen.body.appointments.map((x: { id: number }) => x.id)).not.toContain(theirs.body.id);

    const s = a.staffLogin.client;
    expect((await s.patch(`/api/appointments/${theirs.body.id}/status`, { status: 'completed' })).status).toBe(404);
    expect((await s.put(`/api/appointments/${theirs.body.id}`, booking(a, date, '10:00', { staffId: colleague.staffId }))).status).toBe(403);
    const forOther = await s.post('/api/appointments', booking(a, date, '11:00', { staffId: colleague.staffId }));
    expect(forOther).toMatchObject({ status: 403, body: { message: 'Você só pode agendar e alterar os seus próprios atendimentos.' } });
    const del = await s.delete(`/api/appointments/${mine.body.id}`);
    expect(del).toMatchObject({ status: 403, body: { message: 'Você não tem permissão para acessar esta página.' } });
    expect((await complete(s, mine.body.id)).body.status).toBe('completed');
    const [{ status }] = await t.db.query(`SELECT status FROM appointments WHERE id = $1`, [theirs.body.id]);
    expect(status).toBe('scheduled');
    // Management-only lists and stats are refused to staff.
    expect((await s.get('/api/dashboard/stats')).status).toBe(403);
    expect((await s.get('/api/services')).status).toBe(403);
    expect((await s.get('/api/staff')).status).toBe(403);
    expect((await s.get('/api/services/list')).status).toBe(200);
    const staffList = await s.get('/api/staff/list');
    const colleagueRow = staffList.body.find((x: { id: number }) => x.id === colleague.staffId);
    expect(colleagueRow).toMatchObject({ name: 'Colega', email: null, commissionRate: null });
  });

  it("another establishment's ids answer 404 on every appointment route", async () => {
    const b = await agendaTenant(t.url, t.db);
    const theirs = await b.client.post('/api/appointments', booking(b, futureMonday(4), '09:00'));
    const id = theirs.body.id;
    expect((await a.client.put(`/api/appointments/${id}`, booking(a, futureMonday(4), '10:00'))).status).toBe(404);
    expect((await a.client.patch(`/api/appointments/${id}/status`, { status: 'completed' })).status).toBe(404);
    const del = await a.client.delete(`/api/appointments/${id}`);
    expect(del).toMatchObject({ status: 404, body: { message: 'Agendamento não encontrado.' } });
    expect((await a.client.put(`/api/services/${b.serviceId}`, { name: 'Xx', duration: 30, price: '1', category: 'Cc', staffIds: [a.staffId] })).status).toBe(
      404,
    );
    expect((await a.client.delete(`/api/services/${b.serviceId}`)).status).toBe(404);
    expect((await a.client.put(`/api/staff/${b.staffId}`, { name: 'Xx', role: 'Yy', hasSystemAccess: false })).status).toBe(404);
    expect((await a.client.get(`/api/staff/${b.staffId}/working-hours`)).status).toBe(404);
    expect((await a.client.get(`/api/staff/${b.staffId}/vacations`)).status).toBe(404);
    expect((await a.client.get(`/api/appointments/available-times?staffId=${b.staffId}&serviceId=${b.serviceId}&date=${futureMonday(4)}`)).status).toBe(404);
    const [n] = await t.db.query(`INSERT INTO notifications (establishment_id, type, title, message) VALUES ($1, 'appointment', 'T', 'M') RETURNING id`, [
      b.establishmentId,
    ]);
    expect((await a.client.patch(`/api/notifications/${n.id}/read`)).status).toBe(404);
    expect((await a.client.delete(`/api/appointments/abc`)).status).toBe(404);
    const [{ status }] = await t.db.query(`SELECT status FROM appointments WHERE id = $1`, [id]);
    expect(status).toBe('scheduled');
  });

  it('a new pending appointment raises a notification for management, and events reach open screens', async () => {
    const c = await agendaTenant(t.url, t.db);
    const ws = new WebSocket(t.url.replace('http', 'ws') + '/ws', { headers: { cookie: `${SESSION_COOKIE}=${c.client.token}` } });
    const messages: { type: string }[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(String(d))));
    await new Promise((r) => ws.once('open', r));

    const date = futureMonday(5);
    const pending = await c.staffLogin.client.post('/api/appointments', booking(c, date, '14:00'));
    await until(() =>
      ['appointment_change', 'new_notification', 'staff_dashboard_change', 'dashboard_change'].every((type) => messages.some((m) => m.type === type)),
    );
    const unread = await c.client.get('/api/notifications/unread');
    expect(unread.body).toHaveLength(1);
    expect(unread.body[0]).toMatchObject({ type: 'appointment', title: 'Novo agendamento pendente', appointmentId: pending.body.id });
    expect(unread.body[0].message).toContain(`${dayjs(date).format('DD/MM/YYYY')} às 14:00`);
    expect(unread.body[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await c.client.get('/api/appointments/pending')).body.map((x: { id: number }) => x.id)).toEqual([pending.body.id]);
    // The collaborator does not read the management bell.
    expect((await c.staffLogin.client.get('/api/notifications')).body).toEqual([]);

    // A management booking for the collaborator tells them personally.
    messages.length = 0;
    await c.client.post('/api/appointments', booking(c, date, '09:00'));
    await until(() => messages.some((m) => m.type === 'staff_appointment_notification'));
    const personal = await c.staffLogin.client.get('/api/notifications/unread');
    expect(personal.body).toHaveLength(1);
    expect(personal.body[0].title).toBe('Novo agendamento');
    const read = await c.staffLogin.client.patch(`/api/notifications/${personal.body[0].id}/read`);
    expect(read.status).toBe(200);
    expect((await c.staffLogin.client.get('/api/notifications/unread')).body).toEqual([]);

    // Completing announces the money.
    messages.length = 0;
    await c.client.patch(`/api/appointments/${pending.body.id}/status`, { status: 'confirmed' });
    expect((await c.client.get('/api/notifications/unread')).body).toEqual([]);
    await complete(c.client, pending.body.id);
    await until(() => messages.some((m) => m.type === 'financial_change'));
    ws.close();
  });

  it('dashboard cards, upcoming list and the staff next appointment follow the day', async () => {
    const d = await agendaTenant(t.url, t.db);
    await openEveryDay(t, d);
    const now = dayjs().tz(ZONE);
    const later = now.add(2, 'hour');
    // Near midnight there is no later slot today: the today-cards are then checked empty.
    const sameDay = later.format('YYYY-MM-DD') === now.format('YYYY-MM-DD') && later.hour() < 23;
    const empty = await d.client.get('/api/dashboard/stats');
    expect(empty.body).toEqual({ todaysAppointments: 0, totalClients: 1, lowStockProducts: 0, todayIncome: '0.00' });
    expect((await d.staffLogin.client.get('/api/staff/next-appointment')).body).toBeNull();
    expect((await d.client.get('/api/staff/next-appointment')).body).toBeNull();
    if (!sameDay) return;
    await insertClient(t.db, d.establishmentId, 'Segunda Cliente');
    const time = later.format('HH:00');
    const booked = await d.client.post('/api/appointments', booking(d, later.format('YYYY-MM-DD'), time));
    expect(booked.status).toBe(201);
    const stats = await d.client.get('/api/dashboard/stats');
    expect(stats.body).toMatchObject({ todaysAppointments: 1, totalClients: 2 });
    expect((await d.client.get('/api/dashboard/recent-appointments')).body.map((x: { id: number }) => x.id)).toEqual([booked.body.id]);
    expect((await d.client.get('/api/appointments/recent')).body.map((x: { id: number }) => x.id)).toEqual([booked.body.id]);
    expect((await d.staffLogin.client.get('/api/staff/dashboard-data')).body).toEqual({ todayUpcomingAppointments: 1, todayCompletedAppointments: 0 });
    expect((await d.staffLogin.client.get('/api/staff/next-appointment')).body).toMatchObject({ id: booked.body.id, appointmentTime: time });
    await complete(d.client, booked.body.id);
    expect((await d.client.get('/api/dashboard/stats')).body).toMatchObject({ todaysAppointments: 0, todayIncome: '80.00' });
    expect((await d.staffLogin.client.get('/api/staff/dashboard-data')).body).toEqual({ todayUpcomingAppointments: 0, todayCompletedAppointments: 1 });
  });

  it("the staff card 'Próximos Agendamentos' counts what the list below it shows, an appointment already started too", async () => {
    const d = await agendaTenant(t.url, t.db);
    await openEveryDay(t, d);
    const now = dayjs().tz(ZONE);
    const later = now.add(2, 'hour');
    if (later.format('YYYY-MM-DD') !== now.format('YYYY-MM-DD') || later.hour() >= 23) return;
    const booked = await d.client.post('/api/appointments', booking(d, later.format('YYYY-MM-DD'), later.format('HH:00')));
    expect(booked.status).toBe(201);
    // It started a minute ago (still today) and nobody marked it yet: the list keeps it, so the card counts it.
    const started = now.subtract(1, 'minute').isBefore(now.startOf('day')) ? now.startOf('day') : now.subtract(1, 'minute');
    await t.db.query(`UPDATE appointments SET ends_at = $2::timestamptz + (ends_at - starts_at), starts_at = $2::timestamptz WHERE id = $1`, [
      booked.body.id,
      started.toISOString(),
    ]);
    const list = (await d.staffLogin.client.get('/api/dashboard/recent-appointments')).body.map((x: { id: number }) => x.id);
    expect(list).toEqual([booked.body.id]);
    const cards = (await d.staffLogin.client.get('/api/staff/dashboard-data')).body;
    expect(cards).toEqual({ todayUpcomingAppointments: list.length, todayCompletedAppointments: 0 });
  });
});
