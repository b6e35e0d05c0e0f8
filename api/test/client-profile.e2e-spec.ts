import { toCents } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { agendaTenant, booking, createService, futureMonday, insertClient, laterClock, type AgendaTenant } from './agenda-fixtures';

/** GET /api/clients/{id}/profile (docs/product/entities.md 'Client profile'): her numbers, history, points and purchases. */
describe('clients: profile', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let secondServiceId: number;
  const clock = laterClock();
  const book = async (date: string, time: string, extra: Record<string, unknown> = {}) => {
    const created = await a.client.post('/api/appointments', booking(a, date, time, extra));
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const setStatus = (id: number, status: string) => a.client.patch(`/api/appointments/${id}/status`, { status });
  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db);
    secondServiceId = (await createService(a.client, [a.staffId], { name: 'Escova', duration: 30, price: '45.55' })).id;
    const program = (await a.client.get('/api/loyalty/programs')).body[0];
    await a.client.put(`/api/loyalty/programs/${program.id}`, { ...program, pointsPerService: 2, services: [a.serviceId] });
    // A cancel less than 15 days before the start is late: next week's is, the one three weeks ahead is not.
    const settings = await a.client.put('/api/online-booking/settings', { cancelCutoffMinutes: 15 * 24 * 60 });
    if (settings.status !== 200) throw new Error(`configurações: ${settings.status}`);
  });
  afterAll(() => t.close());

  it('counts visits, no-shows and (late) cancellations, and its money reconciles to the cent', async () => {
    const day = futureMonday(1);
    const visits = [await book(day, '08:00'), await book(day, '10:00'), await book(day, '13:00', { serviceId: secondServiceId })];
    const noShow = await book(day, '15:00');
    const late = await book(day, '17:00');
    const early = await book(futureMonday(3), '09:00');
    const upcoming = await book(futureMonday(2), '11:00');
    for (const id of visits) expect((await clock.during(() => setStatus(id, 'completed'))).status).toBe(200);
    expect((await clock.during(() => setStatus(noShow, 'no_show'))).status).toBe(200);
    for (const id of [late, early]) expect((await a.client.delete(`/api/appointments/${id}`)).body.status).toBe('cancelled');
    const product = await a.client.post('/api/products', { name: 'Pomada', category: 'Cabelo', price: '12.35', currentStock: 5, minStock: 1 });
    const sale = await a.client.post('/api/products/sell', { productId: product.body.id, quantity: 2, unitPrice: '12.35', clientId: a.clientId });
    expect(sale.status).toBe(200);

    const res = await a.client.get(`/api/clients/${a.clientId}/profile`);
    expect(res.status).toBe(200);
    const profile = res.body;
    expect(profile.client).toMatchObject({ id: a.clientId, name: 'Cliente Teste', anamnesis: [] });
    // 80.00 + 80.00 + 45.55 + 2 x 12.35 = 230.25 over four purchases = 57.5625.
    expect(profile.stats).toMatchObject({
      visits: 3,
      noShows: 1,
      cancellations: 2,
      lateCancellations: 1,
      totalSpent: '230.25',
      averageTicket: '57.56',
      favouriteServiceId: a.serviceId,
      favouriteStaffId: a.staffId,
    });
    expect(profile.stats.lastVisit).not.toBeNull();

    const byId = new Map(profile.appointments.map((x: { id: number }) => [x.id, x]));
    expect(profile.appointments).toHaveLength(7);
    expect(byId.get(visits[2])).toMatchObject({ status: 'completed', serviceName: 'Escova', staffName: 'Ana Colaboradora', price: '45.55' });
    expect(byId.get(noShow)).toMatchObject({ status: 'no_show', appointmentDate: `${day}T15:00:00`, appointmentTime: '15:00' });
    expect(byId.get(upcoming)).toMatchObject({ status: 'scheduled' });
    expect(profile.appointments.map((x: { appointmentDate: string }) => x.appointmentDate)).toEqual(
      profile.appointments
        .map((x: { appointmentDate: string }) => x.appointmentDate)
        .sort()
        .reverse(),
    );
    expect(profile.loyalty).toHaveLength(2);
    expect(profile.loyalty[0]).toMatchObject({ points: 2, kind: 'appointment' });
    expect(profile.products).toEqual([expect.objectContaining({ productName: 'Pomada', quantity: 2, unitPrice: '12.35', total: '24.70' })]);

    // The same money the books hold: the income of her visits and of her sale sum to totalSpent.
    const [books] = await t.db.query(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM transactions
        WHERE type = 'income' AND (client_id = $1 OR id IN (SELECT transaction_id FROM product_sales WHERE client_id = $1))`,
      [a.clientId],
    );
    expect(toCents(books.total)).toBe(toCents(profile.stats.totalSpent));
    const listed =
      profile.appointments.filter((x: { status: string }) => x.status === 'completed').reduce((s: number, x: { price: string }) => s + toCents(x.price), 0) +
      profile.products.reduce((s: number, p: { total: string }) => s + toCents(p.total), 0);
    expect(listed).toBe(toCents(profile.stats.totalSpent));
  });

  it('answers a client without history with zeros, and keeps the birthday and anamnesis written with the client', async () => {
    const created = await a.client.post('/api/clients', {
      name: 'Bia Nova',
      phone: '11911112222',
      birthday: '1992-07-14',
      allergies: 'Amônia',
      hairNotes: 'Cabelo fino',
      anamnesis: [{ question: 'Está grávida?', answer: 'Não' }],
    });
    expect(created.status).toBe(201);
    const res = await a.client.get(`/api/clients/${created.body.id}/profile`);
    expect(res.body.client).toMatchObject({ birthday: '1992-07-14', allergies: 'Amônia', hairNotes: 'Cabelo fino', skinNotes: null });
    expect(res.body.client.anamnesis).toEqual([{ question: 'Está grávida?', answer: 'Não' }]);
    expect(res.body.stats).toEqual({
      visits: 0,
      noShows: 0,
      cancellations: 0,
      lateCancellations: 0,
      totalSpent: '0.00',
      averageTicket: '0.00',
      lastVisit: null,
      favouriteServiceId: null,
      favouriteStaffId: null,
    });
    expect([res.body.appointments, res.body.loyalty, res.body.products]).toEqual([[], [], []]);

    // A SPEC payload without the new fields keeps them; null clears one.
    const put = await a.client.put(`/api/clients/${created.body.id}`, { name: 'Bia Nova', phone: '11911112222', version: created.body.version });
    expect(put.body).toMatchObject({ birthday: '1992-07-14', allergies: 'Amônia', anamnesis: [{ question: 'Está grávida?', answer: 'Não' }] });
    const cleared = await a.client.put(`/api/clients/${created.body.id}`, {
      name: 'Bia Nova',
      phone: '11911112222',
      allergies: null,
      version: put.body.version,
    });
    expect(cleared.body).toMatchObject({ birthday: '1992-07-14', allergies: null });
    const bad = await a.client.put(`/api/clients/${created.body.id}`, { name: 'Bia Nova', phone: '11911112222', birthday: '1992-02-30' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Data de nascimento inválida' } });
  });

  it('marks a visit item (groupId) and a series occurrence (seriesId), single appointments without either', async () => {
    const clientId = await insertClient(t.db, a.establishmentId, 'Cliente Série');
    const day = futureMonday(5);
    const group = await a.client.post('/api/appointment-groups', {
      clientId,
      date: day,
      items: [
        { serviceId: a.serviceId, staffId: a.staffId, time: '08:00' },
        { serviceId: secondServiceId, staffId: a.staffId, time: '10:00' },
      ],
      notes: null,
    });
    expect(group.status).toBe(201);
    const series = await a.client.post('/api/appointment-series', {
      clientId,
      serviceId: a.serviceId,
      staffId: a.staffId,
      appointmentDate: day,
      appointmentTime: '14:00',
      notes: null,
      everyWeeks: 1,
      count: 2,
    });
    expect(series.status).toBe(201);
    const single = await a.client.post('/api/appointments', { ...booking(a, day, '17:00'), clientId });
    expect(single.status).toBe(201);
    const res = await a.client.get(`/api/clients/${clientId}/profile`);
    const links = res.body.appointments.map((x: { id: number; groupId?: string; seriesId?: string }) => [x.id, x.groupId ?? null, x.seriesId ?? null]);
    const byId = new Map(links.map((l: [number, string | null, string | null]) => [l[0], l.slice(1)]));
    for (const item of group.body.appointments) expect(byId.get(item.id)).toEqual([group.body.groupId, null]);
    for (const occurrence of series.body.created) expect(byId.get(occurrence.id)).toEqual([null, series.body.seriesId]);
    const plain = res.body.appointments.find((x: { id: number }) => x.id === single.body.id);
    expect(plain).not.toHaveProperty('groupId');
    expect(plain).not.toHaveProperty('seriesId');
  });

  it("is refused like the client itself: another establishment's client 404, staff 403", async () => {
    const other = await createTenant(t.url, t.db, 'Expert');
    const theirs = await insertClient(t.db, other.establishmentId, 'Cliente Alheia');
    expect(await a.client.get(`/api/clients/${theirs}/profile`)).toMatchObject({ status: 404, body: { message: 'Cliente não encontrado.' } });
    expect((await a.staffLogin.client.get(`/api/clients/${a.clientId}`)).status).toBe(403);
    expect((await a.staffLogin.client.get(`/api/clients/${a.clientId}/profile`)).status).toBe(403);
  });
});
